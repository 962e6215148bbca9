// «ждёт N минут/часов/дней»: the plural form by Intl.PluralRules('ru'), the accusative after «ждёт».
import { MINUTE_ACC_FORMS, plural } from './plural';
import { waitedFor, waitingSince } from './waiting';

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86400;

describe('waitedFor', () => {
  it.each([
    [0, 'меньше минуты'],
    [59, 'меньше минуты'],
    [1 * MINUTE, '1 минуту'],
    [2 * MINUTE, '2 минуты'],
    [5 * MINUTE, '5 минут'],
    [11 * MINUTE, '11 минут'],
    [21 * MINUTE, '21 минуту'],
    [22 * MINUTE, '22 минуты'],
    [1 * HOUR, '1 час'],
    [3 * HOUR, '3 часа'],
    [11 * HOUR, '11 часов'],
    [21 * HOUR, '21 час'],
    [1 * DAY, '1 день'],
    [2 * DAY + HOUR, '2 дня 1 час'],
    [5 * DAY + 22 * HOUR, '5 дней 22 часа'],
    [21 * DAY, '21 день'],
  ])('%d s -> %s', (seconds, text) => {
    expect(waitedFor(seconds)).toBe(text);
  });

  it('never says a negative wait (a clock a little ahead)', () => {
    expect(waitedFor(-30)).toBe('меньше минуты');
  });

  it('reads as the object of «ждёт»', () => {
    expect(waitingSince(1000, 1000 + 61)).toBe('ждёт 1 минуту');
    expect(waitingSince(0, 101 * MINUTE)).toBe('ждёт 1 час');
  });
});

describe('plural by Intl.PluralRules', () => {
  it('agrees with the language rules for every number up to 200', () => {
    const rules = new Intl.PluralRules('ru');
    for (let n = 0; n <= 200; n++) {
      const expected = { one: 'минуту', few: 'минуты', many: 'минут' }[
        rules.select(n) as 'one' | 'few' | 'many'
      ];
      expect(plural(n, MINUTE_ACC_FORMS)).toBe(expected);
    }
  });

  it('takes the "few" form for fractions and the "many" form for what is no number', () => {
    expect(plural(1.5, MINUTE_ACC_FORMS)).toBe('минуты');
    expect(plural(Number.NaN, MINUTE_ACC_FORMS)).toBe('минут');
  });
});
