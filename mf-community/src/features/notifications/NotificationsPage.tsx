// Notifications (route "notifications", /notifications/; spec part 2 §2.10): "Уведомления" with
// "Назад", "Твои уведомления", "Очистить все" when there are any, "Уведомления отсутствуют".
import { useNavigate } from 'react-router-dom';
import { NOTIFICATION_MESSAGES as M, Page, PageLoader } from '@club/shared';
import { NotificationList } from './NotificationList';
import { useNotifications } from './useNotifications';

export default function NotificationsPage() {
  const navigate = useNavigate();
  const { items, remove, clearAll } = useNotifications();
  const back = () => {
    if (window.history.length > 1) navigate(-1);
    else navigate('/');
  };
  return (
    <Page title={M.title} onBack={back} backLabel={M.back}>
      {items === null ? (
        <PageLoader />
      ) : (
        <NotificationList
          items={items}
          onDelete={(id) => void remove(id)}
          onClearAll={() => void clearAll()}
        />
      )}
    </Page>
  );
}
