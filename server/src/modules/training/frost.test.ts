// Freeze and unfreeze: every rule of the spec, on the member's clock.
import { eq } from 'drizzle-orm';
import { FrostInfoResult, trainingPaths } from '@club/shared/contract';
import { Value } from '@sinclair/typebox/value';
import { userPacks } from '../../db/schema';
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

const DAY = 86_400_000;
const form = (m: Member, url: string, fields: Record<string, string | number>) => {
  const { body, headers } = multipart(fields);
  return m.post(url, body, headers);
};
const frost = (m: Member, pack: number, days?: number | string) =>
  form(
    m,
    trainingPaths.frost,
    days === undefined ? { user_pack_id: pack } : { user_pack_id: pack, days },
  );
const unfrost = (m: Member, pack: number) => form(m, trainingPaths.unfrost, { user_pack_id: pack });
const info = async (m: Member, pack: number) =>
  (await m.get(trainingPaths.frostInfo(pack))).json().result;
const stored = async (pack: number) =>
  (await ctx.app.db.select().from(userPacks).where(eq(userPacks.id, pack)))[0];
const refusal = (message: string) => ({ status: 400, body: { result: null, error: { message } } });
const answer = async (p: ReturnType<typeof frost>) => {
  const res = await p;
  return { status: res.statusCode, body: res.json() };
};

describe('freeze', () => {
  it('tells the course name, time left and whether it can be frozen', async () => {
    const result = await info(anna, anna.packs[COURSE.slim]);
    expect(Value.Check(FrostInfoResult, result)).toBe(true);
    expect(result).toMatchObject({
      course_name: COURSE.slim,
      status: 'ACTIVATED',
      rest_frost_time: null,
      frost: { can_frost: true, message: null },
    });
    expect(Math.round(result.rest_time / 86400)).toBe(20);
  });

  it('needs 1 to 14 days', async () => {
    const pack = anna.packs[COURSE.slim];
    const before = await stored(pack);
    for (const days of [undefined, '', 0, 15, -1, 'abc', '2.5']) {
      expect(await answer(frost(anna, pack, days))).toEqual(
        refusal('Необходимо выбрать количество дней для заморозки'),
      );
    }
    const json = await anna.post(trainingPaths.frost, { user_pack_id: pack });
    expect(json.json().error.message).toBe('Необходимо выбрать количество дней для заморозки');
    expect(await stored(pack)).toEqual(before);
  });

  it('freezes, extends the course by the frozen days and stops results', async () => {
    const pack = anna.packs[COURSE.slim];
    const before = await stored(pack);
    expect(await answer(frost(anna, pack, 14))).toEqual({
      status: 200,
      body: { result: { message: `${COURSE.slim} успешно заморожен` }, error: null },
    });
    const after = await stored(pack);
    expect(after.expiresAt!.getTime() - before.expiresAt!.getTime()).toBe(14 * DAY);
    expect(after.frostEndsAt!.getTime() - after.frostStartedAt!.getTime()).toBe(14 * DAY);
    const i = await info(anna, pack);
    expect(i.status).toBe('FROSTED');
    expect(i.frost).toEqual({ can_frost: false, message: 'Курс уже заморожен' });
    expect(Math.round(i.rest_frost_time / 86400)).toBe(14);
    expect(Math.round(i.rest_time / 86400)).toBe(34);

    expect(await answer(frost(anna, pack, 3))).toEqual(refusal('Курс уже заморожен'));

    const weeks = (await anna.get(trainingPaths.courseWeeks(pack))).json().result;
    const dayId = weeks.weeks[1].days[0].id;
    const post = await anna.post(trainingPaths.drillDay(dayId, pack), {
      attempt_id: 'frozen-attempt-1',
      time: 100,
      results: [],
    });
    expect({ status: post.statusCode, body: post.json() }).toEqual(
      refusal('Курс заморожен: результаты тренировок не принимаются до разморозки'),
    );
  });

  it('unfreezes early, keeping only the days really frozen, then once a day applies', async () => {
    const pack = anna.packs[COURSE.slim];
    const frozen = await stored(pack);
    await anna.shiftClock(2 * DAY);
    expect(await answer(unfrost(anna, pack))).toEqual({
      status: 200,
      body: { result: { message: `${COURSE.slim} успешно разморожен` }, error: null },
    });
    const after = await stored(pack);
    // 14 days were added, 2 were used: the course ends 2 days later than before the freeze
    expect(frozen.expiresAt!.getTime() - after.expiresAt!.getTime()).toBeGreaterThan(
      12 * DAY - 60_000,
    );
    expect(frozen.expiresAt!.getTime() - after.expiresAt!.getTime()).toBeLessThanOrEqual(12 * DAY);
    expect((await info(anna, pack)).status).toBe('ACTIVATED');
    expect(await answer(unfrost(anna, pack))).toEqual(refusal('Курс не заморожен'));

    // the freeze started 2 days ago on the member's clock: a new one is allowed
    expect((await info(anna, pack)).frost.can_frost).toBe(true);
    expect((await answer(frost(anna, pack, 3))).status).toBe(200);
    // unfrozen 2 hours later: freezing again the same day is refused
    await anna.shiftClock(2 * DAY + 2 * 3_600_000);
    expect((await answer(unfrost(anna, pack))).status).toBe(200);
    expect((await info(anna, pack)).status).toBe('ACTIVATED');
    expect(await answer(frost(anna, pack, 1))).toEqual(
      refusal('Заморозить курс можно не чаще одного раза в сутки'),
    );
    expect((await info(anna, pack)).frost).toEqual({
      can_frost: false,
      message: 'Заморозить курс можно не чаще одного раза в сутки',
    });
    await anna.shiftClock(3 * DAY + 60_000); // a day after that freeze started
    expect((await answer(frost(anna, pack, 1))).status).toBe(200);
    await anna.shiftClock(0);
  });

  it('refuses the contest and packs that are not ACTIVATED', async () => {
    expect(await answer(frost(ivan, ivan.packs[COURSE.marathon], 3))).toEqual(
      refusal('Курс участвует в конкурсе, заморозка недоступна'),
    );
    expect((await info(ivan, ivan.packs[COURSE.marathon])).frost).toEqual({
      can_frost: false,
      message: 'Курс участвует в конкурсе, заморозка недоступна',
    });
    expect(await answer(frost(ivan, ivan.packs[COURSE.functional], 3))).toEqual(
      refusal('Курс еще не активирован'),
    );
    expect(await answer(frost(ivan, ivan.packs[COURSE.abs], 3))).toEqual(
      refusal('Срок курса истек'),
    );
    expect(await answer(frost(ivan, ivan.packs[COURSE.back], 3))).toEqual(
      refusal('Курс уже заморожен'),
    );
    expect(await answer(unfrost(ivan, ivan.packs[COURSE.strong]))).toEqual(
      refusal('Курс не заморожен'),
    );
  });

  it('the seeded frozen course unfreezes early for its member', async () => {
    const pack = ivan.packs[COURSE.back];
    const before = await stored(pack);
    const res = await answer(unfrost(ivan, pack));
    expect(res.body.result.message).toBe(`${COURSE.back} успешно разморожен`);
    const after = await stored(pack);
    // 5 days of the freeze were left: the course ends about 5 days sooner
    const shorter = before.expiresAt!.getTime() - after.expiresAt!.getTime();
    expect(Math.round(shorter / DAY)).toBe(5);
    // the freeze started 2 days ago: another one is allowed
    expect((await info(ivan, pack)).frost.can_frost).toBe(true);
  });
});
