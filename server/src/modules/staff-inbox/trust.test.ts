// Issue 42 items 3, 7 and 8, through the API: every page of a psychologist's conversation is in
// the audit log (paged reads and an admin who gave themselves the role included), once per reader
// and conversation within the window; an inbox cursor, a staff answer or a member's message that
// cannot be stored is a 400 in Russian, never a 500; a snooze ends with `null`.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { INBOX_MESSAGES as M } from '@club/shared/contract';
import { buildApp } from '../../app';
import { auditLog, users } from '../../db/schema';
import { ADMIN_ACCOUNT } from '../../db/seeds/accounts';
import { DEMO_STAFF, STAFF_E2E_MEMBERS, STAFF_PASSWORD } from '../../db/seeds/staff';
import { createClock } from '../../lib/clock';
import { createTestDb, loginAs, testConfig, type TestDb } from '../../test/helpers';
import { multipartParts } from '../chats/testing';
import { PSYCH_READ_WINDOW_MS } from './conversation';

const HOUR = 3600_000;
let now = new Date('2026-11-23T10:00:00+03:00').getTime();
let testDb: TestDb;
let app: FastifyInstance;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildApp({
    config: testConfig(),
    database: testDb.database,
    clock: createClock(testDb.database.db, () => now),
  });
  await app.ready();
  const people = await app.db.select({ id: users.id, email: users.email }).from(users);
  const byEmail = (email: string) => people.find((p) => p.email === email)!.id;
  for (const key of ['coach', 'psychologist'] as const) {
    ids[key] = byEmail(DEMO_STAFF[key].email);
    tokens[key] = await loginAs(app, DEMO_STAFF[key].email, STAFF_PASSWORD);
  }
  ids.admin = byEmail(ADMIN_ACCOUNT.email);
  tokens.admin = await loginAs(app, ADMIN_ACCOUNT.email, ADMIN_ACCOUNT.password);
  ids.alina = byEmail(STAFF_E2E_MEMBERS[0].email);
  tokens.alina = await loginAs(app, STAFF_E2E_MEMBERS[0].email);
  ids.roman = byEmail(STAFF_E2E_MEMBERS[1].email);
  tokens.roman = await loginAs(app, STAFF_E2E_MEMBERS[1].email);
}, 120_000);
afterAll(async () => {
  await app.close();
  await testDb.drop();
});

type Res = Awaited<ReturnType<FastifyInstance['inject']>>;
const call = (who: string, method: string, url: string, payload?: unknown) =>
  app.inject({
    method: method as 'GET',
    url,
    headers: { 'x-auth-token': tokens[who] },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const result = (res: Res) => res.json().result;
const errorOf = (res: Res) => res.json().error?.message as string | undefined;
const conv = (member: number, channel = 'coach') => `/api/staff/inbox/${member}/${channel}`;
const memberSends = async (who: string, channel: string, message: string) => {
  const res = await call(who, 'POST', '/api/chat/send', { channel, message });
  expect(res.statusCode).toBe(200);
};
const psychReads = (actor: number, member: number) =>
  app.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'chat.psych.read'),
        eq(auditLog.actorId, actor),
        eq(auditLog.memberId, member),
      ),
    );

describe('a psychologist’s conversation read', () => {
  it('is recorded whatever page is asked for, once per reader and conversation per window', async () => {
    await memberSends('alina', 'psyhologist', 'Мне тревожно перед взвешиванием');
    await memberSends('alina', 'psyhologist', 'И я плохо сплю');
    const messages = `${conv(ids.alina, 'psyhologist')}/messages`;
    // the whole history by catch-up, never asking for the first page
    const all = await call('psychologist', 'GET', `${messages}?after_id=0`);
    expect(all.statusCode).toBe(200);
    expect(JSON.stringify(result(all).items)).toContain('Мне тревожно');
    expect(await psychReads(ids.psychologist, ids.alina)).toHaveLength(1);
    // more pages within the window: the same entry
    const newest = result(all).items.at(-1).id as number;
    now += 5 * 60_000;
    await call('psychologist', 'GET', `${messages}?last_id=${newest}`);
    await call('psychologist', 'GET', messages);
    expect(await psychReads(ids.psychologist, ids.alina)).toHaveLength(1);
    // a later window: another entry, for an older page as for any
    now += PSYCH_READ_WINDOW_MS;
    await call('psychologist', 'GET', `${messages}?last_id=${newest}`);
    const entries = await psychReads(ids.psychologist, ids.alina);
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({
      actorId: ids.psychologist,
      memberId: ids.alina,
      details: { channel: 'psyhologist' },
    });
    // a coach's conversation is not recorded
    await call('coach', 'GET', `${conv(ids.alina)}/messages?after_id=0`);
    expect(
      await app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'chat.psych.read'), eq(auditLog.actorId, ids.coach))),
    ).toHaveLength(0);
  });

  it('by an admin who gave themselves the role and the member is recorded too', async () => {
    await memberSends('roman', 'psyhologist', 'Можно поговорить о срывах?');
    now += HOUR;
    const grant = await call('admin', 'PATCH', `/api/staff/team/${ids.admin}`, {
      roles: ['admin', 'psychologist'],
      disciplines: ['psyhologist'],
    });
    expect(grant.statusCode).toBe(200);
    const reassign = await call(
      'admin',
      'PUT',
      `/api/staff/members/${ids.roman}/assignments/psyhologist`,
      {
        staff_id: ids.admin,
      },
    );
    expect(reassign.statusCode).toBe(200);
    const page = await call(
      'admin',
      'GET',
      `${conv(ids.roman, 'psyhologist')}/messages?after_id=0`,
    );
    expect(page.statusCode).toBe(200);
    expect(JSON.stringify(result(page).items)).toContain('о срывах');
    const [entry, ...more] = await psychReads(ids.admin, ids.roman);
    expect(more).toHaveLength(0);
    expect(entry.actorRoles).toEqual(expect.arrayContaining(['admin', 'psychologist']));
  });
});

describe('input that cannot be stored', () => {
  it('answers 400 for an inbox cursor whose member id is outside 32 bits', async () => {
    for (const cursor of [
      '0~1~2147483648~coach',
      '1~-5~99999999999~coach',
      '0~1~-2147483649~coach',
    ]) {
      const res = await call(
        'coach',
        'GET',
        `/api/staff/inbox?cursor=${encodeURIComponent(cursor)}`,
      );
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toBe(M.badCursor);
    }
  });

  it('answers 400 in Russian for a NUL character in a staff answer, as JSON or multipart', async () => {
    await memberSends('roman', 'coach', 'Сколько отдыхать между подходами?');
    const json = await call('coach', 'POST', `${conv(ids.roman)}/messages`, {
      message: 'Минута\u0000полторы',
    });
    expect(json.statusCode).toBe(400);
    expect(errorOf(json)).toMatch(/недопустимые символы/);
    const { payload, headers } = multipartParts([['message', 'Минута\u0000полторы']]);
    const form = await app.inject({
      method: 'POST',
      url: `${conv(ids.roman)}/messages`,
      headers: { ...headers, 'x-auth-token': tokens.coach },
      payload,
    });
    expect(form.statusCode).toBe(400);
    expect(errorOf(form)).toMatch(/недопустимые символы/);
    // a good answer still goes
    const good = await call('coach', 'POST', `${conv(ids.roman)}/messages`, {
      message: 'Минута-полторы',
    });
    expect(good.statusCode).toBe(200);
  });

  it('answers 400 in Russian for a NUL character in a member’s message, the other side of it', async () => {
    const json = await call('roman', 'POST', '/api/chat/send', {
      channel: 'coach',
      message: 'Спасибо\u0000!',
    });
    expect(json.statusCode).toBe(400);
    expect(errorOf(json)).toMatch(/недопустимые символы/);
    const { payload, headers } = multipartParts([
      ['channel', 'coach'],
      ['message', 'Спасибо\u0000!'],
    ]);
    const form = await app.inject({
      method: 'POST',
      url: '/api/chat/send',
      headers: { ...headers, 'x-auth-token': tokens.roman },
      payload,
    });
    expect(form.statusCode).toBe(400);
    expect(errorOf(form)).toMatch(/недопустимые символы/);
  });
});

describe('a snooze', () => {
  it('ends with null', async () => {
    await memberSends('roman', 'coach', 'А разминка нужна?');
    const until = Math.floor((now + 3 * HOUR) / 1000);
    const snoozed = await call('coach', 'PUT', `${conv(ids.roman)}/snooze`, { until });
    expect(result(snoozed).state.snoozed_until).toBe(until);
    const ended = await call('coach', 'PUT', `${conv(ids.roman)}/snooze`, { until: null });
    expect(ended.statusCode).toBe(200);
    expect(result(ended).state.snoozed_until).toBeNull();
    const inbox = result(await call('coach', 'GET', '/api/staff/inbox')).conversations as {
      member: { id: number };
      channel: string;
    }[];
    expect(inbox.some((c) => c.member.id === ids.roman && c.channel === 'coach')).toBe(true);
  });
});
