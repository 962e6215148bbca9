// The dropdown's content: the same list as the page, loaded when the dropdown opens (its loading,
// failed and empty states too).
import { Link } from 'react-router-dom';
import { LoadState } from '@club/shared';
import { NotificationList } from '../features/notifications/NotificationList';
import {
  NOTIFICATIONS_LOAD_FAILED,
  useNotifications,
} from '../features/notifications/useNotifications';
import styles from './NotificationDropdown.module.css';

export default function NotificationPanel({ onClose }: { onClose: () => void }) {
  const { items, status, failure, retry, remove, clearAll } = useNotifications();
  return (
    <div className={styles.content}>
      <LoadState
        status={status}
        failedText={NOTIFICATIONS_LOAD_FAILED}
        reason={failure}
        onRetry={retry}
        size="compact"
      >
        {() => (
          <NotificationList
            items={items ?? []}
            onDelete={(id) => void remove(id)}
            onClearAll={() => void clearAll()}
            onOpen={onClose}
            headingLevel={3}
          />
        )}
      </LoadState>
      <Link to="/notifications/" className={styles.all} onClick={onClose}>
        Все уведомления
      </Link>
    </div>
  );
}
