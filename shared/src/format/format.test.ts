import {
  ageFrom,
  birthdayToDisplay,
  countdown,
  DISPLAY_SHIFT_SECONDS,
  firstLetter,
  firstName,
  formatDate,
  formatDateTime,
  formatOneDecimal,
  formatWeight,
  groupDigits,
  parseDisplayDate,
  percentsTo100,
  plural,
  pluralDays,
  pluralHours,
  pluralMinutes,
  pluralSymbols,
  timeAgo,
  timeLeft,
  workoutDuration,
} from '.';

const DAY = 86400;
const HOUR = 3600;

describe('plural', () => {
  const forms = ['день', 'дня', 'дней'] as const;
  it.each([
    [0, 'дней'],
    [1, 'день'],
    [2, 'дня'],
    [4, 'дня'],
    [5, 'дней'],
    [11, 'дней'],
    [12, 'дней'],
    [14, 'дней'],
    [21, 'день'],
    [22, 'дня'],
    [25, 'дней'],
    [101, 'день'],
    [111, 'дней'],
    [112, 'дней'],
    [122, 'дня'],
    [1001, 'день'],
    [-1, 'день'],
    [-3, 'дня'],
    [2.5, 'дня'],
  ])('%d -> %s', (n, word) => {
    expect(plural(n, forms)).toBe(word);
  });

  it('has helpers returning "N word"', () => {
    expect(pluralDays(21)).toBe('21 день');
    expect(pluralDays(3)).toBe('3 дня');
    expect(pluralHours(1)).toBe('1 час');
    expect(pluralHours(3)).toBe('3 часа');
    expect(pluralHours(11)).toBe('11 часов');
    expect(pluralMinutes(1)).toBe('1 минута');
    expect(pluralMinutes(2)).toBe('2 минуты');
    expect(pluralMinutes(15)).toBe('15 минут');
    expect(pluralSymbols(1)).toBe('1 символ');
    expect(pluralSymbols(4)).toBe('4 символа');
    expect(pluralSymbols(10)).toBe('10 символов');
  });
});

describe('dates in the +4 h display zone', () => {
  it('uses a 14400 s shift', () => {
    expect(DISPLAY_SHIFT_SECONDS).toBe(14400);
  });

  it('formats DD.MM.YYYY and rolls over at 20:00 UTC', () => {
    // 2024-03-09 19:59:59 UTC = 23:59:59 in the display zone
    const before = Date.UTC(2024, 2, 9, 19, 59, 59) / 1000;
    expect(formatDate(before)).toBe('09.03.2024');
    expect(formatDate(before + 1)).toBe('10.03.2024');
    expect(formatDateTime(before)).toBe('09.03.2024 23:59');
    expect(formatDateTime(before + 1)).toBe('10.03.2024 00:00');
  });

  it('crosses a year boundary', () => {
    expect(formatDateTime(Date.UTC(2023, 11, 31, 21, 30) / 1000)).toBe('01.01.2024 01:30');
    expect(formatDate(0)).toBe('01.01.1970');
  });

  it('parses DD.MM.YYYY back to the same day', () => {
    const unix = parseDisplayDate('15.06.1990');
    expect(unix).not.toBeNull();
    expect(formatDate(unix as number)).toBe('15.06.1990');
    expect(parseDisplayDate('15.06.19')).toBeNull();
    expect(parseDisplayDate('31.02.1990')).toBeNull();
    expect(parseDisplayDate('')).toBeNull();
  });

  it('shows the birthday or an empty text', () => {
    expect(birthdayToDisplay(null)).toBe('');
    expect(birthdayToDisplay(undefined)).toBe('');
    expect(birthdayToDisplay(parseDisplayDate('01.02.1985'))).toBe('01.02.1985');
  });

  it('counts full years of age', () => {
    const birthday = parseDisplayDate('15.06.2000') as number;
    const dayBefore = (parseDisplayDate('14.06.2018') as number) * 1000;
    const birthdayDay = (parseDisplayDate('15.06.2018') as number) * 1000;
    expect(ageFrom(birthday, dayBefore)).toBe(17);
    expect(ageFrom(birthday, birthdayDay)).toBe(18);
    expect(ageFrom(birthday, birthdayDay + 200 * DAY * 1000)).toBe(18);
  });
});

describe('timeLeft', () => {
  it('shows zero or negative time as 0 часов, highlighted', () => {
    expect(timeLeft(0)).toEqual({ text: '0 часов', highlight: true });
    expect(timeLeft(-100)).toEqual({ text: '0 часов', highlight: true });
    expect(timeLeft(null)).toEqual({ text: '0 часов', highlight: true });
  });

  it('rounds hours up up to 2 days', () => {
    expect(timeLeft(1)).toEqual({ text: '1 час', highlight: true });
    expect(timeLeft(HOUR)).toEqual({ text: '1 час', highlight: true });
    expect(timeLeft(HOUR + 1)).toEqual({ text: '2 часа', highlight: true });
    expect(timeLeft(2 * HOUR + 1)).toEqual({ text: '3 часа', highlight: true });
    expect(timeLeft(20 * HOUR + 1)).toEqual({ text: '21 час', highlight: true });
    expect(timeLeft(2 * DAY)).toEqual({ text: '48 часов', highlight: true });
  });

  it('switches to rounded days above 2 days', () => {
    expect(timeLeft(2 * DAY + 1)).toEqual({ text: '2 дня', highlight: true });
    expect(timeLeft(2 * DAY + 12 * HOUR)).toEqual({ text: '3 дня', highlight: true });
  });

  it('is highlighted only under 3 days', () => {
    expect(timeLeft(3 * DAY - 1).highlight).toBe(true);
    expect(timeLeft(3 * DAY)).toEqual({ text: '3 дня', highlight: false });
    expect(timeLeft(5 * DAY + 3 * HOUR)).toEqual({ text: '5 дней', highlight: false });
    expect(timeLeft(21 * DAY)).toEqual({ text: '21 день', highlight: false });
  });
});

describe('names', () => {
  it('takes the first word and its letter', () => {
    expect(firstName('Анна Петрова')).toBe('Анна');
    expect(firstName('  Иван   Иванов ')).toBe('Иван');
    expect(firstName('')).toBe('');
    expect(firstName(null)).toBe('');
    expect(firstLetter('анна петрова')).toBe('А');
    expect(firstLetter('')).toBe('');
  });
});

describe('durations', () => {
  it('rounds minutes up and shows hours over 60 minutes', () => {
    expect(workoutDuration(0)).toBe('0 мин');
    expect(workoutDuration(0.2)).toBe('1 мин');
    expect(workoutDuration(12.01)).toBe('13 мин');
    expect(workoutDuration(60)).toBe('60 мин');
    expect(workoutDuration(60.5)).toBe('1 ч 1 м');
    expect(workoutDuration(75)).toBe('1 ч 15 м');
    expect(workoutDuration(125)).toBe('2 ч 5 м');
  });

  it('formats the rest countdown as mm:ss', () => {
    expect(countdown(0)).toBe('00:00');
    expect(countdown(5)).toBe('00:05');
    expect(countdown(59.9)).toBe('00:59');
    expect(countdown(90)).toBe('01:30');
    expect(countdown(600)).toBe('10:00');
    expect(countdown(-3)).toBe('00:00');
  });

  it('tells the age of a notification', () => {
    const now = Date.UTC(2024, 4, 20, 12, 0, 0);
    const nowS = now / 1000;
    expect(timeAgo(nowS - 30, now)).toBe('Только что');
    expect(timeAgo(nowS - 60, now)).toBe('1 минута назад');
    expect(timeAgo(nowS - 5 * 60, now)).toBe('5 минут назад');
    expect(timeAgo(nowS - 2 * HOUR, now)).toBe('2 часа назад');
    expect(timeAgo(nowS - 7 * DAY, now)).toBe('7 дней назад');
    expect(timeAgo(nowS - 8 * DAY, now)).toBe('12.05.2024');
    // the date is the member's: 20:30 UTC is the 11th in Moscow, the 12th in Yekaterinburg
    const evening = Date.UTC(2024, 4, 11, 20, 30) / 1000;
    expect(timeAgo(evening, now, 'Europe/Moscow')).toBe('11.05.2024');
    expect(timeAgo(evening, now, 'Asia/Yekaterinburg')).toBe('12.05.2024');
    expect(timeAgo(evening, now)).toBe('11.05.2024');
  });
});

describe('numbers', () => {
  it('shows weights and one-decimal values', () => {
    expect(formatWeight(20)).toBe('20.0');
    expect(formatWeight(20.25)).toBe('20.25');
    expect(formatOneDecimal(72)).toBe('72.0');
    expect(formatOneDecimal(72.46)).toBe('72.5');
  });

  it('rounds percents so they total 100', () => {
    expect(percentsTo100([1, 1, 1])).toEqual([34, 33, 33]);
    expect(percentsTo100([30, 20, 50])).toEqual([30, 20, 50]);
    expect(percentsTo100([0, 0, 0])).toEqual([0, 0, 0]);
    const r = percentsTo100([123, 45.6, 78.9]);
    expect(r.reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('groups thousands as ru-RU does, without the locale', () => {
    expect(groupDigits(200000)).toBe('200\u00a0000');
    for (const n of [0, 7, 999, 1000, 20000, 200000, 1234567, 1000000000])
      expect(groupDigits(n)).toBe(n.toLocaleString('ru-RU'));
  });
});
