// The club's working hours (issue 28: an answer target "counted within the club's working hours and
// time zone"). A member who writes on Saturday night waits, by the club's clock, from Monday 09:00:
// the answer target (24 hours by default) is spent only inside working days' hours. Pure
// functions of instants: the time zone's local days are found with Intl (Node's full ICU), so
// daylight saving time is handled where a zone has it.

export interface WorkingHours {
  /** an IANA zone, e.g. Europe/Moscow */
  timeZone: string;
  /** local minutes after midnight */
  dayStartMinute: number;
  dayEndMinute: number;
  /** ISO weekdays: 1 Monday … 7 Sunday */
  workDays: readonly number[];
}

const MINUTE = 60_000;
const DAY = 86_400_000;
/** how far the walk over days goes before giving up (no working day at all is refused earlier) */
const MAX_DAYS = 800;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** True when the runtime knows the zone. */
export function isTimeZone(value: string): boolean {
  try {
    formatter(value);
    return true;
  } catch {
    return false;
  }
}

/** The zone's local wall time of an instant, as if it were UTC (ms). */
function wallOf(timeZone: string, at: number): number {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(at)))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** The instant when the zone's wall clock shows `wall` (ms, as UTC). */
function instantOf(timeZone: string, wall: number): number {
  let at = wall - (wallOf(timeZone, wall) - wall);
  // once more: the offset at the first guess may differ from the offset at the answer (DST)
  at = wall - (wallOf(timeZone, at) - at);
  return at;
}

/** The local day (its midnight as UTC wall ms) an instant falls on. */
const localDay = (timeZone: string, at: number) => Math.floor(wallOf(timeZone, at) / DAY) * DAY;

/** ISO weekday of a local day's midnight (wall ms). */
const isoWeekday = (dayWall: number) => ((new Date(dayWall).getUTCDay() + 6) % 7) + 1;

/** The working interval of a local day (instants), or null on a day off. */
function workingInterval(h: WorkingHours, dayWall: number): [number, number] | null {
  if (!h.workDays.includes(isoWeekday(dayWall))) return null;
  return [
    instantOf(h.timeZone, dayWall + h.dayStartMinute * MINUTE),
    instantOf(h.timeZone, dayWall + h.dayEndMinute * MINUTE),
  ];
}

const hasWork = (h: WorkingHours) => h.workDays.length > 0 && h.dayEndMinute > h.dayStartMinute;

/**
 * When `budgetMs` of working time has passed after `from`: the answer's deadline of a message
 * sent then. A message sent outside the hours starts counting at the next working day's start.
 */
export function deadlineAfter(h: WorkingHours, from: Date, budgetMs: number): Date {
  const start = from.getTime();
  if (!hasWork(h)) return new Date(start + budgetMs);
  let left = budgetMs;
  let day = localDay(h.timeZone, start);
  for (let i = 0; i < MAX_DAYS; i++, day += DAY) {
    const interval = workingInterval(h, day);
    if (!interval) continue;
    const s = Math.max(interval[0], start);
    const e = interval[1];
    if (e <= s) continue;
    if (e - s >= left) return new Date(s + left);
    left -= e - s;
  }
  return new Date(start + budgetMs);
}

/**
 * The latest moment from which `budgetMs` of working time has passed by `now`: a member waiting
 * since then or earlier is overdue (the threshold of a counter, one per discipline).
 */
export function overdueSince(h: WorkingHours, now: Date, budgetMs: number): Date {
  const end = now.getTime();
  if (!hasWork(h)) return new Date(end - budgetMs);
  let left = budgetMs;
  let day = localDay(h.timeZone, end);
  for (let i = 0; i < MAX_DAYS; i++, day -= DAY) {
    const interval = workingInterval(h, day);
    if (!interval) continue;
    const s = interval[0];
    const e = Math.min(interval[1], end);
    if (e <= s) continue;
    if (e - s >= left) return new Date(e - left);
    left -= e - s;
  }
  return new Date(end - budgetMs);
}

/** Working time between two instants (ms). */
export function workingTimeBetween(h: WorkingHours, from: Date, to: Date): number {
  const a = from.getTime();
  const b = to.getTime();
  if (b <= a) return 0;
  if (!hasWork(h)) return b - a;
  let total = 0;
  for (let day = localDay(h.timeZone, a), i = 0; i < MAX_DAYS; i++, day += DAY) {
    const interval = workingInterval(h, day);
    if (interval) total += Math.max(0, Math.min(interval[1], b) - Math.max(interval[0], a));
    if (interval && interval[1] >= b) break;
    if (day > localDay(h.timeZone, b)) break;
  }
  return total;
}
