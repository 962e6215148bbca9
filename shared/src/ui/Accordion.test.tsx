import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Accordion } from './Accordion';

const items = [
  { id: 'a', title: 'Вопрос 1', content: 'Ответ 1' },
  { id: 'b', title: 'Вопрос 2', content: 'Ответ 2' },
  { id: 'c', title: 'Вопрос 3', content: 'Ответ 3' },
];

function Controlled({ scrollOnOpen }: { scrollOnOpen?: boolean }) {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <Accordion items={items} openId={openId} onToggle={setOpenId} scrollOnOpen={scrollOnOpen} />
  );
}

describe('Accordion', () => {
  it('keeps only one item open and closes it on a second click', () => {
    render(<Controlled />);
    const first = screen.getByRole('button', { name: 'Вопрос 1' });
    const second = screen.getByRole('button', { name: 'Вопрос 2' });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Ответ 1')).not.toBeInTheDocument();

    fireEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Ответ 1')).toBeVisible();

    fireEvent.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByText('Ответ 1')).not.toBeInTheDocument();
    expect(screen.getByText('Ответ 2')).toBeVisible();

    fireEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Ответ 2')).not.toBeInTheDocument();
  });

  it('reports the id to open, or null for the open one', () => {
    const onToggle = jest.fn();
    render(<Accordion items={items} openId="b" onToggle={onToggle} />);
    fireEvent.click(screen.getByRole('button', { name: 'Вопрос 2' }));
    expect(onToggle).toHaveBeenLastCalledWith(null);
    fireEvent.click(screen.getByRole('button', { name: 'Вопрос 3' }));
    expect(onToggle).toHaveBeenLastCalledWith('c');
  });

  it('scrolls an opening item to the centre when asked', () => {
    const scrollIntoView = jest.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      render(<Controlled scrollOnOpen />);
      fireEvent.click(screen.getByRole('button', { name: 'Вопрос 3' }));
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center', behavior: 'smooth' });
      fireEvent.click(screen.getByRole('button', { name: 'Вопрос 3' }));
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });
});
