// Member days for the nutrition plan: calendar days in the club's display zone (UTC+4, spec part 2
// §9 "displayed times are shifted 14400 s"), so "today" turns at the member's midnight.
export const DISPLAY_SHIFT_MS = 14_400_000;
const DAY_MS = 86_400_000;

const dayNumber = (at: Date) => Math.floor((at.getTime() + DISPLAY_SHIFT_MS) / DAY_MS);

/** 'YYYY-MM-DD' of the member's calendar day containing `at`. */
export function displayDay(at: Date): string {
  return new Date(dayNumber(at) * DAY_MS).toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (0 on the same day, negative before it). */
export function daysBetween(from: Date, to: Date): number {
  return dayNumber(to) - dayNumber(from);
}

/** The start of the member's next calendar day after `at` (when "today" turns). */
export function nextDayStart(at: Date): number {
  return (dayNumber(at) + 1) * DAY_MS - DISPLAY_SHIFT_MS;
}
