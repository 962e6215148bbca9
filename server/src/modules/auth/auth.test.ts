import { eq } from 'drizzle-orm';
import { emailVerifications, passwordRecoveries, sessions, users } from '../../db/schema';
import { DEMO2_VERIFY_HASH } from '../../db/seed';
import { sha256 } from '../../lib/crypto';
import { loginAs, setup, type TestContext } from '../../test/helpers';
import { answeredWorkDone } from './after-answer';
import { RECOVERY_MESSAGE } from './routes';
import { VERIFY_FAILED } from './email-verification';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setup({ loginRateMax: 5 });
});
afterAll(() => ctx.close());

describe('login', () => {
  it('sets x-auth-token (exposed) and stores only its hash', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'demo@club.local', password: 'demo12345' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: { message: expect.any(String) }, error: null });
    const token = res.headers['x-auth-token'] as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(String(res.headers['access-control-expose-headers'])).toMatch(/x-auth-token/i);
    const rows = await ctx.app.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash === sha256(token))).toBe(true);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
  });

  it('accepts x-www-form-urlencoded and multipart forms', async () => {
    const form = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=demo2%40club.local&password=demo12345',
    });
    expect(form.statusCode).toBe(200);
    expect(form.headers['x-auth-token']).toBeTruthy();

    const boundary = '----clubtest';
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\ndemo2@club.local\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="password"\r\n\r\ndemo12345\r\n` +
      `--${boundary}--\r\n`;
    const multi = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(multi.statusCode).toBe(200);
    expect(multi.headers['x-auth-token']).toBeTruthy();
  });

  it('rejects a wrong password with the Russian message', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'demo@club.local', password: 'wrong-password' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ result: null, error: { message: 'Неверный email или пароль' } });
    expect(res.headers['x-auth-token']).toBeUndefined();
  });

  it('checks the form with the spec texts', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: '', password: 'x' }, 'Не заполнено поле email'],
      [{ password: 'x' }, 'Не заполнено поле email'],
      [{ email: 'nope@club', password: 'x' }, 'Некорректный email'],
      [{ email: 'demo@club.local', password: '' }, 'Не заполнено поле пароль'],
    ];
    for (const [payload, message] of cases) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
  });

  it('limits failed attempts per e-mail with a Russian message', async () => {
    const attempt = (email: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'bad-password' },
      });
    for (let i = 0; i < 5; i++) expect((await attempt('victim@club.local')).statusCode).toBe(400);
    const limited = await attempt('victim@club.local');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      result: null,
      error: { message: 'Слишком много попыток входа. Попробуй позже.' },
    });
    // another e-mail from the same address still gets through to the credential check
    expect((await attempt('other@club.local')).statusCode).toBe(400);
  });
});

describe('auth guard and logout', () => {
  it('answers 401 without a token, with an unknown one and after logout', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/api/cabinet/init' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ result: null, error: { message: 'Требуется авторизация' } });

    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/cabinet/init',
      headers: { 'x-auth-token': 'not-a-token' },
    });
    expect(unknown.statusCode).toBe(401);

    const token = await loginAs(ctx.app);
    const before = await ctx.app.inject({
      method: 'GET',
      url: '/api/cabinet/init',
      headers: { 'x-auth-token': token },
    });
    expect(before.statusCode).toBe(200);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/cabinet/logout',
      headers: { 'x-auth-token': token },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json().error).toBeNull();
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/cabinet/init',
      headers: { 'x-auth-token': token },
    });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.message).toBe('Требуется авторизация');
  });
});

describe('password recovery', () => {
  it('validates with the spec texts', async () => {
    for (const [email, message] of [
      ['', 'Не заполнено поле email'],
      ['broken', 'Не валидный email'],
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/pass_recovery',
        payload: { email },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ result: null, error: { message } });
    }
  });

  it('answers neutrally and stores a hashed request only for known e-mails', async () => {
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/pass_recovery',
      payload: { email: 'nobody@club.local' },
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ result: { message: RECOVERY_MESSAGE }, error: null });
    await answeredWorkDone(ctx.app.db);
    expect(await ctx.app.db.select().from(passwordRecoveries)).toHaveLength(0);

    const known = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/pass_recovery',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=demo%40club.local',
    });
    expect(known.json()).toEqual(unknown.json());
    // the link is written after the answer
    await answeredWorkDone(ctx.app.db);
    const rows = await ctx.app.db.select().from(passwordRecoveries);
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].expiresAt.getTime()).toBeGreaterThan(Date.now());
  });
});

describe('e-mail verification', () => {
  it('rejects an unknown hash', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/email_verification_api/nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ result: null, error: { message: VERIFY_FAILED } });
  });

  it('rejects an expired hash', async () => {
    const [ivan] = await ctx.app.db.select().from(users).where(eq(users.email, 'demo2@club.local'));
    await ctx.app.db.insert(emailVerifications).values({
      userId: ivan.id,
      hashDigest: sha256('old-hash'),
      expiresAt: new Date(Date.now() - 1000),
      createdAt: new Date(Date.now() - 86400_000),
    });
    const res = await ctx.app.inject({ method: 'POST', url: '/email_verification_api/old-hash' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(VERIFY_FAILED);
  });

  it('verifies the seeded hash once and clears need_email_verify', async () => {
    const token = await loginAs(ctx.app, 'demo2@club.local');
    const init = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/cabinet/init',
          headers: { 'x-auth-token': token },
        })
      ).json().result.profile.need_email_verify;
    expect(await init()).toBe(true);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/email_verification_api/${DEMO2_VERIFY_HASH}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: { message: expect.any(String) }, error: null });
    expect(await init()).toBe(false);
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/email_verification_api/${DEMO2_VERIFY_HASH}`,
    });
    expect(again.statusCode).toBe(400);
  });
});
