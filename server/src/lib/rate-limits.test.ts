// Issue 27, items 4 and 5: chat sends and report creation have per-member limits (Russian 429), and
// every 429 of the API, whichever limit answers it, says when to try again (Retry-After).
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { chatMessages, users } from '../db/schema';
import { ANNA, caller, ELENA, jpeg, type Caller } from '../modules/dynamics/testing';
import { setup, type TestContext } from '../test/helpers';

let ctx: TestContext;
let anna: Caller;
let elena: Caller;
beforeAll(async () => {
  ctx = await setup({
    chatSendRateMax: 3,
    reportRateMax: 2,
    feedbackRateMax: 2,
    recoveryRateMax: 2,
  });
  [anna, elena] = await Promise.all([ANNA, ELENA].map((e) => caller(ctx.app, e)));
}, 120_000);
afterAll(() => ctx.close());

const form = (who: Caller, url: string, fields: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'x-auth-token': who.token, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

/** A 429 with its Russian message and a Retry-After within `windowSeconds`. */
function expectLimited(res: LightMyRequestResponse, message: string, windowSeconds: number) {
  expect([res.statusCode, res.json().error?.message]).toEqual([429, message]);
  const after = Number(res.headers['retry-after']);
  expect(after).toBeGreaterThan(0);
  expect(after).toBeLessThanOrEqual(windowSeconds);
}

describe('per-member limits', () => {
  it('chat sends: a member over the minute’s allowance waits, others do not', async () => {
    const [{ id: annaId }] = await ctx.app.db.select().from(users).where(eq(users.email, ANNA));
    const before = (
      await ctx.app.db.select().from(chatMessages).where(eq(chatMessages.userId, annaId))
    ).length;
    for (let i = 0; i < 3; i++)
      expect(
        (await form(anna, '/api/chat/send', { channel: 'coach', message: `№${i}` })).statusCode,
      ).toBe(200);
    expectLimited(
      await form(anna, '/api/chat/send', { channel: 'coach', message: 'ещё одно' }),
      'Слишком много сообщений за минуту. Подожди немного и отправь снова.',
      60,
    );
    expect(
      (await ctx.app.db.select().from(chatMessages).where(eq(chatMessages.userId, annaId))).length,
    ).toBe(before + 3);
    expect(
      (await form(elena, '/api/chat/send', { channel: 'coach', message: 'моё' })).statusCode,
    ).toBe(200);
  });

  it('report creation: dynamics and contest reports have an hourly allowance per member', async () => {
    for (let i = 0; i < 2; i++)
      expect((await anna.post('/api/dynamics/create', { weight: `7${i}` })).statusCode).toBe(200);
    expectLimited(
      await anna.post('/api/dynamics/create', { weight: '75', photo_front: await jpeg() }),
      'Слишком много отчётов за час. Попробуй позже.',
      3600,
    );
    // the contest's sends have their own count
    for (let i = 0; i < 2; i++)
      expect((await elena.post('/api/contest/report', { type: 'middle' })).statusCode).toBe(400);
    expectLimited(
      await elena.post('/api/contest/report', { type: 'before' }),
      'Слишком много отчётов за час. Попробуй позже.',
      3600,
    );
    // Елена's own dynamics reports are not counted with Анна's
    expect((await elena.post('/api/dynamics/create', { weight: '60' })).statusCode).toBe(200);
  });
});

describe('every 429 carries Retry-After', () => {
  it('feedback, password recovery and e-mail verification too', async () => {
    const [category] = (
      await ctx.app.inject({
        url: '/api/feedback/categories',
        headers: { 'x-auth-token': anna.token },
      })
    ).json().result.categories as { id: number }[];
    const feedback = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/feedback/send',
        headers: { 'x-auth-token': anna.token },
        payload: {
          name: 'Анна',
          email: 'demo@club.local',
          category: category.id,
          message: 'Спасибо',
        },
      });
    for (let i = 0; i < 2; i++) expect((await feedback()).statusCode).toBe(200);
    expectLimited(await feedback(), 'Слишком много запросов. Попробуй позже.', 3600);

    const recovery = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/pass_recovery',
        remoteAddress: '10.77.0.1',
        payload: { email: 'nobody@club.local' },
      });
    for (let i = 0; i < 2; i++) expect((await recovery()).statusCode).toBe(200);
    expectLimited(await recovery(), 'Слишком много запросов. Попробуй позже.', 15 * 60);

    const verify = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/email_verification_api/no-such-hash',
        remoteAddress: '10.77.0.2',
      });
    for (let i = 0; i < 30; i++) expect((await verify()).statusCode).toBe(400);
    expectLimited(await verify(), 'Слишком много запросов. Попробуй позже.', 60);
  });
});
