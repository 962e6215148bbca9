import { apiDelete, type NotificationDeleteResult } from '@club/shared';
import { notificationPaths } from '@club/shared/contract/paths-notifications';

/** DELETE /api/cabinet/profile/notifications (after the confirmation). */
export const clearNotifications = () => apiDelete<NotificationDeleteResult>(notificationPaths.all);
