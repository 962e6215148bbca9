import moment from 'moment';

/** Displayed times are shifted by 4 hours (UTC+4), whatever the machine's zone (spec §9). */
export const DISPLAY_SHIFT_SECONDS = 14400;
export const DISPLAY_DATE_FORMAT = 'DD.MM.YYYY';
export const DISPLAY_DATE_TIME_FORMAT = 'DD.MM.YYYY HH:mm';

const SECONDS_PER_DAY = 86400;
const SECONDS_PER_HOUR = 3600;

/** A UTC moment carrying the wall-clock time of the display zone. */
export function toDisplayMoment(unixSeconds: number): moment.Moment {
  return moment.utc((unixSeconds + DISPLAY_SHIFT_SECONDS) * 1000);
}

/** DD.MM.YYYY in the display zone (UTC+4). */
export function formatDate(unixSeconds: number): string {
  return toDisplayMoment(unixSeconds).format(DISPLAY_DATE_FORMAT);
}

/** DD.MM.YYYY HH:mm in the display zone (UTC+4). */
export function formatDateTime(unixSeconds: number): string {
  return toDisplayMoment(unixSeconds).format(DISPLAY_DATE_TIME_FORMAT);
}

/**
 * Unix seconds of a complete DD.MM.YYYY text (midnight of that day in the display zone), or
 * null when the text is incomplete or not a real date (the masked input then clears it).
 */
export function parseDisplayDate(text: string): number | null {
  if (!/^\d{2}\.\d{2}\.\d{4}$/.test(text.trim())) return null;
  const m = moment.utc(text.trim(), DISPLAY_DATE_FORMAT, true);
  if (!m.isValid()) return null;
  return m.unix() - DISPLAY_SHIFT_SECONDS;
}

/** The profile birthday as DD.MM.YYYY, or '' when unknown. */
export function birthdayToDisplay(unixBirthday: number | null | undefined): string {
  if (unixBirthday === null || unixBirthday === undefined || !Number.isFinite(unixBirthday)) {
    return '';
  }
  return formatDate(unixBirthday);
}

/** Full years between the birthday and now, both read in the display zone. */
export function ageFrom(unixBirthday: number, nowMs: number = Date.now()): number {
  const birth = toDisplayMoment(unixBirthday);
  const now = toDisplayMoment(Math.floor(nowMs / 1000));
  let years = now.year() - birth.year();
  if (now.month() < birth.month() || (now.month() === birth.month() && now.date() < birth.date())) {
    years -= 1;
  }
  return years;
}

export { SECONDS_PER_DAY, SECONDS_PER_HOUR };
