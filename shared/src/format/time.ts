import { SECONDS_PER_DAY, SECONDS_PER_HOUR } from './date';
import { formatLocalDate } from './local';
import { pluralDays, pluralHours, plural, DAY_FORMS, HOUR_FORMS, MINUTE_FORMS } from './plural';

export interface TimeLeft {
  text: string;
  /** under 3 days left: the card shows the time highlighted */
  highlight: boolean;
}

/**
 * Remaining time of a course (spec part 1 §4): more than 2 days -> whole days rounded
 * ("5 дней"); otherwise hours rounded up ("3 часа", "1 час"); highlighted under 3 days.
 */
export function timeLeft(seconds: number | null | undefined): TimeLeft {
  const s = Number(seconds ?? 0);
  if (!Number.isFinite(s) || s <= 0) return { text: pluralHours(0), highlight: true };
  const highlight = s < 3 * SECONDS_PER_DAY;
  if (s > 2 * SECONDS_PER_DAY) {
    return { text: pluralDays(Math.round(s / SECONDS_PER_DAY)), highlight };
  }
  return { text: pluralHours(Math.ceil(s / SECONDS_PER_HOUR)), highlight };
}

/**
 * Workout time on the result screen (spec §9): over 60 minutes "{h} ч {m} м", otherwise the
 * minutes rounded up with " мин".
 */
export function workoutDuration(minutes: number): string {
  const m = Math.max(0, Number.isFinite(minutes) ? minutes : 0);
  const whole = Math.ceil(m);
  if (m > 60) return `${Math.floor(whole / 60)} ч ${whole % 60} м`;
  return `${whole} мин`;
}

/** Rest countdown as mm:ss (whole seconds, never negative). */
export function countdown(seconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const mm = Math.floor(s / 60);
  const ss = s % 60;
  return `${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}`;
}

/**
 * Age of a notification (spec part 2 §9): under a minute "Только что", then minutes, hours,
 * days with Russian plurals ("5 минут назад"), the date (DD.MM.YYYY, in the member's time zone)
 * after more than 7 days.
 */
export function timeAgo(
  unixSeconds: number,
  nowMs: number = Date.now(),
  timeZone?: string,
): string {
  const diff = Math.floor(nowMs / 1000) - unixSeconds;
  if (diff < 60) return 'Только что';
  if (diff < SECONDS_PER_HOUR) {
    const n = Math.floor(diff / 60);
    return `${n} ${plural(n, MINUTE_FORMS)} назад`;
  }
  if (diff < SECONDS_PER_DAY) {
    const n = Math.floor(diff / SECONDS_PER_HOUR);
    return `${n} ${plural(n, HOUR_FORMS)} назад`;
  }
  const days = Math.floor(diff / SECONDS_PER_DAY);
  if (days <= 7) return `${days} ${plural(days, DAY_FORMS)} назад`;
  return formatLocalDate(unixSeconds, timeZone);
}
