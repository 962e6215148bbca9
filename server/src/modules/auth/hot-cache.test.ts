// The per-process caches of the hot path (issue 20): a token's session and a member's clock are
// cached, yet a logout, a password change and the tester time machine take effect at once, in this
// process and in every other one on the same PostgreSQL; a cached value never reaches another
// member. (Idle expiry of a cached session: sessions.test.ts.)
import type { FastifyInstance } from 'fastify';
import type { CourseCard } from '@club/shared/contract';
import { buildApp } from '../../app';
import { postgresDatabase } from '../../db/client';
import { DEMO_PASSWORD } from '../../db/seed';
import { HOT_TTL_MS } from '../../lib/hot-cache';
import { setMemberClock } from '../../lib/clock';
import { loginAs, onPostgres, setup, testConfig, type TestContext } from '../../test/helpers';

const DAY = 86400_000;

const get = (app: FastifyInstance, url: string, token: string) =>
  app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });
const init = (app: FastifyInstance, token: string) => get(app, '/api/cabinet/init', token);
const logout = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'POST', url: '/api/cabinet/logout', headers: { 'x-auth-token': token } });
const changePassword = (app: FastifyInstance, token: string, from: string, to: string) =>
  app.inject({
    method: 'POST',
    url: '/api/cabinet/profile/password',
    headers: { 'x-auth-token': token },
    payload: { old_password: from, new_password: to },
  });

async function homeStatuses(app: FastifyInstance, token: string) {
  const res = await get(app, '/api/v2/main/index', token);
  expect(res.statusCode).toBe(200);
  return (res.json().result.courses as CourseCard[]).map((c) => c.status);
}

async function restTime(app: FastifyInstance, token: string): Promise<number | null> {
  const res = await init(app, token);
  expect(res.statusCode).toBe(200);
  return res.json().result.rest_time;
}

/** Polls `check` until it holds, for at most `ms`: a NOTIFY crosses to another process. */
async function soon(check: () => Promise<boolean>, ms: number) {
  const until = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > until) return false;
    await new Promise((r) => setTimeout(r, 10));
  }
}

// the caches keep entries far longer than any wait below: a refusal seen here is a drop
beforeAll(() => expect(HOT_TTL_MS).toBeGreaterThanOrEqual(5_000));

describe('cached sessions and clocks in one process', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await setup();
  });
  afterAll(() => ctx.close());

  it('serves each token its own member, however often they alternate', async () => {
    const anna = await loginAs(ctx.app, 'demo@club.local');
    const ivan = await loginAs(ctx.app, 'demo2@club.local');
    for (let i = 0; i < 3; i++) {
      const [a, b] = await Promise.all([init(ctx.app, anna), init(ctx.app, ivan)]);
      expect(a.json().result.profile.email).toBe('demo@club.local');
      expect(b.json().result.profile.email).toBe('demo2@club.local');
      expect(a.json().result.profile.name).toBe('Анна Смирнова');
      expect(b.json().result.profile.name).toBe('Иван Петров');
    }
  });

  it('refuses a cached token at once after its logout, and keeps the other sessions', async () => {
    const token = await loginAs(ctx.app);
    const other = await loginAs(ctx.app);
    expect((await init(ctx.app, token)).statusCode).toBe(200);
    expect((await init(ctx.app, token)).statusCode).toBe(200);
    expect((await logout(ctx.app, token)).statusCode).toBe(200);
    expect((await init(ctx.app, token)).statusCode).toBe(401);
    expect((await get(ctx.app, '/api/v2/main/index', token)).statusCode).toBe(401);
    expect((await init(ctx.app, other)).statusCode).toBe(200);
  });

  it("refuses the member's other cached sessions at once after a password change", async () => {
    const mine = await loginAs(ctx.app, 'demo5@club.local');
    const other = await loginAs(ctx.app, 'demo5@club.local');
    expect((await init(ctx.app, other)).statusCode).toBe(200);
    const res = await changePassword(ctx.app, mine, DEMO_PASSWORD, 'newpassword5');
    expect(res.statusCode).toBe(200);
    expect((await init(ctx.app, other)).statusCode).toBe(401);
    expect((await init(ctx.app, mine)).statusCode).toBe(200);
    expect((await changePassword(ctx.app, mine, 'newpassword5', DEMO_PASSWORD)).statusCode).toBe(
      200,
    );
  });

  it('moves every status at once with the time machine, and back', async () => {
    const token = await loginAs(ctx.app);
    const member = (await init(ctx.app, token)).json().result.profile.id as number;
    const before = await homeStatuses(ctx.app, token);
    expect(before).toContain('ACTIVATED');
    expect(await restTime(ctx.app, token)).toBeGreaterThan(0);
    try {
      // two years later every course has ended
      await setMemberClock(ctx.app.db, member, 730 * DAY);
      const later = await homeStatuses(ctx.app, token);
      expect(later.filter((s) => s === 'ACTIVATED' || s === 'FROSTED')).toEqual([]);
      expect(await restTime(ctx.app, token)).toBeNull();
    } finally {
      await setMemberClock(ctx.app.db, member, 0);
    }
    expect(await homeStatuses(ctx.app, token)).toEqual(before);
  });
});

// Runs in the PostgreSQL pass of test:all only: two processes cannot share a PGlite database.
(onPostgres ? describe : describe.skip)('cached sessions and clocks in two processes', () => {
  let ctx: TestContext;
  let appB: FastifyInstance;
  let closeB: () => Promise<void>;
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
  });
  afterAll(async () => {
    await closeB();
    await ctx.close();
  });

  it('a logout in one process refuses the token in the other at once', async () => {
    const token = await loginAs(ctx.app);
    // cached in B
    expect((await init(appB, token)).statusCode).toBe(200);
    expect((await init(appB, token)).statusCode).toBe(200);
    expect((await logout(ctx.app, token)).statusCode).toBe(200);
    expect(await soon(async () => (await init(appB, token)).statusCode === 401, 500)).toBe(true);
  });

  it("a password change in one process refuses the member's other sessions in the other", async () => {
    const mine = await loginAs(ctx.app, 'demo2@club.local');
    const other = await loginAs(appB, 'demo2@club.local');
    expect((await init(appB, other)).statusCode).toBe(200);
    expect((await changePassword(ctx.app, mine, DEMO_PASSWORD, 'newpassword2')).statusCode).toBe(
      200,
    );
    expect(await soon(async () => (await init(appB, other)).statusCode === 401, 500)).toBe(true);
    expect((await init(appB, mine)).statusCode).toBe(200);
  });

  it('the time machine moved through one process moves the statuses served by the other', async () => {
    const token = await loginAs(appB);
    const member = (await init(appB, token)).json().result.profile.id as number;
    const before = await homeStatuses(appB, token);
    expect(before).toContain('ACTIVATED');
    try {
      await setMemberClock(ctx.app.db, member, 730 * DAY);
      const moved = await soon(
        async () => !(await homeStatuses(appB, token)).includes('ACTIVATED'),
        500,
      );
      expect(moved).toBe(true);
      expect(await restTime(appB, token)).toBeNull();
    } finally {
      await setMemberClock(ctx.app.db, member, 0);
    }
    expect(
      await soon(async () => (await homeStatuses(appB, token)).includes('ACTIVATED'), 500),
    ).toBe(true);
  });
});
