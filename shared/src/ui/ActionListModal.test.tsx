import { act, fireEvent, render, screen } from '@testing-library/react';
import { ActionListModal } from './ActionListModal';

describe('ActionListModal', () => {
  const request = {
    title: 'Тема обращения',
    items: [
      { id: 1, label: 'Питание' },
      { id: 2, label: 'Тренировки' },
    ],
  };

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('answers the tapped item after 300 ms', () => {
    const onChoose = jest.fn();
    render(<ActionListModal request={request} onChoose={onChoose} />);
    expect(screen.getByRole('dialog', { name: 'Тема обращения' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Тренировки' }));
    act(() => jest.advanceTimersByTime(299));
    expect(onChoose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(onChoose).toHaveBeenCalledWith({ id: 2, label: 'Тренировки' });
  });

  it('answers only once for repeated taps', () => {
    const onChoose = jest.fn();
    render(<ActionListModal request={request} onChoose={onChoose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Питание' }));
    fireEvent.click(screen.getByRole('button', { name: 'Тренировки' }));
    act(() => jest.advanceTimersByTime(1000));
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(onChoose).toHaveBeenCalledWith({ id: 1, label: 'Питание' });
  });

  it('answers null when closed', () => {
    const onChoose = jest.fn();
    render(<ActionListModal request={request} onChoose={onChoose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onChoose).toHaveBeenCalledWith(null);
    act(() => jest.advanceTimersByTime(1000));
    expect(onChoose).toHaveBeenCalledTimes(1);
  });
});
