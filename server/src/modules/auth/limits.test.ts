// Sign-in limits (issue 15): only failures count, per e-mail across addresses and per address, a
// success clears the e-mail's counter, counters survive a restart; recovery stays open.
import { buildApp } from '../../app';
import { passwordRecoveries } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed';
import { setup, testConfig, type TestContext } from '../../test/helpers';
import { RECOVERY_MESSAGE } from './routes';
import { RECOVERY_LETTERS_PER_HOUR } from './limits';

const LOCKED = 'Слишком много попыток входа. Попробуй позже.';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setup({ loginRateMax: 10, loginRateIpMax: 50 });
});
afterAll(() => ctx.close());

const signIn = (email: string, password: string, remoteAddress = '127.0.0.1', app = ctx.app) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    payload: { email, password },
  });

describe('sign-in limits', () => {
  it('ten wrong passwords block the account, even for the right password', async () => {
    for (let i = 0; i < 10; i++)
      expect((await signIn('demo@club.local', `wrong-${i}`)).statusCode).toBe(400);
    const locked = await signIn('demo@club.local', DEMO_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ result: null, error: { message: LOCKED } });
    expect(locked.headers['x-auth-token']).toBeUndefined();
  });

  it('the lockout survives a restart (the counters are in the database)', async () => {
    const restarted = await buildApp({
      config: testConfig({ loginRateMax: 10, loginRateIpMax: 50 }),
      database: ctx.testDb.database,
    });
    await restarted.ready();
    try {
      const res = await signIn('demo@club.local', DEMO_PASSWORD, '127.0.0.1', restarted);
      expect(res.statusCode).toBe(429);
      expect(res.json().error.message).toBe(LOCKED);
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

  it('wrong passwords spread over many addresses still block the account', async () => {
    const email = 'demo3@club.local';
    for (let i = 0; i < 10; i++)
      expect((await signIn(email, 'guess-guess', `10.1.${i}.1`)).statusCode).toBe(400);
    const res = await signIn(email, DEMO_PASSWORD, '10.1.200.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe(LOCKED);
  });

  it('one address guessing many accounts is blocked by the per-address limit', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < 50; i++)
      expect((await signIn(`nobody${i}@club.local`, 'guess-guess', ip)).statusCode).toBe(400);
    expect((await signIn('demo4@club.local', DEMO_PASSWORD, ip)).statusCode).toBe(429);
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
    }
    // demo2@ got its hourly allowance of letters, no more
    const rows = await ctx.app.db.select().from(passwordRecoveries);
    expect(rows).toHaveLength(RECOVERY_LETTERS_PER_HOUR);
  });
});
