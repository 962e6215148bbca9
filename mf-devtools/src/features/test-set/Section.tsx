import { useId, type ReactNode } from 'react';
import styles from './TestSet.module.css';

/** A card of the console: its title names the region for assistive technology. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
