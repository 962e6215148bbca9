// The answer target counts only the club's working hours in its time zone.
import { deadlineAfter, isTimeZone, overdueSince, workingTimeBetween } from './hours';

const MOSCOW = {
  timeZone: 'Europe/Moscow',
  dayStartMinute: 9 * 60,
  dayEndMinute: 21 * 60,
  workDays: [1, 2, 3, 4, 5, 6],
};
const HOUR = 3600_000;
/** Moscow is UTC+3 all year */
const msk = (iso: string) => new Date(`${iso}+03:00`);

describe('working hours', () => {
  test('a message on a weekday morning is due 24 working hours later: two days on', () => {
    // Monday 10:00 + 11 h (to 21:00) + 12 h (Tuesday) + 1 h → Wednesday 10:00
    expect(deadlineAfter(MOSCOW, msk('2026-11-23T10:00:00'), 24 * HOUR)).toEqual(
      msk('2026-11-25T10:00:00'),
    );
  });

  test('a message on Saturday night starts counting on Monday 09:00 (Sunday is a day off)', () => {
    expect(deadlineAfter(MOSCOW, msk('2026-11-28T23:30:00'), 2 * HOUR)).toEqual(
      msk('2026-11-30T11:00:00'),
    );
  });

  test('overdueSince is the inverse of the deadline', () => {
    const now = msk('2026-11-30T11:00:00');
    // the latest such moment: Monday's start (a member waiting since Saturday night is overdue too)
    expect(overdueSince(MOSCOW, now, 2 * HOUR)).toEqual(msk('2026-11-30T09:00:00'));
    expect(overdueSince(MOSCOW, msk('2026-11-25T10:00:00'), 24 * HOUR)).toEqual(
      msk('2026-11-23T10:00:00'),
    );
  });

  test('working time between two moments skips nights and Sundays', () => {
    expect(workingTimeBetween(MOSCOW, msk('2026-11-28T20:00:00'), msk('2026-11-30T10:00:00'))).toBe(
      2 * HOUR,
    );
  });

  test('an unknown time zone is refused', () => {
    expect(isTimeZone('Europe/Moscow')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
