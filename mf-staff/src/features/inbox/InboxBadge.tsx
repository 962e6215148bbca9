// The navigation's badge of «Входящие»: how many conversations need an answer (live: see
// waitingCount.ts). Nothing while none wait.
import { useWaitingCount } from './waitingCount';
import styles from './badge.module.css';

export default function InboxBadge() {
  const waiting = useWaitingCount();
  if (!waiting) return null;
  return (
    <span className={styles.badge}>
      {waiting}
      <span className={styles.hidden}> ждут ответа</span>
    </span>
  );
}
