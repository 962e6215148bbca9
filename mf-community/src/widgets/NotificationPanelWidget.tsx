// The notification list as the shell's bell shows it (contract 1.2: the shell draws the bell and
// its count; this fills the dropdown). The list's chunk loads here, with a small loader meanwhile.
import { lazy, Suspense } from 'react';
import { Loader } from '@club/shared';
import styles from './NotificationDropdown.module.css';

const NotificationPanel = lazy(() => import('./NotificationPanel'));

export function NotificationPanelWidget({ onClose }: { onClose: () => void }) {
  return (
    <Suspense
      fallback={
        <div className={styles.loading}>
          <Loader size="small" />
        </div>
      }
    >
      <NotificationPanel onClose={onClose} />
    </Suspense>
  );
}
