// Issue 28 items 4 and 5, through the API: the inbox and its counters follow the visibility rule
// (a coach sees their own members, a cover the absent one's, a psychologist's channel only its
// psychologist); permissions (a member's token, the admin, a coach on another coach's member, the
// psychologist's channel); read pointers apart from "needs an answer"; snooze; overdue within the
// club's working hours; the answer as oneself, live on both sides; internal notes never in any
// member answer nor the member's stream; a psychologist conversation's opening in the audit log.
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { INBOX_MESSAGES as M, type ChatMessage, type InboxItem } from '@club/shared/contract';
import { buildApp } from '../../app';
import { auditLog, chatMessages, memberAssignments, staffCovers, users } from '../../db/schema';
import { ADMIN_ACCOUNT } from '../../db/seeds/accounts';
import { DEMO_STAFF, STAFF_E2E_MEMBERS, STAFF_PASSWORD } from '../../db/seeds/staff';
import { createClock } from '../../lib/clock';
import { createTestDb, loginAs, testConfig, type TestDb } from '../../test/helpers';
import { multipartParts, picture } from '../chats/testing';
import { openStream } from '../realtime/testing';

const HOUR = 3600_000;
/** Moscow is UTC+3 all year; a Monday 10:00 */
const msk = (iso: string) => new Date(`${iso}+03:00`).getTime();
let now = msk('2026-11-23T10:00:00');
let testDb: TestDb;
let app: FastifyInstance;
let uploadsDir: string;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};

beforeAll(async () => {
  uploadsDir = mkdtempSync(path.join(tmpdir(), 'club-inbox-'));
  testDb = await createTestDb();
  app = await buildApp({
    config: testConfig({ uploadsDir }),
    database: testDb.database,
    clock: createClock(testDb.database.db, () => now),
  });
  await app.ready();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const people = await app.db.select({ id: users.id, email: users.email }).from(users);
  const byEmail = (email: string) => people.find((p) => p.email === email)!.id;
  for (const [key, s] of Object.entries(DEMO_STAFF)) {
    ids[key] = byEmail(s.email);
    tokens[key] = await loginAs(app, s.email, STAFF_PASSWORD);
  }
  ids.admin = byEmail(ADMIN_ACCOUNT.email);
  tokens.admin = await loginAs(app, ADMIN_ACCOUNT.email, ADMIN_ACCOUNT.password);
  // Алина and Роман: Алексей's members with no chat yet
  ids.alina = byEmail(STAFF_E2E_MEMBERS[0].email);
  tokens.alina = await loginAs(app, STAFF_E2E_MEMBERS[0].email);
  ids.roman = byEmail(STAFF_E2E_MEMBERS[1].email);
  tokens.roman = await loginAs(app, STAFF_E2E_MEMBERS[1].email);
  // a member of Игорь's
  const [igors] = await app.db
    .select({ memberId: memberAssignments.memberId })
    .from(memberAssignments)
    .where(
      and(
        eq(memberAssignments.staffId, ids.coach2),
        eq(memberAssignments.discipline, 'coach'),
        isNull(memberAssignments.endsAt),
      ),
    )
    .limit(1);
  ids.igors = igors.memberId;
}, 120_000);
afterAll(async () => {
  await app.close();
  await testDb.drop();
  rmSync(uploadsDir, { recursive: true, force: true });
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
interface Row {
  member: { id: number; name: string };
  channel: string;
  needs_answer: boolean;
  unread: boolean;
  overdue: boolean;
  due_at: number | null;
  waiting_since: number | null;
  snoozed_until: number | null;
  assigned: { id: number; name: string } | null;
  last_message: { text: string } | null;
}
const inbox = async (who: string, query = '') => {
  const res = await call(who, 'GET', `/api/staff/inbox${query}`);
  expect(res.statusCode).toBe(200);
  return result(res).conversations as Row[];
};
const find = (rows: Row[], member: number, channel = 'coach') =>
  rows.find((r) => r.member.id === member && r.channel === channel);
const counters = async (who: string) => result(await call(who, 'GET', '/api/staff/inbox/counters'));
const memberSends = async (who: string, channel: string, message: string) => {
  const res = await call(who, 'POST', '/api/chat/send', { channel, message });
  expect(res.statusCode).toBe(200);
  return result(res).message as { id: number };
};
const answer = (who: string, member: number, channel: string, message: string) =>
  call(who, 'POST', `${conv(member, channel)}/messages`, { message });
const everythingMemberSees = async (who: string) => {
  const parts = await Promise.all([
    call(who, 'GET', '/api/chat/chats'),
    ...['coach', 'dietolog', 'psyhologist'].map((c) => call(who, 'GET', `/api/chat/messages/${c}`)),
    ...['coach', 'dietolog', 'psyhologist'].map((c) =>
      call(who, 'GET', `/api/chat/messages/${c}?after_id=0`),
    ),
    call(who, 'GET', '/api/cabinet/init'),
  ]);
  return parts.map((p) => p.body).join('\n');
};

describe('permissions', () => {
  it('refuses a member’s token and a staff member without the chats (the admin)', async () => {
    const member = await call('alina', 'GET', '/api/staff/inbox');
    expect(member.statusCode).toBe(403);
    expect(errorOf(member)).toBe('Этот раздел доступен только сотрудникам клуба');
    expect((await call('alina', 'GET', conv(ids.alina))).statusCode).toBe(403);
    expect((await call('admin', 'GET', '/api/staff/inbox')).statusCode).toBe(403);
    expect(
      (await call('admin', 'GET', `${conv(ids.alina, 'psyhologist')}/messages`)).statusCode,
    ).toBe(403);
    expect((await answer('admin', ids.alina, 'psyhologist', 'Привет')).statusCode).toBe(403);
  });

  it('answers 404 «Не найдено» for another coach’s member, another discipline and the psychologist’s channel', async () => {
    for (const [who, member, channel] of [
      ['coach2', ids.alina, 'coach'],
      ['coach', ids.igors, 'coach'],
      ['coach', ids.alina, 'psyhologist'],
      ['dietitian', ids.alina, 'coach'],
      ['coach', ids.coach2, 'coach'],
    ] as const) {
      for (const res of [
        await call(who, 'GET', conv(member, channel)),
        await call(who, 'GET', `${conv(member, channel)}/messages`),
        await answer(who, member, channel, 'Привет'),
        await call(who, 'POST', `${conv(member, channel)}/notes`, { text: 'Заметка' }),
        await call(who, 'POST', `${conv(member, channel)}/read`, { last_id: 1 }),
        await call(who, 'GET', `${conv(member, channel)}/context`),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(errorOf(res)).toBe(M.notFound);
      }
    }
  });
});

describe('the inbox and the conversation', () => {
  it('a member’s message reaches the coach’s inbox (live) and no one else’s; the answer reaches the member live', async () => {
    const coachStream = await openStream(app, tokens.coach);
    const igorStream = await openStream(app, tokens.coach2);
    const alinaStream = await openStream(app, tokens.alina);
    const before = await counters('coach');
    const sent = await memberSends('alina', 'coach', 'Алексей, болит колено после приседаний');

    const live = await coachStream.live((e) => e.type === ('inbox_message' as never));
    expect(live).toMatchObject({ member_id: ids.alina, discipline: 'coach', id: sent.id });
    const rows = await inbox('coach');
    expect(find(rows, ids.alina)).toMatchObject({
      needs_answer: true,
      unread: true,
      overdue: false,
      waiting_since: Math.floor(now / 1000),
      // 24 working hours: Monday 10:00 + 11 h + Tuesday's 12 h + 1 h
      due_at: Math.floor(msk('2026-11-25T10:00:00') / 1000),
      assigned: { id: ids.coach, name: 'Алексей Морозов' },
      last_message: { text: 'Алексей, болит колено после приседаний' },
    });
    expect(find(await inbox('coach2', '?filter=all'), ids.alina)).toBeUndefined();
    expect(find(await inbox('psychologist', '?filter=all'), ids.alina)).toBeUndefined();
    const after = await counters('coach');
    expect(after.needs_answer).toBe(before.needs_answer + 1);
    expect(after.by_discipline.coach.unread).toBe(before.by_discipline.coach.unread + 1);

    // the coach answers as himself: the member sees his name and position, live
    now += 5 * 60_000;
    const res = await answer(
      'coach',
      ids.alina,
      'coach',
      'Сделай паузу на два дня, потом лёгкая разминка',
    );
    expect(res.statusCode).toBe(200);
    expect(result(res).item).toMatchObject({
      kind: 'message',
      sender: 'ADMIN',
      own: true,
      author: { id: ids.coach, name: 'Алексей Морозов', position: 'Тренер' },
    });
    const toMember = await alinaStream.live(
      (e) => e.type === 'chat_message' && e.message?.sender === 'ADMIN',
    );
    expect(toMember.message).toMatchObject({
      message: 'Сделай паузу на два дня, потом лёгкая разминка',
      admin: { name: 'Алексей Морозов', position: 'Тренер' },
    });
    expect(find(await inbox('coach'), ids.alina)).toBeUndefined();
    expect(find(await inbox('coach', '?filter=all'), ids.alina)).toMatchObject({
      needs_answer: false,
      unread: false,
    });
    // Игорь's stream heard nothing of it
    await new Promise((r) => setTimeout(r, 200));
    expect(igorStream.received.filter((e) => e.event === 'live')).toHaveLength(0);
    for (const s of [coachStream, igorStream, alinaStream]) s.close();
  });

  it('keeps read apart from needs an answer; mark unread; search by name; discipline filter', async () => {
    const sent = await memberSends('roman', 'coach', 'Можно заменить бег на велосипед?');
    let row = find(await inbox('coach'), ids.roman)!;
    expect(row).toMatchObject({ needs_answer: true, unread: true });
    const read = await call('coach', 'POST', `${conv(ids.roman)}/read`, { last_id: sent.id });
    expect(result(read).state).toMatchObject({
      unread: false,
      needs_answer: true,
      last_read_id: sent.id,
    });
    row = find(await inbox('coach'), ids.roman)!;
    expect(row).toMatchObject({ needs_answer: true, unread: false });
    expect(find(await inbox('coach', '?filter=unread'), ids.roman)).toBeUndefined();
    // the pointer is the reader's own: the member's message stays unread for no one else here,
    // and it never moves back
    await call('coach', 'POST', `${conv(ids.roman)}/read`, { last_id: 1 });
    expect(result(await call('coach', 'GET', conv(ids.roman))).state.last_read_id).toBe(sent.id);
    await call('coach', 'POST', `${conv(ids.roman)}/unread`);
    expect(find(await inbox('coach', '?filter=unread'), ids.roman)).toMatchObject({ unread: true });

    const found = await inbox('coach', `?filter=all&q=${encodeURIComponent('зайц')}`);
    expect(found.map((r) => r.member.name)).toEqual(['Роман Зайцев']);
    expect(find(await inbox('coach', '?discipline=dietolog'), ids.roman)).toBeUndefined();
    expect(find(await inbox('coach', '?discipline=coach'), ids.roman)).toBeDefined();
  });

  it('a search finds one’s own member under any filter, by name or e-mail, and no one else’s', async () => {
    // Роман's conversation is answered: not in «Ждут ответа», yet a search there finds him
    const asked = await memberSends('roman', 'coach', 'Сколько отдыхать между подходами?');
    expect((await answer('coach', ids.roman, 'coach', 'Две минуты')).statusCode).toBe(200);
    expect(find(await inbox('coach'), ids.roman)).toBeUndefined();
    expect(asked.id).toBeGreaterThan(0);
    const byName = await inbox('coach', `?filter=needs_answer&q=${encodeURIComponent('ЗАЙЦ')}`);
    expect(find(byName, ids.roman)).toMatchObject({ needs_answer: false });
    const email = STAFF_E2E_MEMBERS[1].email;
    const byEmail = await inbox('coach', `?q=${encodeURIComponent(email.slice(0, 8))}`);
    expect(find(byEmail, ids.roman)).toBeDefined();
    expect(byEmail.every((r) => r.member.id === ids.roman)).toBe(true);
    expect(
      find(await inbox('coach', `?filter=unread&q=${encodeURIComponent(email)}`), ids.roman),
    ).toBeDefined();
    // the discipline still narrows it; another coach's member is never found
    expect(
      find(await inbox('coach', `?q=${encodeURIComponent(email)}&discipline=dietolog`), ids.roman),
    ).toBeUndefined();
    expect(
      find(await inbox('coach2', `?q=${encodeURIComponent(email)}`), ids.roman),
    ).toBeUndefined(); // Роман asks again: he waits, as the tests below expect
    await memberSends('roman', 'coach', 'А если подходов пять?');
  });

  it('sorts by how long the member has waited, oldest first, in keyset pages', async () => {
    const rows = await inbox('coach', '?filter=needs_answer');
    const waits = rows.map((r) => r.waiting_since!);
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
    // pages follow each other without repeats
    const all: Row[] = [];
    let cursor: string | null = null;
    do {
      const page = result(
        await call(
          'coach',
          'GET',
          `/api/staff/inbox?filter=all${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        ),
      );
      all.push(...page.conversations);
      cursor = page.next_cursor;
    } while (cursor);
    const keys = all.map((r) => `${r.member.id}/${r.channel}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect((await call('coach', 'GET', '/api/staff/inbox?cursor=garbage')).statusCode).toBe(400);
  });

  it('snoozes until a time or until the member writes again', async () => {
    const until = Math.floor((now + 3 * HOUR) / 1000);
    const past = await call('coach', 'PUT', `${conv(ids.roman)}/snooze`, {
      until: Math.floor(now / 1000) - 60,
    });
    expect(past.statusCode).toBe(400);
    expect(errorOf(past)).toBe(M.snoozePast);
    const res = await call('coach', 'PUT', `${conv(ids.roman)}/snooze`, { until });
    expect(result(res).state.snoozed_until).toBe(until);
    const before = (await counters('coach')).needs_answer;
    expect(find(await inbox('coach'), ids.roman)).toBeUndefined();
    expect(find(await inbox('coach', '?filter=all'), ids.roman)).toMatchObject({
      snoozed_until: until,
    });
    now += 3 * HOUR + 1000;
    expect(find(await inbox('coach'), ids.roman)).toBeDefined();
    expect((await counters('coach')).needs_answer).toBe(before + 1);
    // snoozed again, then the member writes: back at once
    await call('coach', 'PUT', `${conv(ids.roman)}/snooze`, {
      until: Math.floor((now + HOUR) / 1000),
    });
    expect(find(await inbox('coach'), ids.roman)).toBeUndefined();
    await memberSends('roman', 'coach', 'И ещё: сколько пить воды?');
    expect(find(await inbox('coach'), ids.roman)).toBeDefined();
  });

  it('is overdue after 24 working hours in Moscow, not before', async () => {
    // Роман has waited since Monday ~10:00; Tuesday 20:00 is 21 working hours later
    const waited = find(await inbox('coach'), ids.roman)!.waiting_since!;
    now = msk('2026-11-24T20:00:00');
    expect(find(await inbox('coach'), ids.roman)!.overdue).toBe(false);
    now = Math.max(msk('2026-11-25T10:30:00'), waited * 1000);
    expect(find(await inbox('coach'), ids.roman)!.overdue).toBe(true);
    expect((await counters('coach')).by_discipline.coach.overdue).toBeGreaterThanOrEqual(1);
    await answer('coach', ids.roman, 'coach', 'Пей 30 мл на килограмм веса');
    expect(find(await inbox('coach', '?filter=all'), ids.roman)!.overdue).toBe(false);
  });

  it('edits one’s own answer within the hour; another’s is refused', async () => {
    const mine = result(await answer('coach', ids.roman, 'coach', 'Велосипед подойдёт')).item;
    const edited = await call('coach', 'PATCH', `/api/staff/inbox/messages/${mine.id}`, {
      message: 'Велосипед подойдёт, 40 минут',
    });
    expect(result(edited).item).toMatchObject({ text: 'Велосипед подойдёт, 40 минут', own: true });
    expect(result(edited).item.edited_at).not.toBeNull();
    // Игорь does not see the conversation at all
    expect(
      (await call('coach2', 'PATCH', `/api/staff/inbox/messages/${mine.id}`, { message: 'x' }))
        .statusCode,
    ).toBe(404);
    // the member's own message is not the coach's
    const own = await memberSends('roman', 'coach', 'Спасибо!');
    const refused = await call('coach', 'PATCH', `/api/staff/inbox/messages/${own.id}`, {
      message: 'x',
    });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toBe(M.editNotOwn);
    now += HOUR + 60_000;
    const late = await call('coach', 'PATCH', `/api/staff/inbox/messages/${mine.id}`, {
      message: 'Поздно',
    });
    expect(late.statusCode).toBe(400);
  });

  it('refuses an empty answer and a picture that is not an image, storing nothing', async () => {
    const count = async () =>
      (await app.db.select().from(chatMessages).where(eq(chatMessages.userId, ids.roman))).length;
    const before = await count();
    const empty = await answer('coach', ids.roman, 'coach', '   ');
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty)).toBe(M.answerEmpty);
    const { payload, headers } = multipartParts([
      ['message', 'Смотри схему'],
      [
        'attach[]',
        { filename: 'схема.png', contentType: 'image/png', data: Buffer.from('not a picture') },
      ],
    ]);
    const bad = await app.inject({
      method: 'POST',
      url: `${conv(ids.roman)}/messages`,
      headers: { ...headers, 'x-auth-token': tokens.coach },
      payload,
    });
    expect(bad.statusCode).toBe(400);
    expect(await count()).toBe(before);
    // a real picture goes through the photo pipeline
    const good = multipartParts([
      ['message', 'Смотри схему'],
      [
        'attach[]',
        { filename: 'схема.png', contentType: 'image/png', data: await picture(64, 48) },
      ],
    ]);
    const ok = await app.inject({
      method: 'POST',
      url: `${conv(ids.roman)}/messages`,
      headers: { ...good.headers, 'x-auth-token': tokens.coach },
      payload: good.payload,
    });
    expect(ok.statusCode).toBe(200);
    expect(result(ok).item.pictures).toHaveLength(1);
    expect(result(ok).item.pictures[0]).toMatchObject({ name: 'схема.png', width: 64, height: 48 });
  });
});

describe('internal notes', () => {
  it('are staff-only: in the staff conversation and stream, never in any member call or the member’s stream', async () => {
    const coachStream = await openStream(app, tokens.coach);
    const romanStream = await openStream(app, tokens.roman);
    await romanStream.counts(() => true);
    const secret = 'ЗАМЕТКА-7f3: колено, направить к врачу';
    const res = await call('coach', 'POST', `${conv(ids.roman)}/notes`, { text: secret });
    expect(res.statusCode).toBe(200);
    expect(result(res).item).toMatchObject({ kind: 'note', text: secret, own: true });
    await coachStream.live((e) => e.type === ('inbox_note' as never));
    const page = result(await call('coach', 'GET', `${conv(ids.roman)}/messages`));
    expect(page.items.at(-1)).toMatchObject({ kind: 'note', text: secret });
    // then a member's message and an answer: still nowhere for the member
    await memberSends('roman', 'coach', 'Записался к врачу');
    await answer('coach', ids.roman, 'coach', 'Хорошо, жду новостей');
    await romanStream.live((e) => e.type === 'chat_message' && e.message?.sender === 'ADMIN');
    expect(await everythingMemberSees('roman')).not.toContain('ЗАМЕТКА-7f3');
    expect(JSON.stringify(romanStream.received)).not.toContain('ЗАМЕТКА-7f3');
    expect(
      (await call('coach', 'POST', `${conv(ids.roman)}/notes`, { text: ' ' })).statusCode,
    ).toBe(400);
    coachStream.close();
    romanStream.close();
  });
});

describe('the psychologist’s channel', () => {
  it('is the psychologist’s; each opening is one audit entry, not each page', async () => {
    await memberSends('alina', 'psyhologist', 'Мне тревожно перед взвешиванием');
    const rows = await inbox('psychologist');
    expect(find(rows, ids.alina, 'psyhologist')).toMatchObject({ needs_answer: true });
    const entries = async () =>
      (await app.db.select().from(auditLog).where(eq(auditLog.action, 'chat.psych.read'))).length;
    const before = await entries();
    const first = result(
      await call('psychologist', 'GET', `${conv(ids.alina, 'psyhologist')}/messages`),
    );
    const lastId = first.items.at(-1).id;
    await call(
      'psychologist',
      'GET',
      `${conv(ids.alina, 'psyhologist')}/messages?after_id=${lastId}`,
    );
    await call(
      'psychologist',
      'GET',
      `${conv(ids.alina, 'psyhologist')}/messages?last_id=${first.items[0].id}`,
    );
    expect(await entries()).toBe(before + 1);
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'chat.psych.read'))
      .orderBy(auditLog.id);
    expect(entry).toMatchObject({ actorId: ids.psychologist, memberId: ids.alina });
    // a coach's conversation is not recorded
    await call('coach', 'GET', `${conv(ids.alina)}/messages`);
    expect(await entries()).toBe(before + 1);
    const res = await answer(
      'psychologist',
      ids.alina,
      'psyhologist',
      'Давай разберём, что именно тревожит',
    );
    expect(result(res).item.author).toMatchObject({ name: 'Ольга Лебедева', position: 'Психолог' });
  });
});

describe('an answer (one statement for text alone)', () => {
  const romanCoach = async () =>
    result(await call('roman', 'GET', '/api/chat/COACH/')).messages as ChatMessage[];

  it('is the message as the member’s chat lists it, live to both sides; staff read the member’s messages, the answerer the conversation', async () => {
    const first = await memberSends('roman', 'coach', 'Сколько отдыхать между подходами?');
    const second = await memberSends('roman', 'coach', 'И нужна ли разминка?');
    expect((await call('coach', 'POST', `${conv(ids.roman)}/unread`)).statusCode).toBe(200);
    const romanStream = await openStream(app, tokens.roman);
    const coachStream = await openStream(app, tokens.coach);
    const res = await answer('coach', ids.roman, 'coach', 'Минута-полторы; разминка обязательна');
    expect(res.statusCode).toBe(200);
    const item = result(res).item as InboxItem;
    const toMember = await romanStream.live((e) => e.type === 'chat_message' && e.id === item.id);
    const toStaff = await coachStream.live(
      (e) => e.type === ('inbox_message' as never) && e.id === item.id,
    );
    for (const st of [romanStream, coachStream]) st.close();

    const listed = (await romanCoach()).find((m) => m.id === item.id);
    expect(listed).toMatchObject({
      sender: 'ADMIN',
      admin: { name: 'Алексей Морозов', position: 'Тренер' },
      is_read: false,
      is_read_admin: true,
      pictures: [],
    });
    // the answer, the member's live message and the staff's live item all say what the list says
    expect(toMember.message).toEqual(listed);
    expect(item).toEqual({
      kind: 'message',
      id: listed?.id,
      sender: 'ADMIN',
      text: 'Минута-полторы; разминка обязательна',
      author: { id: ids.coach, name: 'Алексей Морозов', position: 'Тренер' },
      time: listed?.time,
      edited_at: null,
      pictures: [],
      own: true,
      read_by_member: false,
    });
    expect((toStaff as { item?: InboxItem }).item).toEqual(item);
    // staff answering read the member's messages; the answerer read up to the answer ("mark
    // unread" ended)
    const page = await romanCoach();
    for (const sent of [first, second])
      expect(page.find((m) => m.id === sent.id)?.is_read_admin).toBe(true);
    expect(result(await call('coach', 'GET', conv(ids.roman))).state.last_read_id).toBe(item.id);
    expect(find(await inbox('coach', '?filter=all'), ids.roman)).toMatchObject({
      needs_answer: false,
      unread: false,
    });
  });

  it('names the answerer as their account is named at the time', async () => {
    const rename = (name: string) =>
      app.db.update(users).set({ name }).where(eq(users.id, ids.coach));
    await rename('Алексей Морозов-Белов');
    try {
      const res = await answer('coach', ids.roman, 'coach', 'Подпись новая');
      expect(result(res).item.author).toEqual({
        id: ids.coach,
        name: 'Алексей Морозов-Белов',
        position: 'Тренер',
      });
      expect((await romanCoach()).at(-1)?.admin?.name).toBe('Алексей Морозов-Белов');
    } finally {
      await rename('Алексей Морозов');
    }
  });

  it('with pictures: a failure in the database stores nothing and removes the files', async () => {
    const folder = path.join(uploadsDir, 'private', 'chat', String(ids.roman));
    const files = () => readdir(folder).catch(() => [] as string[]);
    const messages = async () =>
      (await app.db.select().from(chatMessages).where(eq(chatMessages.userId, ids.roman))).length;
    const before = { files: await files(), messages: await messages() };
    // the attachment's row is refused: the message's row, stored first, must go with it
    await app.db.execute(
      sql`alter table chat_attachments add constraint answer_fails check (name <> 'сбой.png') not valid`,
    );
    try {
      const { payload, headers } = multipartParts([
        ['message', 'Смотри схему'],
        [
          'attach[]',
          { filename: 'сбой.png', contentType: 'image/png', data: await picture(64, 48) },
        ],
      ]);
      const res = await app.inject({
        method: 'POST',
        url: `${conv(ids.roman)}/messages`,
        headers: { ...headers, 'x-auth-token': tokens.coach },
        payload,
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await app.db.execute(sql`alter table chat_attachments drop constraint answer_fails`);
    }
    expect(await messages()).toBe(before.messages);
    expect(await files()).toEqual(before.files);
  });
});

describe('a cover', () => {
  it('routes the absent coach’s conversations to the cover while it lasts, and back', async () => {
    await memberSends('alina', 'coach', 'Кто ответит, пока Алексей в отпуске?');
    const start = now;
    await app.db.insert(staffCovers).values({
      absentId: ids.coach,
      coverId: ids.coach2,
      startsAt: new Date(start - HOUR),
      endsAt: new Date(start + 2 * HOUR),
      createdBy: ids.admin,
      createdAt: new Date(start - HOUR),
    });
    const igorStream = await openStream(app, tokens.coach2);
    expect(find(await inbox('coach2'), ids.alina)).toMatchObject({
      assigned: { id: ids.coach, name: 'Алексей Морозов' },
    });
    const header = result(await call('coach2', 'GET', conv(ids.alina)));
    expect(header.answering).toMatchObject({ id: ids.coach2, name: 'Игорь Васильев' });
    await memberSends('alina', 'coach', 'Игорь, здравствуйте!');
    await igorStream.live((e) => e.type === ('inbox_message' as never));
    const res = await answer('coach2', ids.alina, 'coach', 'Здравствуйте, Алина! Я на связи.');
    expect(result(res).item.author).toMatchObject({ name: 'Игорь Васильев' });
    igorStream.close();
    now = start + 3 * HOUR;
    expect(find(await inbox('coach2', '?filter=all'), ids.alina)).toBeUndefined();
    expect((await call('coach2', 'GET', conv(ids.alina))).statusCode).toBe(404);
  });
});

describe('saved replies and settings', () => {
  it('keeps personal replies to their owner; club-wide ones need staff:manage', async () => {
    const mine = await call('coach', 'POST', '/api/staff/saved-replies', {
      title: 'Разминка',
      text: 'Перед тренировкой 10 минут разминки',
    });
    expect(result(mine).reply).toMatchObject({ club: false, editable: true });
    const refused = await call('coach', 'POST', '/api/staff/saved-replies', {
      title: 'Общий',
      text: 'Текст',
      club: true,
    });
    expect(refused.statusCode).toBe(403);
    const club = await call('admin', 'POST', '/api/staff/saved-replies', {
      title: 'Приветствие',
      text: 'Здравствуйте! Рады видеть вас в клубе.',
      club: true,
    });
    expect(result(club).reply).toMatchObject({ club: true, editable: true });
    const coachList = result(await call('coach', 'GET', '/api/staff/saved-replies')).replies;
    expect(coachList.map((r: { title: string }) => r.title)).toEqual(['Приветствие', 'Разминка']);
    expect(coachList[0].editable).toBe(false);
    const igorList = result(await call('coach2', 'GET', '/api/staff/saved-replies')).replies;
    expect(igorList.map((r: { title: string }) => r.title)).toEqual(['Приветствие']);
    const id = result(mine).reply.id;
    expect((await call('coach2', 'DELETE', `/api/staff/saved-replies/${id}`)).statusCode).toBe(404);
    expect(
      (await call('coach', 'POST', '/api/staff/saved-replies', { title: '', text: 'x' }))
        .statusCode,
    ).toBe(400);
  });

  it('has Moscow defaults and changes with staff:manage, in the audit log', async () => {
    expect(result(await call('coach', 'GET', '/api/staff/inbox/settings'))).toEqual({
      time_zone: 'Europe/Moscow',
      day_start: '09:00',
      day_end: '21:00',
      work_days: [1, 2, 3, 4, 5, 6],
      target_hours: { coach: 24, dietolog: 24, psyhologist: 24 },
    });
    const next = {
      time_zone: 'Asia/Yekaterinburg',
      day_start: '08:00',
      day_end: '20:00',
      work_days: [1, 2, 3, 4, 5],
      target_hours: { coach: 12, dietolog: 24, psyhologist: 8 },
    };
    expect((await call('coach', 'PUT', '/api/staff/inbox/settings', next)).statusCode).toBe(403);
    const bad = await call('admin', 'PUT', '/api/staff/inbox/settings', {
      ...next,
      time_zone: 'Mars/Base',
    });
    expect(errorOf(bad)).toBe(M.badTimeZone);
    expect(result(await call('admin', 'PUT', '/api/staff/inbox/settings', next))).toEqual(next);
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'inbox.settings'));
    expect(entry).toMatchObject({ actorId: ids.admin });
  });
});
