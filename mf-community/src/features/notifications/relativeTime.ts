// The age of a notification (spec part 2 §9): 'Только что' under a minute, then minutes, hours and
// days with Russian plurals ('5 минут назад', '2 часа назад', '3 дня назад'), the date DD.MM.YYYY
// (in the member's time zone) after more than 7 days.
import { timeAgo } from '@club/shared/format';

export const notificationAge = (unixSeconds: number, nowMs: number = Date.now()): string =>
  timeAgo(unixSeconds, nowMs);
