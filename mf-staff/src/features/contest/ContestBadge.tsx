// The navigation's count beside «Конкурс»: contest reports waiting for a decision, again shortly
// after each `contest_queue_changed` event of the stream (a report sent or decided anywhere).
// Nothing while none wait.
import { useEffect, useState } from 'react';
import { liveEvents$ } from '@club/shared';
// the remote's own contract data, bundled into it (no newer shell needed)
import { CONTEST_QUEUE_EVENT } from '@club/shared/contract/paths-staff-queues';
import styles from '../inbox/badge.module.css';
import { getContestWaiting } from '../progress/api';

export default function ContestBadge() {
  const [waiting, setWaiting] = useState(0);
  useEffect(() => {
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () =>
      void getContestWaiting().then((a) => alive && a.result && setWaiting(a.result.waiting));
    load();
    const sub = liveEvents$.subscribe((e) => {
      if (e.type !== CONTEST_QUEUE_EVENT) return;
      clearTimeout(timer);
      timer = setTimeout(load, 300);
    });
    return () => {
      alive = false;
      clearTimeout(timer);
      sub.unsubscribe();
    };
  }, []);
  if (!waiting) return null;
  return (
    <span className={styles.badge}>
      {waiting}
      <span className={styles.hidden}> ждут решения</span>
    </span>
  );
}
