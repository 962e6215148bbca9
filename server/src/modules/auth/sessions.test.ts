// Sessions that end (issue 15): idle expiry (longer with "remember me"), and a realtime stream
// closed at once when its session ends (logout, password change, expiry) in every API process.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { postgresDatabase } from '../../db/client';
import { DEMO_PASSWORD } from '../../db/seed';
import { createClock } from '../../lib/clock';
import { loginAs, onPostgres, setup, testConfig, type TestContext } from '../../test/helpers';

const HOUR = 3600_000;

async function signIn(app: FastifyInstance, email: string, remember?: boolean) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: DEMO_PASSWORD, ...(remember === undefined ? {} : { remember }) },
  });
  expect(res.statusCode).toBe(200);
  return res.headers['x-auth-token'] as string;
}

const init = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/cabinet/init', headers: { 'x-auth-token': token } });

/** Opens the SSE stream over real HTTP; `ended` settles when the server closes it. */
async function openStream(app: FastifyInstance, token: string) {
  const { port } = app.server.address() as AddressInfo;
  const req = http.get({
    host: '127.0.0.1',
    port,
    path: '/api/cabinet/stream',
    headers: { 'x-auth-token': token, accept: 'text/event-stream' },
  });
  const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
    req.on('response', resolve);
    req.on('error', reject);
  });
  let body = '';
  res.setEncoding('utf8');
  const ended = new Promise<void>((resolve) => {
    res.on('data', (chunk: string) => (body += chunk));
    res.on('end', () => resolve());
    res.on('close', () => resolve());
    res.on('error', () => resolve());
  });
  let isEnded = false;
  void ended.then(() => (isEnded = true));
  return {
    status: res.statusCode,
    body: () => body,
    ended,
    isEnded: () => isEnded,
    close: () => req.destroy(),
  };
}

const within = <T>(p: Promise<T>, ms: number, what: string) =>
  Promise.race([
    p,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what}: timed out`)), ms),
    ),
  ]);

describe('idle expiry', () => {
  let ctx: TestContext;
  let nowMs = Date.now();
  let app: FastifyInstance;
  beforeAll(async () => {
    ctx = await setup();
    app = await buildApp({
      config: testConfig({ sessionIdleMs: 12 * HOUR, sessionRememberIdleMs: 30 * 24 * HOUR }),
      database: ctx.testDb.database,
      clock: createClock(ctx.testDb.database.db, () => nowMs),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await ctx.close();
  });

  it('without "remember me" a session ends after 12 idle hours; each request keeps it alive', async () => {
    const token = await signIn(app, 'demo@club.local', false);
    nowMs += 11 * HOUR;
    expect((await init(app, token)).statusCode).toBe(200);
    nowMs += 11 * HOUR; // 22 h after sign-in, 11 h after the last request
    expect((await init(app, token)).statusCode).toBe(200);
    nowMs += 12 * HOUR + 1000;
    const expired = await init(app, token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.message).toBe('Требуется авторизация');
    nowMs -= 12 * HOUR; // ended for good, even if the clock went back
    expect((await init(app, token)).statusCode).toBe(401);
  });

  it('with "remember me" (the default of the form) it lasts 30 idle days', async () => {
    const token = await signIn(app, 'demo@club.local', true);
    const implicit = await signIn(app, 'demo2@club.local');
    nowMs += 29 * 24 * HOUR;
    expect((await init(app, token)).statusCode).toBe(200);
    expect((await init(app, implicit)).statusCode).toBe(200);
    nowMs += 30 * 24 * HOUR + 1000;
    expect((await init(app, token)).statusCode).toBe(401);
    expect((await init(app, implicit)).statusCode).toBe(401);
  });
});

describe('realtime streams end with their session (one process)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await setup({ sessionIdleMs: 1500, streamsPerSession: 2 });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => ctx.close());

  it('closes at once on logout, and the token is refused', async () => {
    const token = await signIn(ctx.app, 'demo@club.local', true);
    const stream = await openStream(ctx.app, token);
    expect(stream.status).toBe(200);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/cabinet/logout',
      headers: { 'x-auth-token': token },
    });
    expect(out.statusCode).toBe(200);
    await within(stream.ended, 3000, 'stream close after logout');
    expect(ctx.app.realtime.hub.connectionCount()).toBe(0);
    expect((await init(ctx.app, token)).statusCode).toBe(401);
  });

  it("closes the member's other sessions' streams on a password change, not the changer's", async () => {
    const other = await signIn(ctx.app, 'demo3@club.local', true);
    const mine = await signIn(ctx.app, 'demo3@club.local', true);
    const otherStream = await openStream(ctx.app, other);
    const myStream = await openStream(ctx.app, mine);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/cabinet/profile/password',
      headers: { 'x-auth-token': mine },
      payload: { old_password: DEMO_PASSWORD, new_password: 'newpassword1' },
    });
    expect(res.statusCode).toBe(200);
    await within(otherStream.ended, 3000, 'stream close after password change');
    await new Promise((r) => setTimeout(r, 200));
    expect(myStream.isEnded()).toBe(false);
    myStream.close();
  });

  it('closes when the session expires idle (an open stream does not keep it alive)', async () => {
    const token = await signIn(ctx.app, 'demo2@club.local', false);
    const started = Date.now();
    const stream = await openStream(ctx.app, token);
    await within(stream.ended, 5000, 'stream close at idle expiry');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect((await init(ctx.app, token)).statusCode).toBe(401);
  });

  it('caps open streams per session', async () => {
    const token = await loginAs(ctx.app, 'demo4@club.local');
    const a = await openStream(ctx.app, token);
    const b = await openStream(ctx.app, token);
    const c = await openStream(ctx.app, token);
    expect([a.status, b.status, c.status]).toEqual([200, 200, 429]);
    // another session of the same member is not affected
    const d = await openStream(ctx.app, await loginAs(ctx.app, 'demo4@club.local'));
    expect(d.status).toBe(200);
    [a, b, c, d].forEach((s) => s.close());
  });
});

// Two API processes on one PostgreSQL (like realtime.test.ts): PGlite is one in-process database.
(onPostgres ? describe : describe.skip)('streams end in every process (PostgreSQL)', () => {
  let ctx: TestContext;
  let appB: FastifyInstance;
  let closeB: () => Promise<void>;
  beforeAll(async () => {
    ctx = await setup();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const databaseB = postgresDatabase(ctx.testDb.url as string);
    appB = await buildApp({ config: testConfig(), database: databaseB });
    await appB.listen({ port: 0, host: '127.0.0.1' });
    closeB = async () => {
      await appB.close();
      await databaseB.close();
    };
  });
  afterAll(async () => {
    await closeB();
    await ctx.close();
  });

  it('a logout through instance B closes the stream open on instance A', async () => {
    const token = await signIn(ctx.app, 'demo@club.local');
    const onA = await openStream(ctx.app, token);
    expect(onA.status).toBe(200);
    const out = await appB.inject({
      method: 'POST',
      url: '/api/cabinet/logout',
      headers: { 'x-auth-token': token },
    });
    expect(out.statusCode).toBe(200);
    await within(onA.ended, 3000, 'stream on A after logout on B');
  });

  it('a password change through A closes the other session streaming from B', async () => {
    const other = await signIn(appB, 'demo2@club.local');
    const mine = await signIn(ctx.app, 'demo2@club.local');
    const onB = await openStream(appB, other);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/cabinet/profile/password',
      headers: { 'x-auth-token': mine },
      payload: { old_password: DEMO_PASSWORD, new_password: 'newpassword2' },
    });
    expect(res.statusCode).toBe(200);
    await within(onB.ended, 3000, 'stream on B after password change on A');
    expect((await init(appB, other)).statusCode).toBe(401);
  });
});
