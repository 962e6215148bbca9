import { useEffect, useState } from 'react';
import styles from './LiveMessage.module.css';

/** How long the empty region stays on the page before its text: screen readers read changes of a
 * live region they already know, not a region inserted together with its text. */
const SETTLE_MS = 150;

/**
 * A polite live region, not shown: a screen reader reads `message` when it appears or changes
 * (the rest countdown's milestones, a workout's result) and waits until the member's current
 * speech is over.
 */
export function LiveMessage({ message }: { message: string }) {
  const [said, setSaid] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSaid(message), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [message]);
  return (
    <div className={styles.hidden} role="status" aria-live="polite" aria-atomic="true">
      {said}
    </div>
  );
}
