// Issue 30: behind the load balancer every request comes from its address. With TRUST_PROXY set
// to it, the client's address is the one it forwards, so one club is not one address for the
// per-address limits; from anyone else the header is ignored, so a client cannot choose an
// address per guess. The same rule for every place that reads an address: sign-in, recovery,
// tracking, the log.
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { users } from '../db/schema';
import { DEMO_PASSWORD } from '../db/seed';
import { buildTrackingApp } from '../modules/tracking/app';
import { createTestDb, SERVER_ROOT, testConfig, type TestDb } from '../test/helpers';
import { trustedProxies } from './client-address';
import { hashPassword } from './crypto';
import { loggerOptions } from './log';

const LOCKED = 'Слишком много попыток входа. Попробуй позже.';
/** the balancer: where inject's requests come from unless told otherwise */
const BALANCER = '127.0.0.1';
/** a client reaching the API directly, not through the balancer */
const STRANGER = '198.51.100.7';

describe('TRUST_PROXY', () => {
  it('takes addresses and CIDR ranges, comma separated', () => {
    expect(trustedProxies(undefined)).toEqual([]);
    expect(trustedProxies(' ')).toEqual([]);
    expect(trustedProxies('10.0.0.11, 10.0.0.12')).toEqual(['10.0.0.11', '10.0.0.12']);
    expect(trustedProxies('10.0.0.0/24,fd00::/8, ::1')).toEqual(['10.0.0.0/24', 'fd00::/8', '::1']);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }, SERVER_ROOT).trustProxy).toEqual([BALANCER]);
    // the safe default: nobody's header is read
    expect(loadConfig({}, SERVER_ROOT).trustProxy).toEqual([]);
  });

  it('refuses anything that would trust more than the balancers', () => {
    for (const value of [
      'true',
      '*',
      '1',
      '0.0.0.0/0',
      '10.0.0.0/33',
      'balancer.local',
      '10.0.0.1/',
    ])
      expect(() => trustedProxies(value)).toThrow(/TRUST_PROXY/);
  });
});

describe('the client address behind a load balancer', () => {
  let testDb: TestDb;
  let app: FastifyInstance;
  let direct: FastifyInstance;
  let members: string[];
  const config = testConfig({ trustProxy: trustedProxies(BALANCER) });
  beforeAll(async () => {
    testDb = await createTestDb();
    // the API behind the balancer, and one on the same database with no TRUST_PROXY (the default)
    app = await buildApp({ config, database: testDb.database });
    direct = await buildApp({ config: testConfig(), database: testDb.database });
    await Promise.all([app.ready(), direct.ready()]);
    // a club's members: eleven of them, each with their own phone
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    members = Array.from({ length: 11 }, (_, i) => `member${i + 1}@club.example`);
    await testDb.database.db.insert(users).values(
      members.map((email, i) => ({
        email,
        passwordHash,
        name: `Участник ${i + 1}`,
        createdAt: new Date(),
      })),
    );
  }, 180_000);
  afterAll(async () => {
    await Promise.all([app?.close(), direct?.close()]);
    await testDb?.drop();
  });

  const signIn = (
    email: string,
    password: string,
    forwardedFor: string | null,
    remoteAddress = BALANCER,
    api = app,
  ) =>
    api.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      payload: { email, password },
    });

  it("sixty wrong passwords of ten members from their phones never refuse an eleventh member's right one", async () => {
    // more wrong sign-ins in all than one address may make, fewer per member than lock one
    const perMember = 6;
    expect(10 * perMember).toBeGreaterThan(config.loginRateIpMax);
    expect(perMember).toBeLessThan(config.loginRateMax);
    let phone = 0;
    for (const email of members.slice(0, 10))
      for (let i = 0; i < perMember; i++) {
        phone += 1;
        const res = await signIn(email, `typo-${i}`, `203.0.113.${phone}`);
        expect(res.statusCode).toBe(400);
      }
    const right = await signIn(members[10], DEMO_PASSWORD, '203.0.113.200');
    expect(right.statusCode).toBe(200);
    expect(right.headers['x-auth-token']).toBeTruthy();
    // and the members who mistyped get in with their right password too
    expect((await signIn(members[0], DEMO_PASSWORD, '203.0.113.1')).statusCode).toBe(200);
  });

  it('the per-account limit still holds across forwarded addresses', async () => {
    const email = 'demo3@club.local';
    // the member's own address, known to the account from a sign-in before the guessing
    expect((await signIn(email, DEMO_PASSWORD, '198.51.100.7')).statusCode).toBe(200);
    // guesses spread over forwarded addresses, a few from each (under the per-address limits)
    const perAddress = Math.max(1, config.loginRateMax - 1);
    for (let i = 0; i < config.loginRateAccountMax; i++) {
      const from = `192.0.2.${Math.floor(i / perAddress) + 1}`;
      expect((await signIn(email, 'guess-guess', from)).statusCode).toBe(400);
    }
    // the cap counts every forwarded address: a new one is refused, even with the right password
    const locked = await signIn(email, DEMO_PASSWORD, '192.0.2.250');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toBe(LOCKED);
    expect(locked.headers['x-auth-token']).toBeUndefined();
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // while the member's own address still gets its password checked
    expect((await signIn(email, DEMO_PASSWORD, '198.51.100.7')).statusCode).toBe(200);
  });

  it("a client's own X-Forwarded-For earns it no extra guesses: not when it reaches the API directly…", async () => {
    for (let i = 0; i < config.loginRateIpMax; i++) {
      const forged = `203.0.113.${i + 1}`;
      const res = await signIn(`nobody${i}@club.example`, 'guess-guess', forged, STRANGER);
      expect(res.statusCode).toBe(400);
    }
    const res = await signIn('demo4@club.local', DEMO_PASSWORD, '192.0.2.99', STRANGER);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe(LOCKED);
  });

  it('…nor through the balancer, which forwards the address it saw (read from the right)', async () => {
    const client = '192.0.2.77';
    for (let i = 0; i < config.loginRateIpMax; i++) {
      const forged = `203.0.113.${i + 1}, ${client}`;
      expect((await signIn(`someone${i}@club.example`, 'guess-guess', forged)).statusCode).toBe(
        400,
      );
    }
    const res = await signIn('demo4@club.local', DEMO_PASSWORD, `203.0.113.222, ${client}`);
    expect(res.statusCode).toBe(429);
  });

  it('…nor without TRUST_PROXY (the default), where even the balancer is just a connection', async () => {
    const from = '192.0.2.150';
    for (let i = 0; i < config.loginRateIpMax; i++) {
      const res = await signIn(`anyone${i}@club.example`, 'guess', `203.0.113.${i}`, from, direct);
      expect(res.statusCode).toBe(400);
    }
    const res = await signIn('demo4@club.local', DEMO_PASSWORD, '203.0.113.250', from, direct);
    expect(res.statusCode).toBe(429);
  });

  it('the recovery limit counts per forwarded address behind the balancer, per connection otherwise', async () => {
    const ask = (forwardedFor: string, remoteAddress = BALANCER) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/pass_recovery',
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { email: 'nobody@club.example' },
      });
    for (let i = 0; i <= config.recoveryRateMax; i++)
      expect((await ask(`203.0.114.${i + 1}`)).statusCode).toBe(200);
    for (let i = 0; i < config.recoveryRateMax; i++)
      expect((await ask(`203.0.114.${i + 1}`, '198.51.100.8')).statusCode).toBe(200);
    expect((await ask('203.0.114.250', '198.51.100.8')).statusCode).toBe(429);
  });

  it('the tracking service follows the same rule', async () => {
    const rateMax = 3;
    const tracking = await buildTrackingApp(
      testDb.database.db,
      {},
      {
        rateMax,
        sessions: { idleMs: config.sessionIdleMs, rememberIdleMs: config.sessionRememberIdleMs },
        trustedProxies: config.trustProxy,
      },
    );
    try {
      const send = (forwardedFor: string, remoteAddress = BALANCER) =>
        tracking.inject({
          method: 'POST',
          url: '/event',
          remoteAddress,
          headers: { 'x-forwarded-for': forwardedFor },
          payload: {
            event_time: Math.floor(Date.now() / 1000),
            project_id: 'club-web',
            event_name: 'app_opened',
            payload: { session_id: 's', path: '/' },
          },
        });
      // two phones behind the balancer: each its own allowance
      for (const phone of ['203.0.115.1', '203.0.115.2'])
        for (let i = 0; i < rateMax; i++) expect((await send(phone)).statusCode).toBe(200);
      // a stranger's forged addresses: one allowance
      for (let i = 0; i < rateMax; i++)
        expect((await send(`203.0.115.${10 + i}`, STRANGER)).statusCode).toBe(200);
      expect((await send('203.0.115.99', STRANGER)).statusCode).toBe(429);
    } finally {
      await tracking.close();
    }
  });

  it('the log names the forwarded address behind the balancer, the connection otherwise', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logged = await buildApp({
      config,
      database: testDb.database,
      logger: { ...(loggerOptions('info') as object), stream } as never,
    });
    try {
      await logged.ready();
      for (const remoteAddress of [BALANCER, STRANGER])
        await logged.inject({
          method: 'GET',
          url: '/api/faq',
          remoteAddress,
          headers: { 'x-forwarded-for': '203.0.113.45' },
        });
      const addresses = lines
        .map((l) => JSON.parse(l) as { req?: { remoteAddress?: string } })
        .flatMap((l) => (l.req?.remoteAddress ? [l.req.remoteAddress] : []));
      expect(addresses).toEqual(['203.0.113.45', STRANGER]);
    } finally {
      await logged.close();
    }
  });
});
