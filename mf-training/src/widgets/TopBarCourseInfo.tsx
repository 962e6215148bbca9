import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { cx, timeLeft, userInfoReload$ } from '@club/shared';
import { useSession } from '../lib/useSession';
import { fetchActiveCourseSeconds, forgetActiveCourseSeconds } from './activeCourseTime';
import styles from './TopBarCourseInfo.module.css';

/**
 * Top bar: the time left on the member's active course, with a tooltip. The session's restTime
 * (kept fresh by the realtime stream) wins; without it one small call finds the course. Nothing
 * without an active course.
 */
export function TopBarCourseInfo() {
  const { restTime, token } = useSession();
  const tipId = useId();
  const [fetched, setFetched] = useState<number | null>(null);
  const [reloads, setReloads] = useState(0);

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
  return (
    <Link
      to="/courses/"
      className={cx(styles.info, left.highlight && styles.soon)}
      aria-describedby={tipId}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
        <rect x="3.5" y="5" width="17" height="15" rx="2.5" />
        <path d="M3.5 10h17M8 3v4M16 3v4" />
      </svg>
      <span className={styles.label}>Осталось:</span>
      <span className={styles.value}>{left.text}</span>
      <span id={tipId} role="tooltip" className={styles.tip}>
        До окончания активного курса осталось {left.text}
      </span>
    </Link>
  );
}
