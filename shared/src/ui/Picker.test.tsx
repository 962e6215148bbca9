import { act, fireEvent, render, screen } from '@testing-library/react';
import { Picker } from './Picker';

const values = Array.from({ length: 21 }, (_, i) => i * 5); // 0, 5, ... 100

describe('Picker', () => {
  it('shows the selected value with 3 values each side', () => {
    render(<Picker values={values} value={50} onChange={jest.fn()} format={(v) => `${v} кг`} />);
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      '35 кг',
      '40 кг',
      '45 кг',
      '50 кг',
      '55 кг',
      '60 кг',
      '65 кг',
    ]);
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('50 кг');
    expect(screen.getByRole('listbox')).toHaveStyle({ height: '280px' });
  });

  it('shows fewer rows at the ends of the list', () => {
    render(<Picker values={values} value={0} onChange={jest.fn()} />);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['0', '5', '10', '15']);
  });

  it('selects a clicked value', () => {
    const onChange = jest.fn();
    render(<Picker values={values} value={50} onChange={onChange} />);
    fireEvent.click(screen.getByRole('option', { name: '60' }));
    expect(onChange).toHaveBeenCalledWith(60);
  });

  it('moves the selection with the arrow keys', () => {
    const onChange = jest.fn();
    render(<Picker values={values} value={50} onChange={onChange} />);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'ArrowDown' });
    expect(onChange).toHaveBeenLastCalledWith(55);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'ArrowUp' });
    expect(onChange).toHaveBeenLastCalledWith(45);
  });

  it('snaps to the nearest row when scrolling ends', () => {
    jest.useFakeTimers();
    try {
      const onChange = jest.fn();
      render(<Picker values={values} value={50} onChange={onChange} />);
      const listbox = screen.getByRole('listbox');
      listbox.scrollTop = 13 * 40 + 12; // a little past the row of 65
      fireEvent.scroll(listbox);
      expect(onChange).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(200));
      expect(onChange).toHaveBeenCalledWith(65);
    } finally {
      jest.useRealTimers();
    }
  });

  it('the choice of a key stands while the wheel glides to it, however slowly (a busy phone)', () => {
    jest.useFakeTimers();
    const scrollTo = jest.fn();
    const original = HTMLElement.prototype.scrollTo;
    HTMLElement.prototype.scrollTo = scrollTo;
    try {
      const onChange = jest.fn();
      const { rerender } = render(<Picker values={values} value={50} onChange={onChange} />);
      const listbox = screen.getByRole('listbox');
      listbox.scrollTop = 10 * 40; // at the row of 50
      fireEvent.keyDown(listbox, { key: 'ArrowDown' });
      expect(onChange).toHaveBeenLastCalledWith(55);
      rerender(<Picker values={values} value={55} onChange={onChange} />);
      expect(scrollTo).toHaveBeenCalledWith({ top: 11 * 40, behavior: 'smooth' });
      // the glide pauses a third of the way, long past the snap delay
      listbox.scrollTop = 10 * 40 + 13;
      fireEvent.scroll(listbox);
      act(() => jest.advanceTimersByTime(500));
      expect(onChange).toHaveBeenCalledTimes(1);
      // it arrives; then the member's own scrolling snaps again
      listbox.scrollTop = 11 * 40;
      fireEvent.scroll(listbox);
      fireEvent.wheel(listbox);
      listbox.scrollTop = 12 * 40 + 5;
      fireEvent.scroll(listbox);
      act(() => jest.advanceTimersByTime(200));
      expect(onChange).toHaveBeenLastCalledWith(60);
    } finally {
      HTMLElement.prototype.scrollTo = original;
      jest.useRealTimers();
    }
  });
});
