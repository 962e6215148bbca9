import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { cx, userInfoReload$ } from '@club/shared';
import { timeLeft } from '@club/shared/format';
import { useSession } from '../lib/useSession';
import { fetchActiveCourseSeconds, forgetActiveCourseSeconds } from './activeCourseTime';
import styles from './TopBarCourseInfo.module.css';

const CalendarIcon = () => (
  <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
    <rect x="3.5" y="5" width="17" height="15" rx="2.5" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </svg>
);

export interface TopBarCourseInfoProps {
  /**
   * The mobile top bar: a compact chip ("20 дней"; "Осталось: 20 дней" stays its name) whose
   * tooltip opens on a tap (there is no hover on a touch screen) and closes on an outside tap.
   */
  compact?: boolean;
}

/**
 * Top bar: the time left on the member's active course, with a tooltip. The session's restTime
 * (kept fresh by the realtime stream) wins; without it one small call finds the course. Nothing
 * without an active course.
 */
export function TopBarCourseInfo({ compact = false }: TopBarCourseInfoProps) {
  const { restTime, token } = useSession();
  const tipId = useId();
  const [fetched, setFetched] = useState<number | null>(null);
  const [reloads, setReloads] = useState(0);
  const [tipOpen, setTipOpen] = useState(false);
  const rootRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!tipOpen) return undefined;
    const onPointer = (e: Event) => {
      if (!rootRef.current?.contains(e.target as Node)) setTipOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setTipOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [tipOpen]);

  useEffect(() => {
    const sub = userInfoReload$.subscribe(() => {
      forgetActiveCourseSeconds();
      setReloads((n) => n + 1);
    });
    return () => sub.unsubscribe();
  }, []);

  useEffect(() => {
    if (restTime !== null || !token) return;
    let alive = true;
    void fetchActiveCourseSeconds(token).then((seconds) => {
      if (alive) setFetched(seconds);
    });
    return () => {
      alive = false;
    };
  }, [restTime, token, reloads]);

  const seconds = restTime ?? fetched;
  if (seconds === null || seconds <= 0) return null;
  const left = timeLeft(seconds);
  const tip = (
    <span id={tipId} role="tooltip" className={cx(styles.tip, tipOpen && styles.tipOpen)}>
      До окончания активного курса осталось {left.text}
    </span>
  );
  if (compact) {
    return (
      <button
        ref={rootRef}
        type="button"
        className={cx(styles.info, styles.compact, left.highlight && styles.soon)}
        aria-label={`Осталось: ${left.text}`}
        aria-describedby={tipId}
        aria-expanded={tipOpen}
        onClick={() => setTipOpen((o) => !o)}
      >
        <CalendarIcon />
        <span className={styles.value}>{left.text}</span>
        {tip}
      </button>
    );
  }
  return (
    <Link
      to="/courses/"
      className={cx(styles.info, left.highlight && styles.soon)}
      aria-describedby={tipId}
    >
      <CalendarIcon />
      <span className={styles.label}>Осталось:</span>
      <span className={styles.value}>{left.text}</span>
      {tip}
    </Link>
  );
}
