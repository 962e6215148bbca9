import { fireEvent, render, screen } from '@testing-library/react';
import { Tabs } from './Tabs';

const items = [
  { id: 1, label: 'Все' },
  { id: 2, label: 'Питание' },
  { id: 3, label: 'Тренировки' },
];

describe('Tabs', () => {
  it.each(['desktop', 'mobile'] as const)(
    '%s: marks the active tab and reports clicks',
    (variant) => {
      const onChange = jest.fn();
      render(<Tabs items={items} activeId={2} onChange={onChange} variant={variant} />);
      expect(screen.getByRole('tablist')).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Питание' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('tab', { name: 'Все' })).toHaveAttribute('aria-selected', 'false');
      fireEvent.click(screen.getByRole('tab', { name: 'Тренировки' }));
      expect(onChange).toHaveBeenCalledWith(3);
    },
  );

  it('moves with the arrow keys', () => {
    const onChange = jest.fn();
    render(<Tabs items={items} activeId={3} onChange={onChange} />);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Тренировки' }), { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith(1);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Тренировки' }), { key: 'ArrowLeft' });
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('scrolls the mobile row so the active pill is visible', () => {
    const scrollTo = jest.fn();
    const original = HTMLElement.prototype.scrollTo;
    HTMLElement.prototype.scrollTo = scrollTo;
    try {
      const { rerender } = render(
        <Tabs items={items} activeId={1} onChange={jest.fn()} variant="mobile" />,
      );
      scrollTo.mockClear();
      rerender(<Tabs items={items} activeId={3} onChange={jest.fn()} variant="mobile" />);
      expect(scrollTo).toHaveBeenCalled();
    } finally {
      HTMLElement.prototype.scrollTo = original;
    }
  });
});
