import { useEffect, useRef, type KeyboardEvent } from 'react';
import { cx } from './cx';
import styles from './Tabs.module.css';

export type TabId = string | number;

export interface TabItem<Id extends TabId = TabId> {
  id: Id;
  label: string;
}

export interface TabsProps<Id extends TabId = TabId> {
  items: TabItem<Id>[];
  activeId: Id | null | undefined;
  onChange: (id: Id) => void;
  /** desktop: a row of tabs; mobile: a horizontally scrollable pill row */
  variant?: 'desktop' | 'mobile';
  className?: string;
  /** accessible name of the tab list */
  label?: string;
}

/** Tabs with role="tablist"; arrow keys move between tabs. */
export function Tabs<Id extends TabId>({
  items,
  activeId,
  onChange,
  variant = 'desktop',
  className,
  label,
}: TabsProps<Id>) {
  const listRef = useRef<HTMLDivElement>(null);

  // Mobile: keep the active pill visible by scrolling the row (never the page).
  useEffect(() => {
    if (variant !== 'mobile') return;
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !active) return;
    const left = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
    if (typeof list.scrollTo === 'function') {
      list.scrollTo({ left: Math.max(0, left), behavior: 'smooth' });
    } else {
      list.scrollLeft = Math.max(0, left);
    }
  }, [activeId, variant, items.length]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (items.length === 0) return;
    const at = items.findIndex((t) => t.id === activeId);
    let next = -1;
    if (e.key === 'ArrowRight') next = (at + 1) % items.length;
    else if (e.key === 'ArrowLeft') next = (at - 1 + items.length) % items.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = items.length - 1;
    if (next < 0) return;
    e.preventDefault();
    onChange(items[next].id);
    const buttons = listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]');
    buttons?.[next]?.focus();
  };

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      className={cx(variant === 'mobile' ? styles.mobile : styles.desktop, className)}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => {
        const selected = item.id === activeId;
        return (
          <button
            key={item.id}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected || (activeId == null && item === items[0]) ? 0 : -1}
            className={cx(styles.tab, selected && styles.active)}
            onClick={() => onChange(item.id)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
