// Notifications (spec part 2 §2.10, §7): paths, texts and constants (plain values, safe for browser
// bundles). The list answer's shape is not in the spec: see NotificationsResult (notifications.ts).
export const notificationPaths = {
  /** GET: the member's notifications, newest first; reading them marks them read (count -> 0) */
  list: '/api/cabinet/profile/notifications',
  /** DELETE ?id={id}: one of the member's own */
  one: '/api/cabinet/profile/notification',
  oneUrl: (id: number | string) => `/api/cabinet/profile/notification?id=${encodeURIComponent(id)}`,
  /** DELETE: all of the member's notifications (after the confirmation) */
  all: '/api/cabinet/profile/notifications',
} as const;

export const NOTIFICATION_MESSAGES = {
  title: 'Уведомления',
  back: 'Назад',
  header: 'Твои уведомления',
  clearAll: 'Очистить все',
  empty: 'Уведомления отсутствуют',
  confirmTitle: 'Внимание!',
  confirmNo: 'Отмена',
  confirmYes: 'Удалить',
  // not in the spec: chosen here
  notFound: 'Уведомление не найдено',
  deleted: 'Уведомление удалено',
  cleared: 'Уведомления удалены',
  deleteLabel: 'Удалить уведомление',
} as const;

/** 'Ты уверен(а), что хочешь очистить все уведомления?' in the member's gender (0 female, 1 male). */
export function clearAllQuestion(gender: number | null | undefined): string {
  const sure = gender === 0 ? 'уверена' : gender === 1 ? 'уверен' : 'уверен(а)';
  return `Ты ${sure}, что хочешь очистить все уведомления?`;
}
