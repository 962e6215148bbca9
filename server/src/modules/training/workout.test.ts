// Workouts: the day's plan by type, result posts (percent, stars, idempotency) and the report.
import { count, eq } from 'drizzle-orm';
import { Value } from '@sinclair/typebox/value';
import {
  trainingPaths,
  WorkoutReportResult,
  WorkoutResult,
  type WorkoutDrill,
  type WorkoutSet,
} from '@club/shared/contract';
import {
  courseDays,
  courseWeeks,
  userPacks,
  workoutResults,
  workoutResultSets,
} from '../../db/schema';
import { setup, type TestContext } from '../../test/helpers';
import { ANNA, COURSE, IVAN, member, type Member } from './test-kit';

let ctx: TestContext;
let anna: Member;
let ivan: Member;
beforeAll(async () => {
  ctx = await setup();
  anna = await member(ctx.app, ANNA);
  ivan = await member(ctx.app, IVAN);
});
afterAll(() => ctx.close());

const days = async (m: Member, pack: number) => {
  const { weeks } = (await m.get(trainingPaths.courseWeeks(pack))).json().result;
  return weeks.flatMap((w: { days: { id: number }[] }) => w.days) as {
    id: number;
    name: string;
    result: { stars: number; percents: number } | null;
  }[];
};
const workout = async (m: Member, pack: number, dayId: number) =>
  (await m.get(trainingPaths.drillDay(dayId, pack))).json().result as WorkoutResult;
const setsOf = (d: WorkoutDrill): WorkoutSet[] =>
  d.supersets ? d.supersets.laps.flatMap((l) => l.drills) : d.sets;
const allCounted = (w: WorkoutResult) =>
  [...w.drills.filter((d) => !d.is_warmup), ...Object.values(w.lapsDrills ?? {}).flat()].flatMap(
    setsOf,
  );
const asPlanned = (s: WorkoutSet) => ({
  set_id: s.set_id,
  count: s.max ? 10 : s.count,
  duration: s.duration,
  weight: s.weight,
});
const resultsCount = async () =>
  (await ctx.app.db.select({ n: count() }).from(workoutResults))[0].n;

const setsCount = async () =>
  (await ctx.app.db.select({ n: count() }).from(workoutResultSets))[0].n;

describe('workout plan', () => {
  it('gives a GENERAL day: warm-ups first, sets, exercises with technique and video', async () => {
    const pack = anna.packs[COURSE.slim];
    const [day1] = await days(anna, pack);
    const res = await anna.get(trainingPaths.drillDay(day1.id, pack));
    expect(res.statusCode).toBe(200);
    const w = res.json().result as WorkoutResult;
    expect(Value.Check(WorkoutResult, w)).toBe(true);
    expect(w).toMatchObject({
      id: day1.id,
      type: 'GENERAL',
      title: 'День 1',
      name: 'Силовая тренировка на всё тело',
      laps: 0,
      lapsDrills: null,
      result: { stars: 3, percents: 100 },
    });
    expect(w.drills.map((d) => d.is_warmup)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    const squat = w.gymnastics.find((g) => g.name === 'Приседания с гантелями')!;
    expect(squat.video).toMatch(/^[A-Za-z0-9_-]{11}$/);
    expect(squat.description).toContain('Стопы на ширине плеч');
    const squats = w.drills.find((d) => d.drill_gym_id === squat.id)!;
    expect(squats.sets).toEqual(
      [0, 1, 2].map(() => ({
        set_id: expect.any(Number),
        count: 15,
        weight: 5,
        duration: null,
        max: false,
        gymnastic_id: squat.id,
      })),
    );
    const crunches = w.drills[w.drills.length - 1];
    expect(crunches.sets.map((s) => s.max)).toEqual([false, true]);
    // every exercise used is described once
    const used = new Set(w.drills.flatMap((d) => d.sets.map((s) => s.gymnastic_id)));
    expect(new Set(w.gymnastics.map((g) => g.id))).toEqual(used);
  });

  it('gives a LAP day with its laps, rest and a set per lap', async () => {
    const pack = anna.packs[COURSE.strong];
    const [day1] = await days(anna, pack);
    expect(day1.result).toBeNull();
    const w = await workout(anna, pack, day1.id);
    expect(w).toMatchObject({ type: 'LAP', laps: 3, relax: 60, name: 'Жиросжигающая тренировка' });
    expect(w.drills.every((d) => d.is_warmup)).toBe(true);
    expect(Object.keys(w.lapsDrills!)).toEqual(['1', '2', '3']);
    expect(w.lapsDrills!['1']).toHaveLength(4);
    const ids = Object.values(w.lapsDrills!)
      .flat()
      .flatMap(setsOf)
      .map((s) => s.set_id);
    expect(new Set(ids).size).toBe(12);
  });

  it('gives a SUPERSET day with its laps of exercises', async () => {
    const pack = anna.packs[COURSE.slim];
    const w = await workout(anna, pack, (await days(anna, pack))[2].id);
    expect(w.type).toBe('SUPERSET');
    const superset = w.drills.find((d) => d.type === 'SUPERSET')!;
    expect(superset.sets).toEqual([]);
    expect(superset.supersets).toMatchObject({ superset_id: superset.drill_id, lapsCount: 3 });
    expect(superset.supersets!.laps.map((l) => l.lap)).toEqual([1, 2, 3]);
    expect(superset.supersets!.laps[0].drills).toHaveLength(2);
  });

  it('opens only the first day of a demo-day course', async () => {
    const pack = ivan.packs[COURSE.demo];
    const [first, second] = await days(ivan, pack);
    expect((await ivan.get(trainingPaths.drillDay(first.id, pack))).statusCode).toBe(200);
    for (const res of [
      await ivan.get(trainingPaths.drillDay(second.id, pack)),
      await ivan.post(trainingPaths.drillDay(second.id, pack), {
        attempt_id: 'demo-second-day',
        time: 60,
        results: [],
      }),
    ]) {
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 400,
        body: {
          result: null,
          error: { message: 'В демо-курсе доступна только первая тренировка' },
        },
      });
    }
  });

  it('refuses courses that are not running', async () => {
    const elapsed = ivan.packs[COURSE.abs];
    const [row] = await ctx.app.db
      .select({ id: courseDays.id })
      .from(courseDays)
      .innerJoin(courseWeeks, eq(courseWeeks.id, courseDays.weekId))
      .innerJoin(userPacks, eq(userPacks.courseId, courseWeeks.courseId))
      .where(eq(userPacks.id, elapsed))
      .limit(1);
    const res = await ivan.get(trainingPaths.drillDay(row.id, elapsed));
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 400,
      body: { result: null, error: { message: 'Срок курса истек' } },
    });
    // its report stays readable (none was seeded: not found)
    expect((await ivan.get(trainingPaths.dayResult(row.id, elapsed))).statusCode).toBe(404);
  });
});

describe('workout result', () => {
  it('stores one result per attempt key, answering a retry with the same percent', async () => {
    const pack = ivan.packs[COURSE.strong];
    const [lapDay] = await days(ivan, pack);
    const w = await workout(ivan, pack, lapDay.id);
    const counted = allCounted(w);
    // laps 1 and 2 done as planned, lap 3 not done; warm-up done
    const done = [
      ...w.drills.flatMap(setsOf).map(asPlanned),
      ...[...w.lapsDrills!['1'], ...w.lapsDrills!['2']].flatMap(setsOf).map(asPlanned),
    ];
    const before = await resultsCount();
    const body = { attempt_id: 'a1b2c3d4-lap-day', time: 1500, results: done };
    const first = await ivan.post(trainingPaths.drillDay(lapDay.id, pack), body);
    const percent = Math.round((100 * 8) / counted.length);
    expect(first.json()).toEqual({
      result: { percent, stars: 2, time: 1500, best: { stars: 2, percents: percent } },
      error: null,
    });
    // the answer was lost; the app posts again with the same key (even with other values)
    const retry = await ivan.post(trainingPaths.drillDay(lapDay.id, pack), {
      ...body,
      results: counted.map(asPlanned),
    });
    expect(retry.json()).toEqual(first.json());
    expect(await resultsCount()).toBe(before + 1);

    const page = await days(ivan, pack);
    expect(page[0].result).toEqual({ stars: 2, percents: 67 });

    // the same key cannot be used for another day
    const other = await ivan.post(trainingPaths.drillDay(page[1].id, pack), body);
    expect(other.json().error.message).toBe('Ключ попытки уже использован для другой тренировки');
  });

  it('stores an attempt posted several times at once once, and answers a retry whatever it sends now', async () => {
    const pack = ivan.packs[COURSE.slim];
    const all = await days(ivan, pack);
    const w = await workout(ivan, pack, all[1].id);
    const results = allCounted(w).map(asPlanned);
    const before = await resultsCount();
    const setsBefore = await setsCount();
    const body = { attempt_id: 'at-once-day-2-attempt', time: 700, results };
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => ivan.post(trainingPaths.drillDay(all[1].id, pack), body)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers[0].json().result).toEqual({
      percent: 100,
      stars: 3,
      time: 700,
      best: { stars: 3, percents: 100 },
    });
    for (const a of answers) expect(a.json()).toEqual(answers[0].json());
    expect(await resultsCount()).toBe(before + 1);
    expect(await setsCount()).toBe(setsBefore + results.length);
    expect((await days(ivan, pack))[1].result).toEqual({ stars: 3, percents: 100 });

    // a retry whose values are refused now (a set of another day) answers the stored attempt
    const foreign = allCounted(await workout(ivan, pack, all[2].id))[0];
    const retry = await ivan.post(trainingPaths.drillDay(all[1].id, pack), {
      ...body,
      results: [{ set_id: foreign.set_id, count: 1 }],
    });
    expect(retry.json()).toEqual(answers[0].json());
    // and on another day the key is refused, whatever the values
    for (const other of [results, [{ set_id: foreign.set_id, count: 1 }]]) {
      const res = await ivan.post(trainingPaths.drillDay(all[2].id, pack), {
        ...body,
        results: other,
      });
      expect(res.json().error.message).toBe('Ключ попытки уже использован для другой тренировки');
    }
    expect(await resultsCount()).toBe(before + 1);
    expect(await setsCount()).toBe(setsBefore + results.length);
  });

  it('reports need and done per set, by lap for lap-based workouts', async () => {
    const pack = ivan.packs[COURSE.strong];
    const [lapDay] = await days(ivan, pack);
    const res = await ivan.get(trainingPaths.dayResult(lapDay.id, pack));
    expect(res.statusCode).toBe(200);
    const report = res.json().result;
    expect(Value.Check(WorkoutReportResult, report)).toBe(true);
    expect(report).toMatchObject({
      type: 'LAP',
      title: 'День 1',
      time: 1500,
      percent: 67,
      stars: 2,
      drills: [],
    });
    expect(Object.keys(report.lapsDrills)).toEqual(['1', '2', '3']);
    const [burpee] = report.lapsDrills['1'];
    expect(burpee).toMatchObject({ name: 'Берпи', type: 'GENERAL', is_completed: true, laps: [] });
    expect(burpee.sets[0]).toEqual({
      set_id: expect.any(Number),
      name: 'Берпи',
      need_count: 10,
      done_count: 10,
      need_weight: null,
      done_weight: null,
      need_duration: null,
      done_duration: null,
      is_completed: true,
      is_max: false,
    });
    const lap3 = report.lapsDrills['3'];
    expect(lap3.every((d: { is_completed: boolean }) => !d.is_completed)).toBe(true);
    expect(lap3[2].sets[0]).toMatchObject({ need_duration: 30, done_duration: null });
  });

  it('scores partial sets and reports supersets by lap', async () => {
    const pack = ivan.packs[COURSE.strong];
    const supersetDay = (await days(ivan, pack))[2];
    const w = await workout(ivan, pack, supersetDay.id);
    expect(w.type).toBe('SUPERSET');
    const counted = allCounted(w);
    // every set with half of its repetitions and full weight
    const half = counted.map((s) => ({ ...asPlanned(s), count: s.count ? s.count / 2 : null }));
    const res = await ivan.post(trainingPaths.drillDay(supersetDay.id, pack), {
      attempt_id: 'superset-half-1',
      time: 2400,
      results: half,
    });
    const expected = counted.map((s) => {
      const parts = [s.count ? 0.5 : null, s.duration ? 1 : null, s.weight ? 1 : null].filter(
        (x): x is number => x !== null,
      );
      return parts.reduce((a, b) => a + b, 0) / parts.length;
    });
    const percent = Math.round((100 * expected.reduce((a, b) => a + b, 0)) / counted.length);
    const stars = percent >= 60 ? 2 : 1;
    expect(res.json().result).toEqual({
      percent,
      stars,
      time: 2400,
      best: { stars, percents: percent },
    });

    const report = (await ivan.get(trainingPaths.dayResult(supersetDay.id, pack))).json().result;
    expect(report.lapsDrills).toBeNull();
    const superset = report.drills.find((d: { type: string }) => d.type === 'SUPERSET');
    expect(superset.name).toBe('Приседания с гантелями + Отжимания от пола');
    expect(superset.laps.map((l: { lap: number }) => l.lap)).toEqual([1, 2, 3]);
    expect(superset.laps[0].sets[0]).toMatchObject({
      name: 'Приседания с гантелями',
      need_count: 12,
      done_count: 6,
      need_weight: 5,
      done_weight: 5,
      is_completed: false,
    });
    // warm-ups are not in the report
    expect(report.drills).toHaveLength(w.drills.filter((d) => !d.is_warmup).length);
  });

  it('refuses sets of another day, repeated sets and a bad attempt key', async () => {
    const pack = anna.packs[COURSE.strong];
    const all = await days(anna, pack);
    const w2 = await workout(anna, pack, all[1].id);
    const foreignSet = allCounted(w2)[0].set_id;
    const before = await resultsCount();
    const setsBefore = await setsCount();
    const post = (body: unknown) => anna.post(trainingPaths.drillDay(all[0].id, pack), body);
    const foreign = await post({
      attempt_id: 'foreign-set-1',
      time: 10,
      results: [{ set_id: foreignSet, count: 1 }],
    });
    expect(foreign.json().error.message).toBe('Подход не относится к этой тренировке');
    const w1 = await workout(anna, pack, all[0].id);
    const own = allCounted(w1)[0].set_id;
    const twice = await post({
      attempt_id: 'twice-set-1',
      time: 10,
      results: [
        { set_id: own, count: 1 },
        { set_id: own, count: 2 },
      ],
    });
    expect(twice.json().error.message).toBe('Подход указан несколько раз');
    for (const body of [
      { time: 10, results: [] },
      { attempt_id: 'short', time: 10, results: [] },
      { attempt_id: 'has spaces in it', time: 10, results: [] },
      { attempt_id: 'negative-time', time: -1, results: [] },
      { attempt_id: 'bad-count-1', time: 1, results: [{ set_id: own, count: -3 }] },
    ]) {
      const res = await post(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/^Некорректный запрос/);
    }
    expect(await resultsCount()).toBe(before);
    expect(await setsCount()).toBe(setsBefore);
  });

  it('has no report before a result, and none posted on a frozen course', async () => {
    const pack = anna.packs[COURSE.strong];
    const [day1] = await days(anna, pack);
    const none = await anna.get(trainingPaths.dayResult(day1.id, pack));
    expect({ status: none.statusCode, body: none.json() }).toEqual({
      status: 404,
      body: { result: null, error: { message: 'Результат тренировки не найден' } },
    });
    const frozen = anna.packs[COURSE.back];
    const [frozenDay] = await days(anna, frozen);
    expect(
      (await anna.get(trainingPaths.drillDay(frozenDay.id, frozen))).json().result.status,
    ).toBe('FROSTED');
    const post = await anna.post(trainingPaths.drillDay(frozenDay.id, frozen), {
      attempt_id: 'frozen-course-1',
      time: 60,
      results: [],
    });
    expect(post.statusCode).toBe(400);
    expect(post.json().error.message).toBe(
      'Курс заморожен: результаты тренировок не принимаются до разморозки',
    );
  });

  it('keeps every attempt of a day and shows the best: a repeat never lowers it', async () => {
    const pack = anna.packs[COURSE.slim];
    const [day1] = await days(anna, pack);
    const w = await workout(anna, pack, day1.id);
    // the seeded result of day 1: every set as planned
    expect(w.result).toEqual({ stars: 3, percents: 100 });
    const before = await resultsCount();

    // a repeat finished with nothing ticked is kept as an attempt, the day keeps its 100 %
    const empty = await anna.post(trainingPaths.drillDay(day1.id, pack), {
      attempt_id: 'redo-day-1-attempt',
      time: 600,
      results: [],
    });
    expect(empty.json().result).toEqual({
      percent: 0,
      stars: 0,
      time: 600,
      best: { stars: 3, percents: 100 },
    });
    expect(await resultsCount()).toBe(before + 1);
    expect((await days(anna, pack))[0].result).toEqual({ stars: 3, percents: 100 });
    expect((await workout(anna, pack, day1.id)).result).toEqual({ stars: 3, percents: 100 });
    const report = (await anna.get(trainingPaths.dayResult(day1.id, pack))).json().result;
    expect(report).toMatchObject({ percent: 100, stars: 3 });

    // a second device posting a half-done attempt later, and its retry: still 100 %
    const half = allCounted(w)
      .map((s, i) => (i % 2 ? null : asPlanned(s)))
      .filter(Boolean);
    const body = { attempt_id: 'second-device-day-1', time: 900, results: half };
    const second = await anna.post(trainingPaths.drillDay(day1.id, pack), body);
    expect(second.json().result.percent).toBeLessThan(100);
    expect(second.json().result.best).toEqual({ stars: 3, percents: 100 });
    expect((await anna.post(trainingPaths.drillDay(day1.id, pack), body)).json()).toEqual(
      second.json(),
    );
    expect(await resultsCount()).toBe(before + 2);
    expect((await days(anna, pack))[0].result).toEqual({ stars: 3, percents: 100 });
  });

  it('raises the day when a repeat is better', async () => {
    const pack = anna.packs[COURSE.slim];
    const third = (await days(anna, pack))[2];
    // the seeded third day was done at 40 %
    expect(third.result!.percents).toBeLessThan(90);
    const w = await workout(anna, pack, third.id);
    const res = await anna.post(trainingPaths.drillDay(third.id, pack), {
      attempt_id: 'better-day-3-attempt',
      time: 1800,
      results: allCounted(w).map(asPlanned),
    });
    expect(res.json().result).toMatchObject({ percent: 100, best: { stars: 3, percents: 100 } });
    expect((await days(anna, pack))[2].result).toEqual({ stars: 3, percents: 100 });
    const report = (await anna.get(trainingPaths.dayResult(third.id, pack))).json().result;
    expect(report).toMatchObject({ percent: 100, time: 1800 });
  });

  it('refuses a finish on a frozen course with its message and stores nothing', async () => {
    const frozen = ivan.packs[COURSE.back];
    const [day] = await days(ivan, frozen);
    const w = await workout(ivan, frozen, day.id);
    expect(w.status).toBe('FROSTED');
    const before = await resultsCount();
    const setsBefore = await setsCount();
    const body = {
      attempt_id: 'frozen-with-sets',
      time: 900,
      results: allCounted(w).map(asPlanned),
    };
    for (const res of [
      await ivan.post(trainingPaths.drillDay(day.id, frozen), body),
      // the app's retry of the same finish is refused the same way
      await ivan.post(trainingPaths.drillDay(day.id, frozen), body),
    ]) {
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 400,
        body: {
          result: null,
          error: { message: 'Курс заморожен: результаты тренировок не принимаются до разморозки' },
        },
      });
    }
    expect(await resultsCount()).toBe(before);
    expect(await setsCount()).toBe(setsBefore);
    expect((await days(ivan, frozen))[0].result).toBeNull();
  });

  it('refuses set values beyond the spec limits (weight 0-300 kg, reps and time 1-300)', async () => {
    const pack = ivan.packs[COURSE.slim];
    const [day1] = await days(ivan, pack);
    const w = await workout(ivan, pack, day1.id);
    const counted = allCounted(w);
    const weighted = counted.find((s) => s.weight !== null && !s.max)!;
    const counting = counted.find((s) => s.count !== null && !s.max)!;
    const maxSet = counted.find((s) => s.max)!;
    const before = await resultsCount();
    const post = (attempt: string, results: unknown[]) =>
      ivan.post(trainingPaths.drillDay(day1.id, pack), { attempt_id: attempt, time: 60, results });
    for (const [attempt, result] of [
      ['weight-999-kg', { ...asPlanned(weighted), weight: 999 }],
      ['weight-300-25', { ...asPlanned(weighted), weight: 300.25 }],
      ['count-301-reps', { ...asPlanned(counting), count: 301 }],
      ['duration-301-s', { ...asPlanned(counting), duration: 301 }],
      ['max-set-1000', { ...asPlanned(maxSet), count: 1000 }],
    ] as const) {
      const res = await post(attempt, [result]);
      expect({ attempt, status: res.statusCode, message: res.json().error?.message }).toEqual({
        attempt,
        status: 400,
        message:
          'Значение подхода вне допустимых пределов: вес от 0 до 300 кг, повторения и время до 300 (в подходе «max» до 999)',
      });
    }
    expect(await resultsCount()).toBe(before);
    // the limits themselves are accepted; a max set takes up to 999
    const ok = await post('limits-accepted', [
      { ...asPlanned(weighted), weight: 300 },
      ...(counting.set_id === weighted.set_id ? [] : [{ ...asPlanned(counting), count: 300 }]),
      { ...asPlanned(maxSet), count: 999 },
    ]);
    expect(ok.statusCode).toBe(200);
    expect(await resultsCount()).toBe(before + 1);
  });
});
