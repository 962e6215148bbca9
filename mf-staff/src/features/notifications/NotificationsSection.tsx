// Section "Уведомления" (/staff/notifications/, notifications:send): what was sent, by whom, to
// how many, and a new notification.
import { Route, Routes } from 'react-router-dom';
import { NewNotificationPage } from './NewNotificationPage';
import { SentNotificationsPage } from './SentNotificationsPage';

export default function NotificationsSection() {
  return (
    <Routes>
      <Route index element={<SentNotificationsPage />} />
      <Route path="new" element={<NewNotificationPage />} />
    </Routes>
  );
}
