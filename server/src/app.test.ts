// Cross-cutting behaviour: envelope on every failure, never a 500 from input, headers, static.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { feedbacks, users } from './db/schema';
import { createTestDb, loginAs, setup, testConfig, type TestContext } from './test/helpers';
import { listening, rawRequest } from './test/raw-http';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await setup();
  token = await loginAs(ctx.app);
});
afterAll(() => ctx.close());

describe('bad input never causes a 500', () => {
  it('malformed JSON -> 400 in Russian', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "demo@club.local", "password": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      result: null,
      error: { message: 'Некорректный JSON в теле запроса' },
    });
  });

  it('wrong types and odd bodies -> 400', async () => {
    const auth = { 'x-auth-token': token };
    const requests = [
      { method: 'POST', url: '/api/auth/login', payload: { email: ['a'], password: 1 } },
      { method: 'POST', url: '/api/auth/login', payload: [] },
      {
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: 'null',
      },
      {
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '"x"',
      },
      { method: 'POST', url: '/api/auth/pass_recovery', payload: { email: { $ne: 1 } } },
      {
        method: 'POST',
        url: '/api/cabinet/push_token',
        headers: auth,
        payload: { firebase_token: { a: 1 } },
      },
      { method: 'POST', url: '/api/cabinet/push_token', headers: auth },
      {
        method: 'POST',
        url: '/api/feedback/send',
        headers: auth,
        payload: {
          name: 'A',
          email: 'demo@club.local',
          category: 'abc',
          message: 'Длинное сообщение',
        },
      },
      {
        method: 'POST',
        url: '/api/feedback/send',
        headers: { ...auth, 'content-type': 'multipart/form-data; boundary=zzz' },
        payload: '--zzz\r\nContent-Disposition: form-data; name="name"\r\n\r\nbroken',
      },
      {
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'x'.repeat(300) + '@club.local', password: 'p' }),
      },
    ] as const;
    for (const r of requests) {
      const res = await ctx.app.inject(r as never);
      expect({ url: r.url, status: res.statusCode }).toEqual({ url: r.url, status: 400 });
      const body = res.json();
      expect(body.result).toBeNull();
      expect(typeof body.error.message).toBe('string');
      expect(body.error.message).toMatch(/[А-Яа-яЁё]/);
    }
    expect(await ctx.app.db.select().from(feedbacks)).toHaveLength(0);
  });

  it('schema errors are in Russian', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/cabinet/push_token',
      headers: { 'x-auth-token': token },
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^Некорректный запрос: .*firebase_token/);

    const wrongType = await ctx.app.inject({
      method: 'POST',
      url: '/api/feedback/send',
      headers: { 'x-auth-token': token },
      payload: { name: 'Анна', email: 'anna@club.ru', category: 'abc', message: 'Привет, клуб!' },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error.message).toBe(
      'Некорректный запрос: поле «category» должно быть целым числом',
    );
  });

  it('unsupported media type and huge bodies -> 4xx envelope', async () => {
    const xml = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().error.message).toBe('Неподдерживаемый формат запроса');
    const big = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.cd', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe('Слишком большой запрос');
  });

  it('unknown route -> 404 envelope', async () => {
    for (const url of ['/api/nope', '/nope', '/email_verification_api/']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ result: null, error: { message: 'Не найдено' } });
    }
  });
});

describe('unexpected errors', () => {
  it('answer 500 "Внутренняя ошибка сервера" without internals', async () => {
    const testDb = await createTestDb();
    const app = await buildApp({ config: testConfig(), database: testDb.database });
    app.get('/boom', async () => {
      throw new Error('secret internal detail');
    });
    await app.ready();
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ result: null, error: { message: 'Внутренняя ошибка сервера' } });
    expect(res.body).not.toMatch(/secret/);
    await app.close();
    await testDb.drop();
  });
});

describe('headers', () => {
  it('API answers carry helmet headers and a locked CSP', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/cabinet/init',
      headers: { 'x-auth-token': token },
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a member only ever sees their own data', async () => {
    const ivan = await loginAs(ctx.app, 'demo2@club.local');
    const members = (await ctx.app.db.select().from(users)).length;
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/cabinet/init?user_id=1&id=1',
      headers: { 'x-auth-token': ivan },
    });
    expect(res.json().result.profile.email).toBe('demo2@club.local');
    expect((await ctx.app.db.select().from(users)).length).toBe(members);
  });
});

describe('static shell (SHELL_DIST)', () => {
  let dir: string;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'club-shell-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>club</title>');
    writeFileSync(
      path.join(dir, 'remotes.json'),
      '{"mf_account":"http://localhost:3004/mf-manifest.json"}',
    );
    writeFileSync(path.join(dir, 'config.json'), '{"trackingUrl":"http://localhost:8084/event"}');
    writeFileSync(path.join(dir, 'main.1234abcd.js'), 'console.log(1)');
    const testDb = await createTestDb();
    app = await buildApp({ config: testConfig({ shellDist: dir }), database: testDb.database });
    await app.ready();
    close = async () => {
      await app.close();
      await testDb.drop();
      rmSync(dir, { recursive: true, force: true });
    };
  });
  afterAll(() => close());

  it('serves index, runtime manifests without cache, SPA fallback, and the API', async () => {
    const index = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<title>club</title>');
    expect(index.headers['content-security-policy']).toContain("script-src 'self'");

    const remotes = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(remotes.headers['cache-control']).toBe('no-cache');
    expect(remotes.json()).toEqual({ mf_account: 'http://localhost:3004/mf-manifest.json' });
    const config = await app.inject({ method: 'GET', url: '/config.json' });
    expect(config.headers['cache-control']).toBe('no-cache');
    const hashed = await app.inject({ method: 'GET', url: '/main.1234abcd.js' });
    expect(hashed.headers['cache-control']).toMatch(/immutable/);

    const deep = await app.inject({
      method: 'GET',
      url: '/course/12',
      headers: { accept: 'text/html' },
    });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('<title>club</title>');

    const api404 = await app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { accept: 'text/html' },
    });
    expect(api404.statusCode).toBe(404);
    expect(api404.json().error.message).toBe('Не найдено');
    const api401 = await app.inject({ method: 'GET', url: '/api/cabinet/init' });
    expect(api401.statusCode).toBe(401);
    const missingAsset = await app.inject({
      method: 'GET',
      url: '/missing.js',
      headers: { accept: '*/*' },
    });
    expect(missingAsset.statusCode).toBe(404);
  });

  it('an unknown path the router reads as under /api is answered as the API, never as the page', async () => {
    for (const url of [
      '/%61pi/nope',
      '/api/%74esters/nope',
      '/%61pi',
      '/%65mail_verification_api/a/b',
    ])
      for (const accept of ['text/html', '*/*']) {
        const res = await app.inject({ method: 'GET', url, headers: { accept } });
        expect([url, res.statusCode, res.json().error.message]).toEqual([url, 404, 'Не найдено']);
      }
  });

  it('the page is only ever sent with its policy, whatever the path form', async () => {
    // on a real socket: inject() would resolve the dot segments before the router sees them
    const port = await listening(app);
    for (const url of [
      '/index.html',
      '/./index.html',
      '/%69ndex.html',
      '/index.html/x/..',
      '/index.html/x/%2e%2e',
      '/index.html/.',
      '/x/../index.html',
      '/index%2Ehtml',
    ]) {
      const res = await rawRequest(port, 'GET', url, { accept: 'text/html' });
      if (res.body.toString().includes('<title>club</title>'))
        expect([url, String(res.headers['content-security-policy'])]).toEqual([
          url,
          expect.stringContaining("script-src 'self'"),
        ]);
    }
  });
});
