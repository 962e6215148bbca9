import {
  apiGet,
  notificationPaths,
  type CallOptions,
  type NotificationsResult,
} from '@club/shared';

/** GET /api/cabinet/profile/notifications: all of them, newest first (reading marks them read). */
export const getNotifications = (opts?: CallOptions) =>
  apiGet<NotificationsResult>(notificationPaths.list, opts);
