import { useEffect, useState } from 'react';
import { countdown } from '@club/shared';
import styles from './RestScreen.module.css';

export const REST_TICK_MS = 1000;

/**
 * The rest after a lap: "Круг завершен", "Отдых" and a mm:ss countdown from the workout's relax
 * seconds, ticking every second; it closes itself once below 1 or on "Продолжить без отдыха".
 */
export function RestScreen({ seconds, onDone }: { seconds: number; onDone: () => void }) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (left < 1) {
      onDone();
      return;
    }
    const timer = setTimeout(() => setLeft((s) => s - 1), REST_TICK_MS);
    return () => clearTimeout(timer);
  }, [left, onDone]);

  const progress = seconds > 0 ? Math.max(0, left) / seconds : 0;
  return (
    <div className={styles.rest} role="timer" aria-live="off">
      <p className={styles.done}>Круг завершен</p>
      <div className={styles.circle} style={{ ['--progress' as string]: progress }}>
        <span className={styles.label}>Отдых</span>
        <span className={styles.time}>{countdown(left)}</span>
      </div>
      <button type="button" className={styles.skip} onClick={onDone}>
        Продолжить без отдыха
      </button>
    </div>
  );
}
