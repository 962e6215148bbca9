import { formatDate, toDisplayDate } from '@club/shared';

const pad = (n: number) => String(n).padStart(2, '0');

/** HH:mm in the +4 h display zone. */
export function formatTime(unixSeconds: number): string {
  const d = toDisplayDate(unixSeconds);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** The calendar day of a moment in the display zone, as 'YYYY-MM-DD' (grouping key). */
export function displayDay(unixSeconds: number): string {
  const d = toDisplayDate(unixSeconds);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** 'Сегодня', 'Вчера' or DD.MM.YYYY, in the display zone. */
export function dayLabel(unixSeconds: number, nowMs: number = Date.now()): string {
  const now = Math.floor(nowMs / 1000);
  const day = displayDay(unixSeconds);
  if (day === displayDay(now)) return 'Сегодня';
  if (day === displayDay(now - 86400)) return 'Вчера';
  return formatDate(unixSeconds);
}

/** The time of a channel's last message: HH:mm today, DD.MM.YYYY before. */
export function shortMoment(unixSeconds: number, nowMs: number = Date.now()): string {
  return displayDay(unixSeconds) === displayDay(Math.floor(nowMs / 1000))
    ? formatTime(unixSeconds)
    : formatDate(unixSeconds);
}

/** A file size for people: '820 КБ', '1,4 МБ'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} Б`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} КБ`;
  return `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} МБ`;
}
