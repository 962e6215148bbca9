// Issue 42 item 13, the contest queue live: its count (what the queue lists, counted) for the
// navigation, and the stream's `contest_queue_changed` to the moderators (never to a member nor
// to staff without contest:moderate) when a report is sent, decided or cleared by the tester
// console. And the inbox's own-state event: a snooze or «unread» reaches the staff member's other
// tabs (their badge), no one else.
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { DEMO_STAFF, STAFF_PASSWORD } from '../../db/seeds/staff';
import { INBOX_E2E_MEMBERS } from '../../db/seeds/staff-inbox';
import { loginAs, setup, type TestContext } from '../../test/helpers';
import { caller, ELENA, jpeg, type Caller } from '../dynamics/testing';
import { openStream } from '../realtime/testing';

let ctx: TestContext;
let moderator: string;
let coach: string;
let elena: Caller;

beforeAll(async () => {
  ctx = await setup();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  moderator = await loginAs(ctx.app, DEMO_STAFF.moderator.email, STAFF_PASSWORD);
  coach = await loginAs(ctx.app, DEMO_STAFF.coach.email, STAFF_PASSWORD);
  elena = await caller(ctx.app, ELENA);
}, 120_000);
afterAll(() => ctx.close());

const as = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { 'x-auth-token': token }, payload });
const waiting = async () => {
  const res = await as(moderator, 'GET', '/api/staff/contest/count');
  expect(res.statusCode).toBe(200);
  return res.json().result.waiting as number;
};
const queueLength = async () => {
  let n = 0;
  let next: { after_at: number; after_id: number } | null = null;
  do {
    const q: string = next ? `?after_at=${next.after_at}&after_id=${next.after_id}` : '';
    const page = (await as(moderator, 'GET', `/api/staff/contest/reports${q}`)).json().result;
    n += page.reports.length;
    next = page.next;
  } while (next);
  return n;
};
const queueEvent = (e: { type: string }) => e.type === 'contest_queue_changed';

it('counts the queue and tells the moderators, live, when a report joins or leaves it', async () => {
  expect(await waiting()).toBe(await queueLength());
  const before = await waiting();
  const mod = await openStream(ctx.app, moderator);
  const coachStream = await openStream(ctx.app, coach);
  const memberStream = await openStream(ctx.app, elena.token);

  const sent = await elena.post('/api/contest/report', {
    type: 'before',
    weight: '67.5',
    chest_girth: '95.5',
    waist_girth: '78',
    hip_girth: '103',
    photo_side: await jpeg(),
    photo_front: await jpeg(),
    photo_back: await jpeg(),
  });
  expect(sent.statusCode).toBe(200);
  await mod.live(queueEvent);
  expect(await waiting()).toBe(before + 1);
  expect(await waiting()).toBe(await queueLength());

  // the tester console's rejection takes it out of the queue: told again
  mod.received.length = 0;
  const rejected = await as(elena.token, 'POST', '/api/testers/reject_contest_reports');
  expect(rejected.statusCode).toBe(200);
  await mod.live(queueEvent);
  expect(await waiting()).toBe(before);

  // nobody else heard it
  await new Promise((r) => setTimeout(r, 200));
  for (const s of [coachStream, memberStream])
    expect(s.received.filter((e) => e.event === 'live' && queueEvent(e.data))).toHaveLength(0);
  for (const s of [mod, coachStream, memberStream]) s.close();
});

it('is the moderators’ own: a coach and a member are refused the count', async () => {
  expect((await as(coach, 'GET', '/api/staff/contest/count')).statusCode).toBe(403);
  expect((await as(elena.token, 'GET', '/api/staff/contest/count')).statusCode).toBe(403);
});

it('a snooze and «unread» reach the staff member’s own stream (their badge), nobody else’s', async () => {
  const [member] = await ctx.app.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, INBOX_E2E_MEMBERS[0].email));
  const memberToken = await loginAs(ctx.app, INBOX_E2E_MEMBERS[0].email);
  const asked = await as(memberToken, 'POST', '/api/chat/send', {
    channel: 'coach',
    message: 'Можно перенести тренировку?',
  });
  expect(asked.statusCode).toBe(200);
  const mine = await openStream(ctx.app, coach);
  const dietitian = await openStream(
    ctx.app,
    await loginAs(ctx.app, DEMO_STAFF.dietitian.email, STAFF_PASSWORD),
  );
  const conv = `/api/staff/inbox/${member.id}/coach`;
  const until = Math.floor(Date.now() / 1000) + 3 * 3600;
  expect((await as(coach, 'PUT', `${conv}/snooze`, { until })).statusCode).toBe(200);
  const event = await mine.live((e) => e.type === 'inbox_state');
  expect(event).toMatchObject({ member_id: member.id, discipline: 'coach' });
  mine.received.length = 0;
  expect((await as(coach, 'POST', `${conv}/unread`)).statusCode).toBe(200);
  await mine.live((e) => e.type === 'inbox_state');
  await new Promise((r) => setTimeout(r, 200));
  expect(dietitian.received.filter((e) => e.event === 'live')).toHaveLength(0);
  for (const s of [mine, dietitian]) s.close();
});
