import { apiDelete, notificationPaths, type NotificationDeleteResult } from '@club/shared';

/** DELETE /api/cabinet/profile/notifications (after the confirmation). */
export const clearNotifications = () => apiDelete<NotificationDeleteResult>(notificationPaths.all);
