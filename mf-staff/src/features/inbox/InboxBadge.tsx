// The navigation's badge of «Входящие»: how many conversations need an answer (GET
// /api/staff/inbox/counters), again after each inbox event of the stream. Nothing while none wait.
import { useEffect, useState } from 'react';
import { liveEvents$ } from '@club/shared';
import { getCounters } from './api';
import styles from './badge.module.css';

export default function InboxBadge() {
  const [waiting, setWaiting] = useState(0);
  useEffect(() => {
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () =>
      void getCounters().then((a) => alive && a.result && setWaiting(a.result.needs_answer));
    load();
    const sub = liveEvents$.subscribe((e) => {
      if (!e.type.startsWith('inbox_')) return;
      clearTimeout(timer);
      timer = setTimeout(load, 500);
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
      <span className={styles.hidden}> ждут ответа</span>
    </span>
  );
}
