// The dropdown's content: the same list as the page, loaded when the dropdown opens.
import { Link } from 'react-router-dom';
import { Loader } from '@club/shared';
import { NotificationList } from '../features/notifications/NotificationList';
import { useNotifications } from '../features/notifications/useNotifications';
import styles from './NotificationDropdown.module.css';

export default function NotificationPanel({ onClose }: { onClose: () => void }) {
  const { items, remove, clearAll } = useNotifications();
  if (items === null)
    return (
      <div className={styles.loading}>
        <Loader size="small" />
      </div>
    );
  return (
    <div className={styles.content}>
      <NotificationList
        items={items}
        onDelete={(id) => void remove(id)}
        onClearAll={() => void clearAll()}
        onOpen={onClose}
        headingLevel={3}
      />
      <Link to="/notifications/" className={styles.all} onClick={onClose}>
        Все уведомления
      </Link>
    </div>
  );
}
