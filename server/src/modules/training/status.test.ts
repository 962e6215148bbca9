// Pure rules: statuses and times from the member's clock, freeze ability, stars, scoring, HTML.
import { stripLeadingStyle } from './courses';
import { setCompleted, workoutPercent } from './scoring';
import {
  DAY_MS,
  expiryOf,
  frostAbility,
  packChangesAt,
  packStatus,
  type PackMoments,
  placeChangeRefusal,
  restTimes,
  starsFor,
} from './status';

const now = new Date('2025-03-10T12:00:00Z');
const day = (n: number) => new Date(now.getTime() + n * DAY_MS);
const pack = (over: Partial<PackMoments> = {}): PackMoments => ({
  activateBefore: day(10),
  activatedAt: null,
  expiresAt: null,
  frostStartedAt: null,
  frostEndsAt: null,
  lastFrostAt: null,
  placeChangedAt: null,
  contest: false,
  contestRefusedAt: null,
  ...over,
});

describe('status', () => {
  it('moves PURCHASED -> ELAPSED when the activation window passes', () => {
    const p = pack();
    expect(packStatus(p, now)).toBe('PURCHASED');
    expect(restTimes(p, 'PURCHASED', now)).toEqual({
      rest_activated_course_time: null,
      rest_frost_time: null,
      rest_time_for_activate: 10 * 86400,
    });
    expect(packStatus(p, day(10))).toBe('ELAPSED');
  });

  it('moves ACTIVATED -> FROSTED -> ACTIVATED -> ELAPSED along the clock', () => {
    const p = pack({
      activatedAt: day(-5),
      expiresAt: day(30),
      frostStartedAt: day(2),
      frostEndsAt: day(5),
    });
    expect(packStatus(p, now)).toBe('ACTIVATED');
    expect(packStatus(p, day(3))).toBe('FROSTED');
    expect(restTimes(p, 'FROSTED', day(3))).toEqual({
      rest_activated_course_time: 27 * 86400,
      rest_frost_time: 2 * 86400,
      rest_time_for_activate: null,
    });
    expect(packStatus(p, day(5))).toBe('ACTIVATED');
    expect(packStatus(p, day(30))).toBe('ELAPSED');
    expect(restTimes(p, 'ELAPSED', day(30))).toEqual({
      rest_activated_course_time: null,
      rest_frost_time: null,
      rest_time_for_activate: null,
    });
  });

  it('rounds seconds left up', () => {
    const p = pack({ activatedAt: day(-1), expiresAt: new Date(now.getTime() + 1500) });
    expect(restTimes(p, 'ACTIVATED', now).rest_activated_course_time).toBe(2);
  });

  it('runs a course its duration, a contest course exactly 30 days', () => {
    expect(expiryOf(now, 7, false)).toEqual(day(7));
    expect(expiryOf(now, 45, true)).toEqual(day(30));
  });
});

describe('freeze ability', () => {
  const running = pack({ activatedAt: day(-3), expiresAt: day(27) });
  it('allows an ACTIVATED course without a freeze in the last 24 hours', () => {
    expect(frostAbility(running, 'ACTIVATED', now)).toEqual({ can_frost: true, message: null });
    const lately = { ...running, lastFrostAt: new Date(now.getTime() - DAY_MS + 1000) };
    expect(frostAbility(lately, 'ACTIVATED', now)).toEqual({
      can_frost: false,
      message: 'Заморозить курс можно не чаще одного раза в сутки',
    });
    const dayAgo = { ...running, lastFrostAt: new Date(now.getTime() - DAY_MS) };
    expect(frostAbility(dayAgo, 'ACTIVATED', now).can_frost).toBe(true);
  });
  it('refuses contest participation and other statuses with their reason', () => {
    expect(frostAbility({ ...running, contest: true }, 'ACTIVATED', now).message).toBe(
      'Курс участвует в конкурсе, заморозка недоступна',
    );
    expect(
      frostAbility({ ...running, contest: true, contestRefusedAt: day(-1) }, 'ACTIVATED', now)
        .can_frost,
    ).toBe(true);
    expect(frostAbility(running, 'FROSTED', now).message).toBe('Курс уже заморожен');
    expect(frostAbility(pack(), 'PURCHASED', now).message).toBe('Курс еще не активирован');
    expect(frostAbility(running, 'ELAPSED', now).message).toBe('Срок курса истек');
  });
});

describe('place change', () => {
  const running = pack({ activatedAt: day(-3), expiresAt: day(27) });
  it('is allowed once, not with the contest, and only with another place', () => {
    expect(placeChangeRefusal(running, 'ACTIVATED', 2)).toBeNull();
    expect(placeChangeRefusal(running, 'FROSTED', 2)).toBeNull();
    expect(placeChangeRefusal({ ...running, placeChangedAt: day(-1) }, 'ACTIVATED', 2)).toBe(
      'Место занятий можно изменить только один раз за курс',
    );
    expect(placeChangeRefusal({ ...running, contest: true }, 'ACTIVATED', 2)).toBe(
      'Курс участвует в конкурсе, смена места занятий недоступна',
    );
    expect(placeChangeRefusal(running, 'ACTIVATED', 1)).toBe(
      'Для этого курса нет другого места занятий',
    );
    expect(placeChangeRefusal(running, 'ELAPSED', 2)).toBe('Срок курса истек');
  });
});

describe('stars and percent', () => {
  it('gives stars by percent, capped by the course maximum', () => {
    expect([0, 1, 59, 60, 89, 90, 100].map((p) => starsFor(p, 3))).toEqual([0, 1, 1, 2, 2, 3, 3]);
    expect(starsFor(100, 2)).toBe(2);
  });

  it('scores each set against its plan; max sets count once reported', () => {
    const planned = [
      { id: 1, count: 10, weight: null, duration: null, max: false },
      { id: 2, count: 10, weight: 5, duration: null, max: false },
      { id: 3, count: null, weight: null, duration: 60, max: false },
      { id: 4, count: null, weight: null, duration: null, max: true },
    ];
    const done = new Map([
      [1, { count: 12 }], // capped at 1
      [2, { count: 5, weight: 5 }], // (0.5 + 1) / 2
      [3, { duration: 30 }], // 0.5
      [4, { count: 3 }], // 1
    ]);
    expect(workoutPercent(planned, done)).toBe(Math.round((100 * (1 + 0.75 + 0.5 + 1)) / 4));
    expect(workoutPercent(planned, new Map())).toBe(0);
    expect(workoutPercent([], new Map())).toBe(0);
    expect(setCompleted(planned[0], { count: 10 })).toBe(true);
    expect(setCompleted(planned[1], { count: 10, weight: 4 })).toBe(false);
    expect(setCompleted(planned[3], undefined)).toBe(false);
  });
});

describe('course description', () => {
  it('strips only a leading <style> block', () => {
    expect(stripLeadingStyle('  <style>.a{color:red}</style>\n<p>Текст</p>')).toBe('<p>Текст</p>');
    expect(stripLeadingStyle('<p>Текст</p><style>.a{}</style>')).toBe(
      '<p>Текст</p><style>.a{}</style>',
    );
  });
});

describe('packChangesAt (how long an answer built from the pack holds)', () => {
  // everything the pack gives at `at`, as a member would read it
  const reading = (p: PackMoments, at: Date) => {
    const status = packStatus(p, at);
    return { status, ...restTimes(p, status, at), frost: frostAbility(p, status, at) };
  };

  it('holds until the next second of a countdown, and not a millisecond longer', () => {
    const running = pack({ activatedAt: day(-3), expiresAt: new Date(day(27).getTime() + 400) });
    const until = packChangesAt(running, now, true);
    expect(until - now.getTime()).toBe(400);
    expect(reading(running, new Date(until - 1))).toEqual(reading(running, now));
    expect(reading(running, new Date(until))).not.toEqual(reading(running, now));
  });

  it('without a countdown holds until the status or the freeze rule changes', () => {
    const frozen = pack({
      activatedAt: day(-3),
      expiresAt: day(27),
      frostStartedAt: day(-1),
      frostEndsAt: day(2),
      lastFrostAt: new Date(now.getTime() - 3_600_000),
    });
    // a day after the last freeze started, the once-a-day rule lifts
    expect(packChangesAt(frozen, now, false)).toBe(now.getTime() + DAY_MS - 3_600_000);
    const ended = pack({ activateBefore: day(-45), activatedAt: day(-40), expiresAt: day(-10) });
    expect(packChangesAt(ended, now, true)).toBe(Infinity);
  });
});
