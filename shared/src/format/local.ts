// Moments (a message sent, a notification, an article published) in the member's own time zone:
// the browser's, so a member in Moscow sees their new message at the time on their clock. The spec's
// fixed +4 h (spec part 1 §9, part 2 §9) stood for its server's clock; it still reads calendar
// dates the server stores as a day (report dates, the birthday: date.ts), never a moment.
//
// Without a zone the Date's own local fields are read (fast: a channel of 1,000 messages formats
// each one); with one (tests, a member's chosen zone) Intl does the reading.

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

function localParts(unixSeconds: number, timeZone?: string): Parts {
  const date = new Date(unixSeconds * 1000);
  if (!timeZone)
    return {
      year: date.getFullYear(),
      month: date.getMonth() + 1,
      day: date.getDate(),
      hour: date.getHours(),
      minute: date.getMinutes(),
    };
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const p of formatterFor(timeZone).formatToParts(date))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
  };
}

/** HH:mm of a moment in the member's time zone (or the one given). */
export function formatLocalTime(unixSeconds: number, timeZone?: string): string {
  const p = localParts(unixSeconds, timeZone);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

/** DD.MM.YYYY of a moment in the member's time zone (or the one given). */
export function formatLocalDate(unixSeconds: number, timeZone?: string): string {
  const p = localParts(unixSeconds, timeZone);
  return `${pad(p.day)}.${pad(p.month)}.${pad(p.year, 4)}`;
}

/** DD.MM.YYYY HH:mm of a moment in the member's time zone (or the one given). */
export function formatLocalDateTime(unixSeconds: number, timeZone?: string): string {
  return `${formatLocalDate(unixSeconds, timeZone)} ${formatLocalTime(unixSeconds, timeZone)}`;
}

/** The calendar day of a moment in the member's time zone, as 'YYYY-MM-DD' (a grouping key). */
export function localDayKey(unixSeconds: number, timeZone?: string): string {
  const p = localParts(unixSeconds, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** The key of the calendar day before a 'YYYY-MM-DD' key (whatever that day's length). */
export function previousDayKey(key: string): string {
  const [y, m, d] = key.split('-').map(Number);
  const before = new Date(Date.UTC(y, m - 1, d - 1));
  return `${pad(before.getUTCFullYear(), 4)}-${pad(before.getUTCMonth() + 1)}-${pad(before.getUTCDate())}`;
}
