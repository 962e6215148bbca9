import { apiGet, type CallOptions, type NotificationsResult } from '@club/shared';
import { notificationPaths } from '@club/shared/contract/paths-notifications';

/** GET /api/cabinet/profile/notifications: all of them, newest first (reading marks them read). */
export const getNotifications = (opts?: CallOptions) =>
  apiGet<NotificationsResult>(notificationPaths.list, opts);
