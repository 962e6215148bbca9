// Plain UTC arithmetic instead of moment: these few formats do not justify loading moment
// (about 25 KB gzip) on every page; remotes that need moment load it themselves (shared singleton).

/**
 * The spec's display zone (UTC+4, spec §9: "dates are shifted 4 hours"): its server's clock. It
 * reads the calendar dates the server stores as a day (a report's date, the birthday: midnight of
 * that day at +4 h). A moment (a message, a notification) is shown in the member's own zone
 * instead: local.ts.
 */
export const DISPLAY_SHIFT_SECONDS = 14400;
export const DISPLAY_DATE_FORMAT = 'DD.MM.YYYY';
export const DISPLAY_DATE_TIME_FORMAT = 'DD.MM.YYYY HH:mm';

const SECONDS_PER_DAY = 86400;
const SECONDS_PER_HOUR = 3600;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A Date whose UTC fields carry the wall-clock time of the display zone. */
export function toDisplayDate(unixSeconds: number): Date {
  return new Date((unixSeconds + DISPLAY_SHIFT_SECONDS) * 1000);
}

/** DD.MM.YYYY in the display zone (UTC+4). */
export function formatDate(unixSeconds: number): string {
  const d = toDisplayDate(unixSeconds);
  return `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${pad(d.getUTCFullYear(), 4)}`;
}

/** DD.MM.YYYY HH:mm in the display zone (UTC+4). */
export function formatDateTime(unixSeconds: number): string {
  const d = toDisplayDate(unixSeconds);
  return `${formatDate(unixSeconds)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/**
 * Unix seconds of a complete DD.MM.YYYY text (midnight of that day in the display zone), or
 * null when the text is incomplete or not a real date (the masked input then clears it).
 */
export function parseDisplayDate(text: string): number | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  d.setUTCFullYear(year); // Date.UTC maps years 0-99 to 1900-1999
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) {
    return null; // 31.02.2000 and the like
  }
  return d.getTime() / 1000 - DISPLAY_SHIFT_SECONDS;
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
  const birth = toDisplayDate(unixBirthday);
  const now = toDisplayDate(Math.floor(nowMs / 1000));
  let years = now.getUTCFullYear() - birth.getUTCFullYear();
  const [nm, bm] = [now.getUTCMonth(), birth.getUTCMonth()];
  if (nm < bm || (nm === bm && now.getUTCDate() < birth.getUTCDate())) {
    years -= 1;
  }
  return years;
}

export { SECONDS_PER_DAY, SECONDS_PER_HOUR };
