import { eq } from 'drizzle-orm';
import type { CourseCard, TesterUserPackResult } from '@club/shared/contract';
import { users } from '../../db/schema';
import { loginAs, setup, type TestContext } from '../../test/helpers';
import { caller } from '../chats/testing';

let ctx: TestContext;
const member = async (email: string) => {
  const [{ id }] = await ctx.app.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  return { ...caller(ctx.app, await loginAs(ctx.app, email)), id };
};
type Member = Awaited<ReturnType<typeof member>>;
let anna: Member;
let ivan: Member;
beforeAll(async () => {
  ctx = await setup();
  anna = await member('demo@club.local');
  ivan = await member('demo2@club.local');
}, 120_000);
afterAll(() => ctx.close());

const consoleData = async (who: Member) =>
  (await who.get('/api/testers/user_pack')).json().result as TesterUserPackResult;
const card = async (who: Member, userPackId: number) => {
  const { categories } = (await who.get('/api/courses/main')).json().result as {
    categories: { blocks: { courses: CourseCard[] }[] }[];
  };
  const found = categories
    .flatMap((c) => c.blocks.flatMap((b) => b.courses))
    .find((c) => c.user_pack_id === userPackId);
  if (!found) throw new Error(`no course ${userPackId}`);
  return found;
};
const packIn = async (who: Member, status: string) => {
  const found = (await consoleData(who)).courses.find((c) => c.status === status);
  if (!found) throw new Error(`no ${status} course`);
  return found.user_pack_id;
};
const success = { result: { message: 'Success' }, error: null };

describe('GET /api/testers/user_pack', () => {
  it('lists the member’s own courses (user_pack_id, block.block_name, fullName), clock and push id', async () => {
    const data = await consoleData(anna);
    expect(data.courses.length).toBeGreaterThan(3);
    expect(data.courses[0]).toEqual({
      user_pack_id: expect.any(Number),
      block: { block_name: expect.any(String) },
      fullName: expect.any(String),
      status: expect.stringMatching(/^(ACTIVATED|FROSTED|PURCHASED|ELAPSED)$/),
    });
    // the course's own name, led by its pack's name when it does not start with it already
    expect(data.courses.map((c) => c.fullName)).toEqual(
      expect.arrayContaining(['Стройность за 30 дней', 'Здоровая спина']),
    );
    expect(Math.abs(data.now - Date.now() / 1000)).toBeLessThan(60);
    expect(data.push_id).toBeNull();
    const ivans = (await consoleData(ivan)).courses.map((c) => c.user_pack_id);
    expect(ivans.some((id) => data.courses.some((c) => c.user_pack_id === id))).toBe(false);

    await anna.post('/api/cabinet/push_token', { firebase_token: 'fcm-token-of-anna' });
    expect((await consoleData(anna)).push_id).toBe('fcm-token-of-anna');
    expect((await consoleData(ivan)).push_id).toBeNull();
  });
});

describe('reset height', () => {
  it('clears the profile height of the caller only', async () => {
    const heightOf = async (who: Member) =>
      (await who.get('/api/cabinet/init')).json().result.profile.height as number | null;
    expect(await heightOf(anna)).toEqual(expect.any(Number));
    const ivanHeight = await heightOf(ivan);
    expect((await anna.post('/api/testers/reset_user_height')).json()).toEqual(success);
    expect(await heightOf(anna)).toBeNull();
    expect(await heightOf(ivan)).toBe(ivanHeight);
  });
});

describe('course resets', () => {
  it('reset status turns a frozen course back to PURCHASED, not activated and not frozen', async () => {
    const id = await packIn(ivan, 'FROSTED');
    expect((await ivan.post(`/api/testers/reset_state_purchased/${id}`)).json()).toEqual(success);
    const after = await card(ivan, id);
    expect(after).toMatchObject({
      status: 'PURCHASED',
      rest_activated_course_time: null,
      rest_frost_time: null,
      coursesChoice: null,
    });
    expect(after.rest_time_for_activate).toBeGreaterThan(0);
    // activation asks the questionnaire again
    expect((await ivan.get(`/api/main/profile/v2/${id}`)).statusCode).toBe(200);
  });

  it('reset status reopens an ended course for activation', async () => {
    const id = await packIn(ivan, 'ELAPSED');
    await ivan.post(`/api/testers/reset_state_purchased/${id}`);
    expect((await card(ivan, id)).status).toBe('PURCHASED');
  });

  it('reset limit lets a course be frozen again today', async () => {
    const id = await packIn(anna, 'ACTIVATED');
    const froze = await anna.post('/api/main/profile/frost', { user_pack_id: id, days: 1 });
    expect(froze.statusCode).toBe(200);
    await anna.post('/api/main/profile/unfrost', { user_pack_id: id });
    expect((await card(anna, id)).frost.can_frost).toBe(false);

    expect((await anna.post(`/api/testers/reset_limit_frost/${id}`)).json()).toEqual(success);
    expect((await card(anna, id)).frost).toEqual({ can_frost: true, message: null });
  });

  it('answers 404 for someone else’s course or an unknown one, 400 for a malformed id', async () => {
    const ivansId = (await consoleData(ivan)).courses[0].user_pack_id;
    const before = await card(ivan, ivansId);
    for (const action of ['reset_state_purchased', 'reset_limit_frost']) {
      for (const [id, status] of [
        [ivansId, 404],
        [999999, 404],
        ['abc', 400],
        ['0', 400],
        ['1.5', 400],
        ['99999999999', 400],
      ] as const) {
        const res = await anna.post(`/api/testers/${action}/${id}`);
        expect([action, id, res.statusCode]).toEqual([action, id, status]);
        expect(res.json().error.message).toMatch(/^(Курс не найден|Некорректный номер курса)$/);
      }
      const missing = await anna.post(`/api/testers/${action}/`);
      expect([400, 404]).toContain(missing.statusCode);
    }
    // unchanged, but for the countdown in seconds, which runs on while the requests are made
    const after = await card(ivan, ivansId);
    const { rest_activated_course_time: leftBefore, ...restBefore } = before;
    const { rest_activated_course_time: leftAfter, ...restAfter } = after;
    expect(restAfter).toEqual(restBefore);
    expect(Math.abs((leftBefore ?? 0) - (leftAfter ?? 0))).toBeLessThan(60);
  });
});

describe('time machine', () => {
  it('moves the caller’s clock: time left shrinks, and moving back restores it', async () => {
    const id = await packIn(anna, 'ACTIVATED');
    const left = (await card(anna, id)).rest_activated_course_time ?? 0;
    const now = Math.floor(Date.now() / 1000);
    const res = await anna.form('POST', '/api/testers/change_user_now', {
      now: String(now + 3 * 86400),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({ message: 'Success', now: expect.any(Number) });
    expect(Math.abs(res.json().result.now - (now + 3 * 86400))).toBeLessThan(5);
    expect((await consoleData(anna)).now - now).toBeGreaterThanOrEqual(3 * 86400 - 5);

    const moved = (await card(anna, id)).rest_activated_course_time ?? 0;
    expect(left - moved).toBeGreaterThanOrEqual(3 * 86400 - 60);
    expect(left - moved).toBeLessThanOrEqual(3 * 86400 + 60);
    // Иван's clock stays
    expect(Math.abs((await consoleData(ivan)).now - now)).toBeLessThan(60);

    await anna.form('POST', '/api/testers/change_user_now', { now: String(now) });
    expect(Math.abs(((await card(anna, id)).rest_activated_course_time ?? 0) - left)).toBeLessThan(
      60,
    );
  });

  it('refuses a malformed or missing time with a clear message and changes nothing', async () => {
    const before = (await consoleData(anna)).now;
    for (const now of ['', 'abc', '12.5', '-5', '1e9', '99999999999', '100']) {
      const res = await anna.form('POST', '/api/testers/change_user_now', { now });
      expect([now, res.statusCode]).toEqual([now, 400]);
      expect(res.json().error.message).toMatch(/^Некорректное время/);
    }
    const missing = await anna.form('POST', '/api/testers/change_user_now', {});
    expect(missing.statusCode).toBe(400);
    expect(Math.abs((await consoleData(anna)).now - before)).toBeLessThan(5);
  });
});

describe('invalidate cache', () => {
  it('drops the caller’s entries of every registered cache, and only theirs', async () => {
    const cache = new Map<number, string>([
      [anna.id, 'anna'],
      [ivan.id, 'ivan'],
    ]);
    ctx.app.memberCaches.register('test-cache', (userId) => void cache.delete(userId));
    expect((await anna.post('/api/testers/invalidate_cache')).json()).toEqual(success);
    expect([...cache.keys()]).toEqual([ivan.id]);
  });
});

describe('every tester call', () => {
  it('needs a token', async () => {
    for (const url of [
      '/api/testers/user_pack',
      '/api/testers/reset_user_height',
      '/api/testers/reset_state_purchased/1',
      '/api/testers/reset_limit_frost/1',
      '/api/testers/change_user_now',
      '/api/testers/invalidate_cache',
    ]) {
      const method = url.endsWith('user_pack') ? 'GET' : 'POST';
      expect((await ctx.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});
