import { useEffect, useState } from 'react';
import { LiveMessage } from '@club/shared';
import { countdown, MINUTE_FORMS, SECOND_FORMS, withPlural } from '@club/shared/format';
import styles from './RestScreen.module.css';

export const REST_TICK_MS = 1000;

/** The rest left in words: "1 минута 30 секунд". */
function spoken(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return [
    m > 0 ? withPlural(m, MINUTE_FORMS) : '',
    s > 0 || m === 0 ? withPlural(s, SECOND_FORMS) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** What the live region says at `left`: the start, every half minute and the last 10 seconds;
 * reading every second would drown the member's screen reader. */
export function restMilestone(left: number, seconds: number): string | null {
  if (left === seconds) return `Отдых: ${spoken(left)}`;
  if (left > 0 && (left % 30 === 0 || left === 10)) return `Отдых: осталось ${spoken(left)}`;
  return null;
}

/**
 * The rest after a lap: "Круг завершен", "Отдых" and a mm:ss countdown from the workout's relax
 * seconds, ticking every second; it closes itself once below 1 or on "Продолжить без отдыха".
 */
export function RestScreen({ seconds, onDone }: { seconds: number; onDone: () => void }) {
  const [left, setLeft] = useState(seconds);
  const [said, setSaid] = useState(() => restMilestone(seconds, seconds) ?? '');
  useEffect(() => {
    if (left < 1) {
      onDone();
      return;
    }
    const milestone = restMilestone(left, seconds);
    if (milestone) setSaid(milestone);
    const timer = setTimeout(() => setLeft((s) => s - 1), REST_TICK_MS);
    return () => clearTimeout(timer);
  }, [left, onDone, seconds]);

  const progress = seconds > 0 ? Math.max(0, left) / seconds : 0;
  return (
    <div className={styles.rest} role="timer" aria-live="off">
      <LiveMessage message={said} />
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
