import { notificationAge } from './relativeTime';

const MIN = 60;
const HOUR = 3600;
const DAY = 86400;
// 20.05.2024 12:00:00 UTC (15:00 on the member's clock in Moscow, the jest preset's zone)
const NOW_MS = Date.UTC(2024, 4, 20, 12, 0, 0);
const now = NOW_MS / 1000;
const age = (secondsAgo: number) => notificationAge(now - secondsAgo, NOW_MS);

describe('the age of a notification', () => {
  it('says "Только что" under a minute (and for a clock a little ahead)', () => {
    expect(age(0)).toBe('Только что');
    expect(age(59)).toBe('Только что');
    expect(age(-30)).toBe('Только что');
  });

  it('counts minutes, hours and days with Russian plurals', () => {
    expect(age(MIN)).toBe('1 минута назад');
    expect(age(2 * MIN)).toBe('2 минуты назад');
    expect(age(5 * MIN)).toBe('5 минут назад');
    expect(age(11 * MIN)).toBe('11 минут назад');
    expect(age(21 * MIN)).toBe('21 минута назад');
    expect(age(59 * MIN + 59)).toBe('59 минут назад');
    expect(age(HOUR)).toBe('1 час назад');
    expect(age(3 * HOUR)).toBe('3 часа назад');
    expect(age(5 * HOUR)).toBe('5 часов назад');
    expect(age(21 * HOUR)).toBe('21 час назад');
    expect(age(23 * HOUR + 59 * MIN)).toBe('23 часа назад');
    expect(age(DAY)).toBe('1 день назад');
    expect(age(2 * DAY)).toBe('2 дня назад');
    expect(age(5 * DAY)).toBe('5 дней назад');
    expect(age(7 * DAY)).toBe('7 дней назад');
  });

  it('shows the full date after more than 7 days, in the member’s time zone', () => {
    expect(age(8 * DAY)).toBe('12.05.2024');
    // 20:30 UTC is 23:30 in Moscow, still the 30th (the spec's +4 h said 01.05)
    const lateEvening = Date.UTC(2024, 3, 30, 20, 30) / 1000;
    expect(notificationAge(lateEvening, NOW_MS)).toBe('30.04.2024');
    // 21:00 UTC is midnight in Moscow
    expect(notificationAge(Date.UTC(2024, 3, 30, 21, 0) / 1000, NOW_MS)).toBe('01.05.2024');
  });
});
