// Business limits of spec part 1 §9 used by the schemas and the inputs.

export const NEW_PASSWORD_MIN_LENGTH = 8;
export const MIN_AGE = 18;
/** The earliest accepted birthday (about 1920), unix seconds. */
export const EARLIEST_BIRTHDAY = -1578009600;
export const HEIGHT_MIN = 130;
export const HEIGHT_MAX = 250;
export const HEIGHT_DEFAULT = 170;
export const WEIGHT_MAX = 200;
export const WEIGHT_MAX_LENGTH = 5;
export const FROST_DAYS_MIN = 1;
export const FROST_DAYS_MAX = 14;
export const PHOTO_MAX_BYTES = 5242880;
export const PHONE_MIN_DIGITS_NO_MASK = 4;
export const PHONE_MAX_DIGITS_NO_MASK = 12;
export const FEEDBACK_MESSAGE_MIN_LENGTH = 5;

/** Offset of the display zone (UTC+4) used to read calendar dates. */
const DISPLAY_SHIFT_SECONDS = 14400;

/** Full years between a birthday (unix seconds) and now, both read in the display zone. */
export function ageAt(birthdayUnix: number, nowMs: number = Date.now()): number {
  const b = new Date((birthdayUnix + DISPLAY_SHIFT_SECONDS) * 1000);
  const n = new Date(nowMs + DISPLAY_SHIFT_SECONDS * 1000);
  let years = n.getUTCFullYear() - b.getUTCFullYear();
  const beforeBirthday =
    n.getUTCMonth() < b.getUTCMonth() ||
    (n.getUTCMonth() === b.getUTCMonth() && n.getUTCDate() < b.getUTCDate());
  if (beforeBirthday) years -= 1;
  return years;
}

/** True when the member is younger than 18 (the profile form then shows a modal). */
export function isUnder18(
  birthdayUnix: number | null | undefined,
  nowMs: number = Date.now(),
): boolean {
  if (birthdayUnix === null || birthdayUnix === undefined || !Number.isFinite(birthdayUnix)) {
    return false;
  }
  return ageAt(birthdayUnix, nowMs) < MIN_AGE;
}

/**
 * Unix seconds of a complete DD.MM.YYYY text (midnight in the display zone); null when the
 * text is incomplete or not a real calendar date.
 */
export function parseBirthdayText(text: string): number | null {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(year, month - 1, day);
  const d = new Date(ms);
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) {
    return null;
  }
  return ms / 1000 - DISPLAY_SHIFT_SECONDS;
}
