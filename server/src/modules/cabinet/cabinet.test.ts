import { Value } from '@sinclair/typebox/value';
import { InitResult, MainIndexResult } from '@club/shared/contract';
import { pushTokens } from '../../db/schema';
import { loginAs, setup, type TestContext } from '../../test/helpers';

let ctx: TestContext;
let anna: string;
let ivan: string;
beforeAll(async () => {
  ctx = await setup();
  anna = await loginAs(ctx.app, 'demo@club.local');
  ivan = await loginAs(ctx.app, 'demo2@club.local');
});
afterAll(() => ctx.close());

const get = (url: string, token: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });

describe('GET /api/cabinet/init', () => {
  it("returns the caller's own profile only", async () => {
    const a = (await get('/api/cabinet/init', anna)).json();
    const b = (await get('/api/cabinet/init', ivan)).json();
    expect(a.error).toBeNull();
    expect(Value.Check(InitResult, a.result)).toBe(true);
    expect(Value.Check(InitResult, b.result)).toBe(true);
    expect(a.result.profile).toMatchObject({
      email: 'demo@club.local',
      name: 'Анна Смирнова',
      gender: 0,
      need_email_verify: false,
    });
    expect(a.result.not_active_options).toEqual([]);
    // seconds left on the most recently activated running course ("Сильное тело": 27 days)
    expect(Math.round(a.result.rest_time / 86400)).toBe(27);
    expect(b.result.profile).toMatchObject({
      email: 'demo2@club.local',
      name: 'Иван Петров',
      gender: 1,
    });
    expect(b.result.not_active_options).toEqual(['DYNAMICS', 'CHATS']);
    expect(a.result.profile.id).not.toBe(b.result.profile.id);
    expect(a.result.profile.country_mask).toMatchObject({ code: '+7', mask: '+7 (###) ###-##-##' });
    const names = a.result.countries.map((c: { name: string }) => c.name);
    expect(names).toEqual(
      expect.arrayContaining(['Россия', 'Казахстан', 'Беларусь', 'Украина', 'Узбекистан']),
    );
    // no internals leak through the response schema
    expect(JSON.stringify(a)).not.toMatch(/password|scrypt/i);
  });
});

describe('push token', () => {
  it('stores it once per member and token', async () => {
    const send = (token: string, body: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/cabinet/push_token',
        headers: { 'x-auth-token': token },
        payload: body as Record<string, unknown>,
      });
    expect((await send(anna, { firebase_token: 'fcm-token-1' })).statusCode).toBe(200);
    expect((await send(anna, { firebase_token: 'fcm-token-1' })).statusCode).toBe(200);
    expect((await send(ivan, { firebase_token: 'fcm-token-1' })).statusCode).toBe(200);
    const empty = await send(anna, { firebase_token: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toMatch(/^Некорректный запрос/);
    const rows = await ctx.app.db.select().from(pushTokens);
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.userId)).size).toBe(2);
  });
});

describe('home and integrations', () => {
  it("GET /api/v2/main/index has the contract shape, with the member's courses and nutrition", async () => {
    const res = await get('/api/v2/main/index', anna);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.error).toBeNull();
    expect(Value.Check(MainIndexResult, body.result)).toBe(true);
    expect(body.result.courses.length).toBeGreaterThan(0);
    expect(body.result.nutrition_day).not.toBeNull();
    expect(body.result.dieta?.target).toBeTruthy();
  });

  it('GET /api/fatsecret/oauth/url builds the external URL from config', async () => {
    const res = await get('/api/fatsecret/oauth/url', anna);
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().result.oauth_url);
    expect(`${url.origin}${url.pathname}`).toBe('https://www.fatsecret.com/oauth/authorize');
    expect(url.searchParams.get('state')).toBeTruthy();
  });
});
