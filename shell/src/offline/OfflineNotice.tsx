import { useEffect, useState } from 'react';
import { useOnline } from '@club/shared';
import { onOutboxEvent, outboxCount } from '@club/shared/offline';
import styles from './OfflineNotice.module.css';

export const OFFLINE_NOTICE = 'Нет сети: тренировка сохранится и отправится сама';

/** How many finished workouts wait for the network, live from every tab and the service worker. */
export function useOutboxCount(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let alive = true;
    const read = () =>
      void outboxCount().then(
        (n) => alive && setCount(n),
        () => undefined,
      );
    read();
    const stop = onOutboxEvent(read);
    return () => {
      alive = false;
      stop();
    };
  }, []);
  return count;
}

/** Russian note under the top bar: no network, and how many results wait to be sent. */
export function OfflineNotice() {
  const online = useOnline();
  const waiting = useOutboxCount();
  if (online && waiting === 0) return null;
  return (
    <div className={styles.notice} role="status" data-testid="offline-notice">
      {!online && <span>{OFFLINE_NOTICE}</span>}
      {waiting > 0 && (
        <span className={styles.count} data-testid="outbox-count">
          Ждут отправки: {waiting}
        </span>
      )}
    </div>
  );
}
