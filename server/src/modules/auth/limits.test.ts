// Sign-in limits (issues 15, 27): only failures count, per e-mail and address, per address, and per
// e-mail across addresses (a slower cap that an outsider cannot turn into a lockout of the member's
// own devices and addresses); a success clears its place's counter, counters survive a restart,
// every 429 says when to try again; recovery stays open.
import { buildApp } from '../../app';
import { passwordRecoveries } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed';
import { setup, testConfig, type TestContext } from '../../test/helpers';
import { answeredWorkDone } from './after-answer';
import { RECOVERY_MESSAGE } from './routes';
import { RECOVERY_LETTERS_PER_HOUR } from './limits';

const LOCKED = 'Слишком много попыток входа. Попробуй позже.';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setup({ loginRateMax: 10, loginRateIpMax: 50, loginRateAccountMax: 50 });
});
afterAll(() => ctx.close());

const signIn = (
  email: string,
  password: string,
  remoteAddress = '127.0.0.1',
  app = ctx.app,
  cookie?: string,
) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    payload: { email, password },
    headers: cookie ? { cookie } : {},
  });

/** A 429 of the sign-in: the Russian message and a Retry-After within the window. */
const expectLocked = (res: Awaited<ReturnType<typeof signIn>>, windowSeconds: number) => {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ result: null, error: { message: LOCKED } });
  expect(res.headers['x-auth-token']).toBeUndefined();
  const after = Number(res.headers['retry-after']);
  expect(after).toBeGreaterThan(0);
  expect(after).toBeLessThanOrEqual(windowSeconds);
};
const WINDOW_S = 15 * 60;
const ACCOUNT_WINDOW_S = 3600;

describe('sign-in limits', () => {
  it('ten wrong passwords from one address block the account there, even the right password', async () => {
    for (let i = 0; i < 10; i++)
      expect((await signIn('demo@club.local', `wrong-${i}`)).statusCode).toBe(400);
    expectLocked(await signIn('demo@club.local', DEMO_PASSWORD), WINDOW_S);
    expectLocked(await signIn('demo@club.local', 'wrong-again'), WINDOW_S);
  });

  it('the lockout survives a restart (the counters are in the database)', async () => {
    const restarted = await buildApp({
      config: testConfig({ loginRateMax: 10, loginRateIpMax: 50 }),
      database: ctx.testDb.database,
    });
    await restarted.ready();
    try {
      expectLocked(
        await signIn('demo@club.local', DEMO_PASSWORD, '127.0.0.1', restarted),
        WINDOW_S,
      );
    } finally {
      await restarted.close();
    }
  });

  it('a locked member can still ask for a recovery letter', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/pass_recovery',
      payload: { email: 'demo@club.local' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: { message: RECOVERY_MESSAGE }, error: null });
  });

  it('thirty correct sign-ins in a row from one address are never refused', async () => {
    for (let i = 0; i < 30; i++) {
      const res = await signIn('demo2@club.local', DEMO_PASSWORD, '10.0.0.30');
      expect(res.statusCode).toBe(200);
    }
  });

  it('a success clears the e-mail counter: nine wrong, one right, nine wrong again still open', async () => {
    for (let i = 0; i < 9; i++)
      expect((await signIn('demo2@club.local', 'nope-nope', '10.0.0.31')).statusCode).toBe(400);
    expect((await signIn('demo2@club.local', DEMO_PASSWORD, '10.0.0.31')).statusCode).toBe(200);
    for (let i = 0; i < 9; i++)
      expect((await signIn('demo2@club.local', 'nope-nope', '10.0.0.31')).statusCode).toBe(400);
    expect((await signIn('demo2@club.local', DEMO_PASSWORD, '10.0.0.31')).statusCode).toBe(200);
  });

  it("an outsider's 100 guesses from other addresses never stop the member's own phone and address", async () => {
    const email = 'demo3@club.local';
    // the member signed in before: from home (10.9.0.1) on the phone, which keeps its device cookie
    const home = await signIn(email, DEMO_PASSWORD, '10.9.0.1');
    expect(home.statusCode).toBe(200);
    const cookie = String(home.headers['set-cookie']).split(';')[0];
    expect(cookie).toMatch(/^club_device=[A-Za-z0-9_-]{32}$/);
    // an outsider guesses 100 times from 100 addresses
    const answers: number[] = [];
    for (let i = 0; i < 100; i++)
      answers.push((await signIn(email, `guess-${i}`, `10.10.${i}.1`)).statusCode);
    // the slow per-account cap counted 50 guesses, then checked no more passwords from new places
    expect(answers.filter((a) => a === 400)).toHaveLength(50);
    expect(answers.filter((a) => a === 429)).toHaveLength(50);
    // the member's phone on a new mobile address (its cookie), and any device at home, still get in
    expect((await signIn(email, DEMO_PASSWORD, '10.9.77.7', ctx.app, cookie)).statusCode).toBe(200);
    expect((await signIn(email, DEMO_PASSWORD, '10.9.0.1')).statusCode).toBe(200);
    // a new device at a new address waits for the cap's window, told how long
    expectLocked(await signIn(email, DEMO_PASSWORD, '10.11.0.1'), ACCOUNT_WINDOW_S);
    // so does the outsider, right password or not, with a cookie of their own making
    expectLocked(
      await signIn(email, 'guess-again', '10.11.0.2', ctx.app, `club_device=${'x'.repeat(32)}`),
      ACCOUNT_WINDOW_S,
    );
  });

  it("a known device still guessing is stopped by its address's limit", async () => {
    const email = 'demo6@club.local';
    const first = await signIn(email, DEMO_PASSWORD, '10.12.0.1');
    expect(first.statusCode).toBe(200);
    const cookie = String(first.headers['set-cookie']).split(';')[0];
    for (let i = 0; i < 10; i++)
      expect((await signIn(email, `guess-${i}`, '10.12.0.2', ctx.app, cookie)).statusCode).toBe(
        400,
      );
    expectLocked(await signIn(email, DEMO_PASSWORD, '10.12.0.2', ctx.app, cookie), WINDOW_S);
    // the member elsewhere is not affected
    expect((await signIn(email, DEMO_PASSWORD, '10.12.0.1')).statusCode).toBe(200);
  });

  it('the device cookie is for the sign-in calls only, never readable by scripts', async () => {
    const res = await signIn('demo2@club.local', DEMO_PASSWORD, '10.13.0.1');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^club_device=[A-Za-z0-9_-]{32}; /);
    expect(cookie).toContain('Path=/api/auth');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toMatch(/Max-Age=\d{8}/);
    // a device that has one keeps it
    const again = await signIn(
      'demo2@club.local',
      DEMO_PASSWORD,
      '10.13.0.1',
      ctx.app,
      cookie.split(';')[0],
    );
    expect(String(again.headers['set-cookie']).split(';')[0]).toBe(cookie.split(';')[0]);
  });

  it('one address guessing many accounts is blocked by the per-address limit', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < 50; i++)
      expect((await signIn(`nobody${i}@club.local`, 'guess-guess', ip)).statusCode).toBe(400);
    expectLocked(await signIn('demo4@club.local', DEMO_PASSWORD, ip), WINDOW_S);
    // the same member from their own address is fine
    expect((await signIn('demo4@club.local', DEMO_PASSWORD, '10.2.0.2')).statusCode).toBe(200);
  });
});

describe('password recovery limits', () => {
  it('refuses a flood from one address with the Russian message', async () => {
    const ip = '10.3.0.1';
    const ask = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/pass_recovery',
        remoteAddress: ip,
        payload: { email: 'nobody@club.local' },
      });
    for (let i = 0; i < 10; i++) expect((await ask()).statusCode).toBe(200);
    const limited = await ask();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe('Слишком много запросов. Попробуй позже.');
    const after = Number(limited.headers['retry-after']);
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThanOrEqual(WINDOW_S);
  });

  it('caps letters per e-mail quietly (same answer, no new letter)', async () => {
    await ctx.app.db.delete(passwordRecoveries);
    for (let i = 0; i < RECOVERY_LETTERS_PER_HOUR + 3; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/pass_recovery',
        remoteAddress: `10.4.0.${i}`,
        payload: { email: 'demo2@club.local' },
      });
      expect(res.json()).toEqual({ result: { message: RECOVERY_MESSAGE }, error: null });
      await answeredWorkDone(ctx.app.db);
    }
    // demo2@ got its hourly allowance of letters, no more
    const rows = await ctx.app.db.select().from(passwordRecoveries);
    expect(rows).toHaveLength(RECOVERY_LETTERS_PER_HOUR);
  });
});
