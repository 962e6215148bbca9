import { fireEvent, render, screen } from '@testing-library/react';
import { Modal } from './Modal';

describe('Modal', () => {
  it('renders a labelled dialog into document.body and locks page scroll', () => {
    const { container, unmount } = render(
      <Modal open title="Обратная связь" onClose={jest.fn()}>
        Текст
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Обратная связь' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(dialog);
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on Escape', () => {
    const onClose = jest.fn();
    render(
      <Modal open title="Окно" onClose={onClose}>
        Текст
      </Modal>,
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on the backdrop and the close control, not on a click inside', () => {
    const onClose = jest.fn();
    render(
      <Modal open title="Окно" onClose={onClose}>
        <p>Внутри</p>
      </Modal>,
    );
    fireEvent.click(screen.getByText('Внутри'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps Tab inside the dialog and gives the focus back on close', () => {
    const opener = document.createElement('button');
    document.body.appendChild(opener);
    opener.focus();
    const { rerender } = render(
      <Modal open title="Окно" onClose={jest.fn()}>
        <button type="button">Да</button>
      </Modal>,
    );
    const close = screen.getByRole('button', { name: 'Закрыть' });
    const yes = screen.getByRole('button', { name: 'Да' });
    expect(screen.getByRole('dialog')).toHaveFocus();
    yes.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(yes).toHaveFocus();
    rerender(<Modal open={false} title="Окно" onClose={jest.fn()} />);
    expect(opener).toHaveFocus();
    opener.remove();
  });

  it('closes only the top modal on Escape', () => {
    const outer = jest.fn();
    const inner = jest.fn();
    render(
      <>
        <Modal open title="Внешнее" onClose={outer} />
        <Modal open title="Внутреннее" onClose={inner} />
      </>,
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });

  it('renders nothing when closed and can hide the close control', () => {
    const { rerender } = render(<Modal open={false} title="Окно" onClose={jest.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<Modal open title="Окно" onClose={jest.fn()} hideClose />);
    expect(screen.queryByRole('button', { name: 'Закрыть' })).not.toBeInTheDocument();
  });
});
