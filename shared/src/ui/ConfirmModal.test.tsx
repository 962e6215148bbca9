import { render, screen, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmModal } from './ConfirmModal';

describe('ConfirmModal', () => {
  const request = { title: 'Внимание!', text: 'Удалить отчет?', yes: 'Удалить', no: 'Отмена' };

  it('shows title, text and answers true on yes', async () => {
    const onAnswer = jest.fn();
    render(<ConfirmModal request={request} onAnswer={onAnswer} />);
    const dialog = screen.getByRole('dialog', { name: 'Внимание!' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByText('Удалить отчет?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    expect(onAnswer).toHaveBeenCalledWith(true);
  });

  it('answers false on no', async () => {
    const onAnswer = jest.fn();
    render(<ConfirmModal request={request} onAnswer={onAnswer} />);
    await userEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(onAnswer).toHaveBeenCalledWith(false);
  });

  it('answers false on the close control, Escape and the backdrop', async () => {
    const onAnswer = jest.fn();
    render(<ConfirmModal request={request} onAnswer={onAnswer} />);
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    expect(onAnswer.mock.calls).toEqual([[false], [false], [false]]);
  });

  it('is a notice with only the close control when no labels are given', () => {
    render(<ConfirmModal request={{ title: 'Пароль изменен!' }} onAnswer={jest.fn()} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveAccessibleName('Закрыть');
  });

  it('swaps the button styles when reversed', () => {
    const { rerender } = render(<ConfirmModal request={request} onAnswer={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Удалить' })).toHaveClass('primary');
    expect(screen.getByRole('button', { name: 'Отмена' })).toHaveClass('secondary');
    rerender(<ConfirmModal request={{ ...request, reversed: true }} onAnswer={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Удалить' })).toHaveClass('secondary');
    expect(screen.getByRole('button', { name: 'Отмена' })).toHaveClass('primary');
  });

  it('renders nothing without a request', () => {
    render(<ConfirmModal request={null} onAnswer={jest.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
