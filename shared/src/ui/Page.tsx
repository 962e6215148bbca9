import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './Page.module.css';

export interface PageProps {
  title: ReactNode;
  children?: ReactNode;
  /** shows a back button above the title */
  onBack?: () => void;
  /** text of the back button, "Назад" by default */
  backLabel?: string;
  className?: string;
}

/** The frame of a remote page: optional back button, the title (h1), the content. */
export function Page({ title, children, onBack, backLabel = 'Назад', className }: PageProps) {
  return (
    <section className={cx(styles.page, className)}>
      <header className={styles.header}>
        {onBack && (
          <button type="button" className={styles.back} onClick={onBack}>
            <span aria-hidden="true">←</span>
            {backLabel}
          </button>
        )}
        <h1 className={styles.title}>{title}</h1>
      </header>
      {children}
    </section>
  );
}
