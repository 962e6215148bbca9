// How the inbox says times in Russian: how long a member has waited, and the snooze's choices.
import { waitingSince } from '@club/shared/format';

/** «ждёт 5 минут», «ждёт 1 минуту», «ждёт 2 дня 4 часа» (the shared helper: Intl.PluralRules). */
export const waitingText = (since: number, nowSeconds: number): string =>
  waitingSince(since, nowSeconds);

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
