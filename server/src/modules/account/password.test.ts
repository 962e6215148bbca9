import { and, eq, isNull } from 'drizzle-orm';
import { sessions, users } from '../../db/schema';
import { loginAs, setup, type TestContext } from '../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setup();
});
afterAll(() => ctx.close());

const change = (token: string, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/cabinet/profile/password',
    headers: { 'x-auth-token': token },
    payload,
  });
const init = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/cabinet/init', headers: { 'x-auth-token': token } });
const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('password change rules', () => {
  let token: string;
  beforeAll(async () => {
    token = await loginAs(ctx.app, 'demo2@club.local');
  });

  it.each([
    [{ old_password: '', new_password: 'newpass123' }, 1, 'Заполните поле.'],
    [{ new_password: 'newpass123' }, 1, 'Заполните поле.'],
    [
      { old_password: 'демо12345', new_password: 'newpass123' },
      1,
      'Пароль может содержать только латинские буквы и цифры.',
    ],
    [{ old_password: 'demo12345', new_password: '' }, 2, 'Заполните поле.'],
    [{ old_password: 'demo12345', new_password: 'short1' }, 2, 'Минимум 8 символов.'],
    [
      { old_password: 'demo12345', new_password: 'new-pass_123' },
      2,
      'Пароль может содержать только латинские буквы и цифры.',
    ],
    [
      { old_password: 'demo12345', new_password: 'пароль12345' },
      2,
      'Пароль может содержать только латинские буквы и цифры.',
    ],
    [{ old_password: 'wrongpass1', new_password: 'newpass123' }, 1, 'Неверный старый пароль'],
  ])('%j -> code %i "%s"', async (payload, code, message) => {
    const res = await change(token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ result: null, error: { message, code } });
    // the password did not change
    expect((await login('demo2@club.local', 'demo12345')).statusCode).toBe(200);
  });
});

describe('a good password change', () => {
  it('signs the other sessions out, keeps the current one, and the new password signs in', async () => {
    const current = await loginAs(ctx.app, 'demo@club.local');
    const otherDevice = await loginAs(ctx.app, 'demo@club.local');
    const ivan = await loginAs(ctx.app, 'demo2@club.local');

    const res = await change(current, { old_password: 'demo12345', new_password: 'Newpass2024' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: { message: 'Пароль изменен!' }, error: null });

    expect((await init(current)).statusCode).toBe(200);
    expect((await init(otherDevice)).statusCode).toBe(401);
    // another member's sessions are untouched
    expect((await init(ivan)).statusCode).toBe(200);

    expect((await login('demo@club.local', 'demo12345')).statusCode).toBe(400);
    expect((await login('demo@club.local', 'Newpass2024')).statusCode).toBe(200);

    const [anna] = await ctx.app.db.select().from(users).where(eq(users.email, 'demo@club.local'));
    expect(anna.passwordHash).toMatch(/^scrypt\$/);
    expect(anna.passwordHash).not.toContain('Newpass2024');
    const live = await ctx.app.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, anna.id), isNull(sessions.revokedAt)));
    // the current session and the one just signed in with the new password
    expect(live).toHaveLength(2);
  });

  it('needs a signed-in member', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/cabinet/profile/password',
      payload: { old_password: 'demo12345', new_password: 'Newpass2024' },
    });
    expect(res.statusCode).toBe(401);
  });
});
