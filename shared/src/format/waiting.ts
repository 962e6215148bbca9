// How long someone has waited, as the object of «ждёт»: «ждёт 1 минуту», «ждёт 3 часа»,
// «ждёт 2 дня 4 часа» (the staff app's inbox and conversation say it the same way).
import { DAY_FORMS, HOUR_FORMS, MINUTE_ACC_FORMS, plural } from './plural';

/** «меньше минуты», «1 минуту», «21 час», «2 дня 1 час» for `seconds` of waiting. */
export function waitedFor(seconds: number): string {
  const minutes = Math.max(0, Math.floor(seconds / 60));
  if (minutes < 1) return 'меньше минуты';
  if (minutes < 60) return `${minutes} ${plural(minutes, MINUTE_ACC_FORMS)}`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} ${plural(hours, HOUR_FORMS)}`;
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return `${days} ${plural(days, DAY_FORMS)}${rest ? ` ${rest} ${plural(rest, HOUR_FORMS)}` : ''}`;
}

/** «ждёт 1 минуту» for a wait that began at `since` (unix seconds), at `now`. */
export const waitingSince = (since: number, now: number): string =>
  `ждёт ${waitedFor(now - since)}`;
