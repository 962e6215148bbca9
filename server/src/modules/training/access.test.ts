// A member reaches only their own user packs, days and results: anything else is 404.
import { trainingPaths } from '@club/shared/contract';
import { setup, type TestContext } from '../../test/helpers';
import { ANNA, COURSE, IVAN, member, type Member, multipart } from './test-kit';

let ctx: TestContext;
let anna: Member;
let ivan: Member;
beforeAll(async () => {
  ctx = await setup();
  anna = await member(ctx.app, ANNA);
  ivan = await member(ctx.app, IVAN);
});
afterAll(() => ctx.close());

const notFound = { result: null, error: { message: 'Курс не найден' } };

describe('training access', () => {
  it('asks for the token on every call', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: trainingPaths.coursesMain });
    expect(res.statusCode).toBe(401);
  });

  it("answers 404 for another member's pack on every route", async () => {
    const foreign = ivan.packs[COURSE.slim];
    const purchased = ivan.packs[COURSE.functional];
    const frozen = ivan.packs[COURSE.back];
    const week = (await ivan.get(trainingPaths.courseWeeks(foreign))).json().result;
    const dayId = week.weeks[0].days[0].id;

    const calls = [
      () => anna.get(trainingPaths.courseWeeks(foreign)),
      () => anna.get(trainingPaths.activationInfo(purchased)),
      () => anna.get(trainingPaths.frostInfo(foreign)),
      () => anna.get(trainingPaths.drillDay(dayId, foreign)),
      () => anna.get(trainingPaths.dayResult(dayId, foreign)),
      () =>
        anna.post(trainingPaths.drillDay(dayId, foreign), {
          attempt_id: 'foreign-attempt-1',
          time: 60,
          results: [],
        }),
      () => anna.post(trainingPaths.changePlace(foreign), { place: 2 }),
      () => anna.post(trainingPaths.frost, { user_pack_id: foreign, days: 3 }),
      () => anna.post(trainingPaths.unfrost, { user_pack_id: frozen }),
      () => {
        const { body, headers } = multipart({
          user_pack_id: purchased,
          weight: '70.5',
          height: 175,
          birthday: 536457600,
          place: 2,
          country: 1,
          additional: 1,
        });
        return anna.post(trainingPaths.activate, body, headers);
      },
    ];
    for (const call of calls) {
      const res = await call();
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 404, body: notFound });
    }
    // nothing of Иван's changed
    const after = (await ivan.get(trainingPaths.frostInfo(foreign))).json().result;
    expect(after.status).toBe('ACTIVATED');
    expect((await ivan.get(trainingPaths.frostInfo(frozen))).json().result.status).toBe('FROSTED');
    expect((await ivan.get(trainingPaths.activationInfo(purchased))).statusCode).toBe(200);
  });

  it('answers 404 for unknown packs and days of another course', async () => {
    for (const id of [999999, 0, 'abc']) {
      const res = await anna.get(trainingPaths.courseWeeks(id));
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect((await anna.get(trainingPaths.courseWeeks(999999))).json()).toEqual(notFound);

    // a day of Анна's other course, asked through her slim pack
    const strong = (await anna.get(trainingPaths.courseWeeks(anna.packs[COURSE.strong]))).json()
      .result;
    const otherDay = strong.weeks[0].days[0].id;
    const slim = anna.packs[COURSE.slim];
    for (const res of [
      await anna.get(trainingPaths.drillDay(otherDay, slim)),
      await anna.get(trainingPaths.dayResult(otherDay, slim)),
      await anna.post(trainingPaths.drillDay(otherDay, slim), {
        attempt_id: 'other-course-1',
        time: 10,
        results: [],
      }),
    ]) {
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 404,
        body: { result: null, error: { message: 'Тренировка не найдена' } },
      });
    }
    const missingPack = await anna.get(`/api/courses/drill_day/${otherDay}`);
    expect(missingPack.statusCode).toBe(400);
  });
});
