// The per-member cache of the hot read routes (issue 20): init, home and a course page are served
// from a member's cached rows and answers, yet every change a member could notice shows at once —
// a finished workout, a profile edit, a change made straight in the database, the time machine,
// the passing of time — in this process and in another one on the same PostgreSQL; and a member's
// cached answer never reaches another member or a closed session.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CourseCard, WorkoutDrill, WorkoutResult, WorkoutSet } from '@club/shared/contract';
import { trainingPaths } from '@club/shared/contract';
import { buildApp } from '../app';
import { postgresDatabase } from '../db/client';
import { DEMO_PASSWORD } from '../db/seed';
import { userPacks, users } from '../db/schema';
import { COURSE, member, type Member } from '../modules/training/test-kit';
import { onPostgres, setup, testConfig, type TestContext } from '../test/helpers';
import { createClock, setMemberClock } from './clock';
import { MEMBER_DATA_TTL_MS, MemberDataCache } from './member-data';

const DAY = 86_400_000;

/** Polls `check` until it holds, for at most `ms`: a NOTIFY crosses to another connection. */
async function soon(check: () => Promise<boolean>, ms = 500) {
  const until = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > until) return false;
    await new Promise((r) => setTimeout(r, 10));
  }
}

const as = (app: FastifyInstance, m: Member) => ({
  get: (url: string) => app.inject({ method: 'GET', url, headers: { 'x-auth-token': m.token } }),
  post: (url: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url, headers: { 'x-auth-token': m.token }, payload }),
});
const initOf = async (app: FastifyInstance, m: Member) =>
  (await as(app, m).get('/api/cabinet/init')).json().result;
const homeOf = async (app: FastifyInstance, m: Member) =>
  (await as(app, m).get('/api/v2/main/index')).json().result as { courses: CourseCard[] };
const pageOf = (app: FastifyInstance, m: Member, pack: number) =>
  as(app, m).get(trainingPaths.courseWeeks(pack));
const dayResults = async (app: FastifyInstance, m: Member, pack: number) =>
  (
    (await pageOf(app, m, pack)).json().result.weeks as {
      days: { id: number; result: unknown }[];
    }[]
  )
    .flatMap((w) => w.days)
    .map((d) => ({ id: d.id, result: d.result }));

const setsOf = (d: WorkoutDrill): WorkoutSet[] =>
  d.supersets ? d.supersets.laps.flatMap((l) => l.drills) : d.sets;

/** Finishes the day as planned through `app`; answers the response's status. */
async function finishDay(app: FastifyInstance, m: Member, pack: number, dayId: number) {
  const w = (await as(app, m).get(trainingPaths.drillDay(dayId, pack))).json()
    .result as WorkoutResult;
  const sets = [
    ...w.drills.filter((d) => !d.is_warmup),
    ...Object.values(w.lapsDrills ?? {}).flat(),
  ].flatMap(setsOf);
  const res = await as(app, m).post(trainingPaths.drillDay(dayId, pack), {
    attempt_id: `cache-${dayId}-${Date.now()}`,
    time: 60,
    results: sets.map((s) => ({
      set_id: s.set_id,
      count: s.max ? 10 : s.count,
      duration: s.duration,
      weight: s.weight,
    })),
  });
  return res.statusCode;
}

/** The first day of the pack without a result, read straight from the course page. */
async function dayWithoutResult(app: FastifyInstance, m: Member, pack: number) {
  const day = (await dayResults(app, m, pack)).find((d) => d.result === null);
  if (!day) throw new Error('every day has a result');
  return day.id;
}

// every wait below is far shorter than the safety-net expiry: a change seen here is a drop
beforeAll(() => expect(MEMBER_DATA_TTL_MS).toBeGreaterThanOrEqual(5_000));

describe('MemberDataCache', () => {
  it("keeps each member's values apart, and drops one member without touching another", async () => {
    const cache = new MemberDataCache(60_000);
    expect(await cache.getOrLoad(1, 'init', async () => 'anna')).toBe('anna');
    expect(await cache.getOrLoad(2, 'init', async () => 'ivan')).toBe('ivan');
    expect(await cache.getOrLoad(1, 'init', async () => 'reloaded')).toBe('anna');
    cache.drop([1]);
    expect(await cache.getOrLoad(1, 'init', async () => 'anna 2')).toBe('anna 2');
    expect(await cache.getOrLoad(2, 'init', async () => 'reloaded')).toBe('ivan');
  });

  it('serves a load that raced a drop to its waiters but never keeps it', async () => {
    const cache = new MemberDataCache(60_000);
    let release!: (v: string) => void;
    const racing = cache.getOrLoad(1, 'init', () => new Promise<string>((r) => (release = r)));
    const joined = cache.getOrLoad(1, 'init', async () => 'never');
    cache.drop([1]); // the change committed while the read was under way
    release('before the change');
    expect(await racing).toBe('before the change');
    expect(await joined).toBe('before the change');
    expect(await cache.getOrLoad(1, 'init', async () => 'after the change')).toBe(
      'after the change',
    );
    // a load started after the drop is not shared with one started before it
    let releaseOld!: (v: string) => void;
    const old = cache.getOrLoad(2, 'x', () => new Promise<string>((r) => (releaseOld = r)));
    cache.drop([2]);
    const fresh = cache.getOrLoad(2, 'x', async () => 'fresh');
    releaseOld('old');
    expect([await old, await fresh]).toEqual(['old', 'fresh']);
    expect(await cache.getOrLoad(2, 'x', async () => 'again')).toBe('fresh');
  });

  it('loads again what expired, what `fresh` refuses, and everything after clear()', async () => {
    let now = 0;
    const cache = new MemberDataCache(1_000, 10, () => now);
    await cache.getOrLoad(1, 'a', async () => 1);
    now = 999;
    expect(await cache.getOrLoad(1, 'a', async () => 2)).toBe(1);
    now = 1_000;
    expect(await cache.getOrLoad(1, 'a', async () => 3)).toBe(3);
    expect(
      await cache.getOrLoad(
        1,
        'a',
        async () => 4,
        undefined,
        (v) => v !== 3,
      ),
    ).toBe(4);
    cache.clear();
    expect(await cache.getOrLoad(1, 'a', async () => 5)).toBe(5);
  });
});

describe('cached answers in one process', () => {
  let ctx: TestContext;
  let anna: Member;
  let ivan: Member;
  beforeAll(async () => {
    ctx = await setup();
    anna = await member(ctx.app, 'demo@club.local');
    ivan = await member(ctx.app, 'demo2@club.local');
  });
  afterAll(() => ctx.close());

  it("never serves one member's cached answers to another", async () => {
    const annaPack = anna.packs[COURSE.slim];
    const ivanPack = ivan.packs[COURSE.slim];
    for (let i = 0; i < 3; i++) {
      const [a, b] = await Promise.all([initOf(ctx.app, anna), initOf(ctx.app, ivan)]);
      expect([a.profile.email, b.profile.email]).toEqual(['demo@club.local', 'demo2@club.local']);
      const [ha, hb] = await Promise.all([homeOf(ctx.app, anna), homeOf(ctx.app, ivan)]);
      expect(new Set(ha.courses.map((c) => c.user_pack_id))).toEqual(
        new Set(Object.values(anna.packs)),
      );
      expect(new Set(hb.courses.map((c) => c.user_pack_id))).toEqual(
        new Set(Object.values(ivan.packs)),
      );
      const [pa, pb] = await Promise.all([
        pageOf(ctx.app, anna, annaPack),
        pageOf(ctx.app, ivan, ivanPack),
      ]);
      expect([pa.json().result.user_pack_id, pb.json().result.user_pack_id]).toEqual([
        annaPack,
        ivanPack,
      ]);
      // Anna's page, cached just now, is still "not found" for Ivan
      const foreign = await pageOf(ctx.app, ivan, annaPack);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().error.message).toBe('Курс не найден');
    }
  });

  it('shows a finished workout on the cached course page at once', async () => {
    const pack = ivan.packs[COURSE.slim];
    const day = await dayWithoutResult(ctx.app, ivan, pack);
    // cached (asked twice)
    await pageOf(ctx.app, ivan, pack);
    expect((await dayResults(ctx.app, ivan, pack)).find((d) => d.id === day)?.result).toBeNull();
    expect(await finishDay(ctx.app, ivan, pack, day)).toBe(200);
    expect((await dayResults(ctx.app, ivan, pack)).find((d) => d.id === day)?.result).toEqual({
      stars: expect.any(Number),
      percents: 100,
    });
  });

  it('shows a profile edit in the cached init at once', async () => {
    const before = (await initOf(ctx.app, ivan)).profile;
    expect((await initOf(ctx.app, ivan)).profile).toEqual(before);
    const res = await as(ctx.app, ivan).post('/api/cabinet/profile/edit', {
      name: before.name,
      email: before.email,
      phone: before.phone,
      telegram: 'ivan_cached',
      height: 181,
      weight: before.weight,
      gender: before.gender,
      birthday: before.birthday,
      country: before.country?.id,
      country_mask: before.country_mask?.id,
      newsletter: before.newsletter,
      is_fatsecret_auth: before.is_fatsecret_auth,
    });
    expect(res.json().error).toBeNull();
    expect((await initOf(ctx.app, ivan)).profile).toMatchObject({
      telegram: 'ivan_cached',
      height: 181,
    });
  });

  it('shows changes made straight in the database (no API write site) without waiting', async () => {
    const pack = anna.packs[COURSE.slim];
    const cardOf = async () =>
      (await homeOf(ctx.app, anna)).courses.find((c) => c.user_pack_id === pack)!;
    const [up] = await ctx.app.db.select().from(userPacks).where(eq(userPacks.id, pack));
    expect((await initOf(ctx.app, anna)).profile.name).toBe('Анна Смирнова');
    expect((await cardOf()).status).toBe('ACTIVATED');
    const withResult = (await dayResults(ctx.app, anna, pack)).find((d) => d.result !== null)!;
    try {
      // users, user_packs and workout_results each tell through their trigger
      await ctx.app.db.update(users).set({ name: 'Анна Т.' }).where(eq(users.id, anna.id));
      await ctx.app.db
        .update(userPacks)
        .set({ expiresAt: new Date(Date.now() - DAY) })
        .where(eq(userPacks.id, pack));
      expect(await soon(async () => (await initOf(ctx.app, anna)).profile.name === 'Анна Т.')).toBe(
        true,
      );
      expect(await soon(async () => (await cardOf()).status === 'ELAPSED')).toBe(true);
    } finally {
      await ctx.app.db.update(users).set({ name: 'Анна Смирнова' }).where(eq(users.id, anna.id));
      await ctx.app.db
        .update(userPacks)
        .set({ expiresAt: up.expiresAt })
        .where(eq(userPacks.id, pack));
    }
    expect(await soon(async () => (await cardOf()).status === 'ACTIVATED')).toBe(true);
    expect((await initOf(ctx.app, anna)).profile.name).toBe('Анна Смирнова');
    await ctx.app.db.execute(
      sql`delete from workout_results where user_pack_id = ${pack} and day_id = ${withResult.id}`,
    );
    expect(
      await soon(
        async () =>
          (await dayResults(ctx.app, anna, pack)).find((d) => d.id === withResult.id)?.result ===
          null,
      ),
    ).toBe(true);
  });

  it('moves every cached status at once with the time machine, and back', async () => {
    const pack = anna.packs[COURSE.slim];
    expect((await pageOf(ctx.app, anna, pack)).statusCode).toBe(200);
    expect((await pageOf(ctx.app, anna, pack)).statusCode).toBe(200);
    const before = (await homeOf(ctx.app, anna)).courses.map((c) => c.status);
    try {
      await setMemberClock(ctx.app.db, anna.id, 730 * DAY);
      const later = await pageOf(ctx.app, anna, pack);
      expect(later.statusCode).toBe(400);
      expect(later.json().error.message).toBe('Срок курса истек');
      expect((await homeOf(ctx.app, anna)).courses.map((c) => c.status)).not.toContain('ACTIVATED');
      expect((await initOf(ctx.app, anna)).rest_time).toBeNull();
    } finally {
      await setMemberClock(ctx.app.db, anna.id, 0);
    }
    expect((await pageOf(ctx.app, anna, pack)).statusCode).toBe(200);
    expect((await homeOf(ctx.app, anna)).courses.map((c) => c.status)).toEqual(before);
  });

  it('serves no cached answer after a logout or a password change', async () => {
    const elena = await member(ctx.app, 'demo5@club.local');
    const other = await member(ctx.app, 'demo5@club.local');
    const pack = Object.values(elena.packs)[0];
    for (const m of [elena, other]) {
      await initOf(ctx.app, m);
      await homeOf(ctx.app, m);
      await pageOf(ctx.app, m, pack);
    }
    const res = await as(ctx.app, elena).post('/api/cabinet/profile/password', {
      old_password: DEMO_PASSWORD,
      new_password: 'newpassword5',
    });
    expect(res.statusCode).toBe(200);
    for (const url of ['/api/cabinet/init', '/api/v2/main/index', trainingPaths.courseWeeks(pack)])
      expect((await as(ctx.app, other).get(url)).statusCode).toBe(401);
    expect((await as(ctx.app, elena).post('/api/cabinet/logout', {})).statusCode).toBe(200);
    for (const url of ['/api/cabinet/init', '/api/v2/main/index', trainingPaths.courseWeeks(pack)])
      expect((await as(ctx.app, elena).get(url)).statusCode).toBe(401);
  });
});

describe('cached answers as time passes (the member clock, no write at all)', () => {
  let ctx: TestContext;
  let app: FastifyInstance;
  let nowMs = Date.now();
  let anna: Member;
  beforeAll(async () => {
    ctx = await setup();
    app = await buildApp({
      config: testConfig(),
      database: ctx.testDb.database,
      clock: createClock(ctx.testDb.database.db, () => nowMs),
    });
    await app.ready();
    anna = await member(app, 'demo@club.local');
  });
  afterAll(async () => {
    await app.close();
    await ctx.close();
  });

  it('counts the seconds left down exactly as a fresh answer would', async () => {
    const left = (await initOf(app, anna)).rest_time as number;
    expect(left).toBeGreaterThan(10);
    expect((await initOf(app, anna)).rest_time).toBe(left);
    nowMs += 5_000;
    expect((await initOf(app, anna)).rest_time).toBe(left - 5);
    const card = (await homeOf(app, anna)).courses.find((c) => c.status === 'ACTIVATED')!;
    nowMs += 1_000;
    expect(
      (await homeOf(app, anna)).courses.find((c) => c.user_pack_id === card.user_pack_id)
        ?.rest_activated_course_time,
    ).toBe(card.rest_activated_course_time! - 1);
  });

  it('closes a cached course page the moment the course ends', async () => {
    const pack = anna.packs[COURSE.slim];
    const [row] = await app.db
      .select({ expiresAt: userPacks.expiresAt })
      .from(userPacks)
      .where(eq(userPacks.id, pack));
    nowMs = row.expiresAt!.getTime() - 1;
    // a new sign-in at that moment (the first one may have been idle too long by then)
    anna = await member(app, 'demo@club.local');
    expect((await pageOf(app, anna, pack)).statusCode).toBe(200);
    expect((await pageOf(app, anna, pack)).statusCode).toBe(200);
    nowMs += 1;
    const ended = await pageOf(app, anna, pack);
    expect(ended.statusCode).toBe(400);
    expect(ended.json().error.message).toBe('Срок курса истек');
    nowMs = Date.now();
  });
});

// Runs in the PostgreSQL pass of test:all only: two processes cannot share a PGlite database.
(onPostgres ? describe : describe.skip)('cached answers in two processes', () => {
  let ctx: TestContext;
  let appB: FastifyInstance;
  let closeB: () => Promise<void>;
  let ivan: Member;
  let anna: Member;
  beforeAll(async () => {
    ctx = await setup();
    // a second API process: its own pool, its own caches, the same database
    const databaseB = postgresDatabase(ctx.testDb.url as string);
    appB = await buildApp({ config: testConfig(), database: databaseB });
    await appB.ready();
    closeB = async () => {
      await appB.close();
      await databaseB.close();
    };
    ivan = await member(ctx.app, 'demo2@club.local');
    anna = await member(ctx.app, 'demo@club.local');
  });
  afterAll(async () => {
    await closeB();
    await ctx.close();
  });

  it('a workout finished through one process shows on the page cached by the other', async () => {
    const pack = ivan.packs[COURSE.slim];
    const day = await dayWithoutResult(appB, ivan, pack);
    await pageOf(appB, ivan, pack);
    expect(await finishDay(ctx.app, ivan, pack, day)).toBe(200);
    expect(
      await soon(
        async () => (await dayResults(appB, ivan, pack)).find((d) => d.id === day)?.result !== null,
      ),
    ).toBe(true);
  });

  it('a profile change and the time machine through one process show in the other', async () => {
    await initOf(appB, anna);
    await homeOf(appB, anna);
    await ctx.app.db.execute(sql`update users set telegram = 'anna_b' where id = ${anna.id}`);
    expect(await soon(async () => (await initOf(appB, anna)).profile.telegram === 'anna_b')).toBe(
      true,
    );
    // Ivan's cached answers in B stay his
    expect((await initOf(appB, ivan)).profile.email).toBe('demo2@club.local');
    try {
      await setMemberClock(ctx.app.db, anna.id, 730 * DAY);
      expect(
        await soon(
          async () =>
            !(await homeOf(appB, anna)).courses.some((c) => c.status === 'ACTIVATED') &&
            (await initOf(appB, anna)).rest_time === null,
        ),
      ).toBe(true);
    } finally {
      await setMemberClock(ctx.app.db, anna.id, 0);
    }
    expect(
      await soon(async () =>
        (await homeOf(appB, anna)).courses.some((c) => c.status === 'ACTIVATED'),
      ),
    ).toBe(true);
  });
});
