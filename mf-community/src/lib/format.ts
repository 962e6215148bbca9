// Moments in the member's own time zone (the browser's; @club/shared's local formatting): a
// message's time, the messenger's day headings, a channel's last message.
import { formatLocalDate, formatLocalTime, localDayKey, previousDayKey } from '@club/shared/format';

/** HH:mm in the member's time zone. */
export const formatTime = (unixSeconds: number): string => formatLocalTime(unixSeconds);

/** The calendar day of a moment in the member's time zone, as 'YYYY-MM-DD' (grouping key). */
export const displayDay = (unixSeconds: number): string => localDayKey(unixSeconds);

/** 'Сегодня', 'Вчера' or DD.MM.YYYY, in the member's time zone. */
export function dayLabel(unixSeconds: number, nowMs: number = Date.now()): string {
  const today = localDayKey(Math.floor(nowMs / 1000));
  const day = localDayKey(unixSeconds);
  if (day === today) return 'Сегодня';
  if (day === previousDayKey(today)) return 'Вчера';
  return formatLocalDate(unixSeconds);
}

/** The time of a channel's last message: HH:mm today, DD.MM.YYYY before. */
export function shortMoment(unixSeconds: number, nowMs: number = Date.now()): string {
  return localDayKey(unixSeconds) === localDayKey(Math.floor(nowMs / 1000))
    ? formatLocalTime(unixSeconds)
    : formatLocalDate(unixSeconds);
}

/** A file size for people: '820 КБ', '1,4 МБ'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} Б`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} КБ`;
  return `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} МБ`;
}
