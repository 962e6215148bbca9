// How the inbox says times in Russian: how long a member has waited, and the snooze's choices.
import { HOUR_FORMS, MINUTE_FORMS, DAY_FORMS, plural } from '@club/shared/format';

/** «ждёт 5 минут», «ждёт 3 часа», «ждёт 2 дня 4 часа» (seconds since the member's message). */
export function waitingText(since: number, nowSeconds: number): string {
  const minutes = Math.max(0, Math.floor((nowSeconds - since) / 60));
  if (minutes < 1) return 'ждёт меньше минуты';
  if (minutes < 60) return `ждёт ${minutes} ${plural(minutes, MINUTE_FORMS)}`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `ждёт ${hours} ${plural(hours, HOUR_FORMS)}`;
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return `ждёт ${days} ${plural(days, DAY_FORMS)}${rest ? ` ${rest} ${plural(rest, HOUR_FORMS)}` : ''}`;
}

/** Tomorrow 09:00 on this device's clock (unix seconds). */
export function tomorrowAtNine(nowMs: number): number {
  const d = new Date(nowMs);
  d.setDate(d.getDate() + 1);
  d.setHours(9, 0, 0, 0);
  return Math.floor(d.getTime() / 1000);
}

/** A datetime-local field's value as unix seconds (null when empty or broken). */
export function fromLocalInput(value: string): number | null {
  if (!value) return null;
  const ms = new Date(value).getTime();
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : null;
}
