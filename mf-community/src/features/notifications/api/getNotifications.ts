import { apiGet, notificationPaths, type NotificationsResult } from '@club/shared';

/** GET /api/cabinet/profile/notifications: all of them, newest first (reading marks them read). */
export const getNotifications = () => apiGet<NotificationsResult>(notificationPaths.list);
