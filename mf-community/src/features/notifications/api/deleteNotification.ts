import { apiDelete, type NotificationDeleteResult } from '@club/shared';
import { notificationPaths } from '@club/shared/contract/paths-notifications';

/** DELETE /api/cabinet/profile/notification?id={id} */
export const deleteNotification = (id: number) =>
  apiDelete<NotificationDeleteResult>(notificationPaths.oneUrl(id));
