// The tab bar of a member's reports (view and edit modes, spec §2.4): one tab per report by date,
// previous/next arrows that are inactive at the ends, and the active tab scrolled into view 200 ms
// after it changes (the page has laid out by then on a phone).
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { cx } from '@club/shared';
import { Icon } from './Icon';
import styles from './ReportTabs.module.css';

export const TAB_SCROLL_DELAY_MS = 200;

export interface ReportTab {
  id: number;
  /** dd.mm.yyyy */
  name: string;
  contest?: boolean;
}

export interface ReportTabsProps {
  tabs: ReportTab[];
  activeId: number | null;
  onSelect: (id: number) => void;
  label?: string;
}

export function ReportTabs({ tabs, activeId, onSelect, label = 'Отчёты' }: ReportTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const at = tabs.findIndex((t) => t.id === activeId);

  useEffect(() => {
    const timer = setTimeout(() => {
      const list = listRef.current;
      const active = list?.querySelector<HTMLElement>('[aria-selected="true"]');
      if (!list || !active) return;
      const left = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
      if (typeof list.scrollTo === 'function')
        list.scrollTo({ left: Math.max(0, left), behavior: 'smooth' });
      else list.scrollLeft = Math.max(0, left);
    }, TAB_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [activeId, tabs.length]);

  const go = (index: number) => {
    const tab = tabs[index];
    if (tab) onSelect(tab.id);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const next =
      e.key === 'ArrowRight'
        ? at + 1
        : e.key === 'ArrowLeft'
          ? at - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? tabs.length - 1
              : null;
    if (next === null || next < 0 || next >= tabs.length) return;
    e.preventDefault();
    go(next);
    listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <div className={styles.bar}>
      <button
        type="button"
        className={styles.arrow}
        aria-label="Предыдущий отчёт"
        disabled={at <= 0}
        onClick={() => go(at - 1)}
      >
        <Icon name="chevronLeft" />
      </button>
      <div
        ref={listRef}
        className={styles.list}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab, i) => {
          const selected = i === at;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              aria-selected={selected}
              tabIndex={selected || (at < 0 && i === 0) ? 0 : -1}
              className={cx(styles.tab, selected && styles.active)}
              onClick={() => onSelect(tab.id)}
            >
              {tab.name}
            </button>
          );
        })}
      </div>
      <button
        type="button"
        className={styles.arrow}
        aria-label="Следующий отчёт"
        disabled={at < 0 || at >= tabs.length - 1}
        onClick={() => go(at + 1)}
      >
        <Icon name="chevronRight" />
      </button>
    </div>
  );
}
