import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from './Icon';
import { useScrollLock } from '../lib/useScrollLock';
import styles from './FullScreenPanel.module.css';

export interface FullScreenPanelProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** Mobile: a text panel over the whole screen with "Назад"; the page under it does not scroll. */
export function FullScreenPanel({ title, onClose, children }: FullScreenPanelProps) {
  useScrollLock(true);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return createPortal(
    <div
      ref={ref}
      className={styles.panel}
      role="dialog"
      aria-modal="true"
      aria-label={title}
      tabIndex={-1}
    >
      <header className={styles.head}>
        <button type="button" className={styles.back} onClick={onClose}>
          <Icon name="back" />
          Назад
        </button>
        <h2 className={styles.title}>{title}</h2>
      </header>
      <div className={styles.body}>{children}</div>
    </div>,
    document.body,
  );
}
