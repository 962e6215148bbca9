import { apiDelete, notificationPaths, type NotificationDeleteResult } from '@club/shared';

/** DELETE /api/cabinet/profile/notification?id={id} */
export const deleteNotification = (id: number) =>
  apiDelete<NotificationDeleteResult>(notificationPaths.oneUrl(id));
