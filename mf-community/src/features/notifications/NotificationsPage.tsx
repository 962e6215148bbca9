// Notifications (route "notifications", /notifications/; spec part 2 §2.10): "Уведомления" with
// "Назад", "Твои уведомления", "Очистить все" when there are any, "Уведомления отсутствуют"; a
// failed load says so, with "Повторить".
import { useNavigate } from 'react-router-dom';
import { LoadState, NOTIFICATION_MESSAGES as M, Page } from '@club/shared';
import { NotificationList } from './NotificationList';
import { NOTIFICATIONS_LOAD_FAILED, useNotifications } from './useNotifications';

export default function NotificationsPage() {
  const navigate = useNavigate();
  const { items, status, failure, retry, remove, clearAll } = useNotifications();
  const back = () => {
    if (window.history.length > 1) navigate(-1);
    else navigate('/');
  };
  return (
    <Page title={M.title} onBack={back} backLabel={M.back}>
      <LoadState
        status={status}
        failedText={NOTIFICATIONS_LOAD_FAILED}
        reason={failure}
        onRetry={retry}
      >
        {() => (
          <NotificationList
            items={items ?? []}
            onDelete={(id) => void remove(id)}
            onClearAll={() => void clearAll()}
          />
        )}
      </LoadState>
    </Page>
  );
}
