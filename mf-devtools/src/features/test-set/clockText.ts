// The time machine's text: dd.mm.yyyy HH:MM:ss in the browser's time zone (spec part 2 §2.11),
// to and from unix seconds (spec §5: the tester 'now' is a unix-seconds value).
import { TESTER_CLOCK_RANGE } from '@club/shared/staff';

const pad = (n: number) => String(n).padStart(2, '0');

export function formatClock(unixSeconds: number): string {
  const d = new Date(unixSeconds * 1000);
  return (
    `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()} ` +
    `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
  );
}

const PATTERN = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2}):(\d{2})$/;

/** Unix seconds of a dd.mm.yyyy HH:MM:ss text, or null when it is malformed or no real moment. */
export function parseClock(text: string): number | null {
  const m = PATTERN.exec(text.trim().replace(/\s+/g, ' '));
  if (!m) return null;
  const [day, month, year, hours, minutes, seconds] = m.slice(1).map(Number);
  const d = new Date(year, month - 1, day, hours, minutes, seconds);
  // 31.02 or 25:00 roll over into another moment: refuse them instead
  const same =
    d.getFullYear() === year &&
    d.getMonth() === month - 1 &&
    d.getDate() === day &&
    d.getHours() === hours &&
    d.getMinutes() === minutes &&
    d.getSeconds() === seconds;
  if (!same) return null;
  const unix = Math.floor(d.getTime() / 1000);
  return unix >= TESTER_CLOCK_RANGE.min && unix < TESTER_CLOCK_RANGE.max ? unix : null;
}
