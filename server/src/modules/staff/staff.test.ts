// Issue 28: the staff app's API — permissions (a member's token, staff without the permission),
// reassignment with history and its audit entry, covers by the server's clock (moved here),
// deactivation refused while members are assigned, a role change taking effect at once, a new
// staff account with its welcome letter, and the audit log: filtered, paged, append-only (the
// database refuses UPDATE, DELETE and TRUNCATE), on PGlite and PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { STAFF_MESSAGES as M } from '@club/shared/contract';
import { buildApp } from '../../app';
import {
  auditLog,
  mailOutbox,
  memberAssignments,
  roles,
  staffProfiles,
  userRoles,
  users,
} from '../../db/schema';
import { ADMIN_ACCOUNT } from '../../db/seeds/accounts';
import { DEMO_STAFF, STAFF_E2E_MEMBERS, STAFF_PASSWORD } from '../../db/seeds/staff';
import { createClock } from '../../lib/clock';
import { FORBIDDEN_MESSAGE } from '../../plugins/permissions';
import { createTestDb, loginAs, testConfig, type TestDb } from '../../test/helpers';
import { auditPage } from './audit';
import { staffIdentity } from './identity';
import { visibleMembersPage } from './members';
import { viewerFor } from './visibility';

const HOUR = 3600_000;
let now = Date.now();
let testDb: TestDb;
let app: FastifyInstance;
let uploadsDir: string;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};

beforeAll(async () => {
  uploadsDir = mkdtempSync(path.join(tmpdir(), 'club-staff-'));
  testDb = await createTestDb();
  app = await buildApp({
    config: testConfig({ uploadsDir }),
    database: testDb.database,
    clock: createClock(testDb.database.db, () => now),
  });
  await app.ready();
  const people = await app.db.select({ id: users.id, email: users.email }).from(users);
  const byEmail = (email: string) => people.find((p) => p.email === email)!.id;
  for (const [key, s] of Object.entries(DEMO_STAFF)) {
    ids[key] = byEmail(s.email);
    tokens[key] = await loginAs(app, s.email, STAFF_PASSWORD);
  }
  ids.admin = byEmail(ADMIN_ACCOUNT.email);
  tokens.admin = await loginAs(app, ADMIN_ACCOUNT.email, ADMIN_ACCOUNT.password);
  ids.anna = byEmail('demo@club.local');
  tokens.anna = await loginAs(app, 'demo@club.local');
  ids.alina = byEmail(STAFF_E2E_MEMBERS[0].email);
  ids.roman = byEmail(STAFF_E2E_MEMBERS[1].email);
}, 120_000);
afterAll(async () => {
  await app.close();
  await testDb.drop();
  rmSync(uploadsDir, { recursive: true, force: true });
});

const call = (who: string, method: string, url: string, payload?: unknown) =>
  app.inject({
    method: method as 'GET',
    url,
    headers: { 'x-auth-token': tokens[who] },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const message = (res: { json(): { error?: { message?: string } | null } }) =>
  res.json().error?.message;
const auditEntries = async (query = '') =>
  (await call('admin', 'GET', `/api/staff/audit${query}`)).json().result.entries as {
    id: number;
    action: string;
    actor: { id: number; name: string } | null;
    actor_roles: string[];
    member: { id: number; name: string } | null;
    details: Record<string, unknown>;
  }[];
/** `read()` until it gives `want` (a NOTIFY from another connection arrives a moment later), 2 s at most. */
async function poll<T>(read: () => Promise<T>, want: T): Promise<T> {
  const until = Date.now() + 2000;
  let value = await read();
  while (value !== want && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 20));
    value = await read();
  }
  return value;
}
const currentCoach = async (memberId: number) => {
  const [row] = await app.db
    .select({ staffId: memberAssignments.staffId })
    .from(memberAssignments)
    .where(
      and(
        eq(memberAssignments.memberId, memberId),
        eq(memberAssignments.discipline, 'coach'),
        isNull(memberAssignments.endsAt),
      ),
    );
  return row?.staffId;
};

describe('permissions', () => {
  it('a member’s token is refused by every staff call; staff without the permission too', async () => {
    for (const [method, url] of [
      ['GET', '/api/staff/members'],
      ['GET', '/api/staff/team'],
      ['GET', '/api/staff/audit'],
      ['PUT', `/api/staff/members/${ids.anna}/assignments/coach`],
    ]) {
      const res = await call(
        'anna',
        method,
        url,
        method === 'PUT' ? { staff_id: ids.coach2 } : undefined,
      );
      expect(`${res.statusCode} ${message(res)}`).toBe(`403 ${M.staffOnly}`);
    }
    // a coach is staff, but manages nobody and reads no log
    for (const [method, url] of [
      ['GET', '/api/staff/team'],
      ['GET', '/api/staff/roles'],
      ['GET', '/api/staff/covers'],
      ['GET', '/api/staff/audit'],
      ['PUT', `/api/staff/members/${ids.anna}/assignments/coach`],
    ]) {
      const res = await call(
        'coach',
        method,
        url,
        method === 'PUT' ? { staff_id: ids.coach2 } : undefined,
      );
      expect(`${method} ${url} ${res.statusCode} ${message(res)}`).toBe(
        `${method} ${url} 403 ${FORBIDDEN_MESSAGE}`,
      );
    }
    expect(await currentCoach(ids.anna)).toBe(ids.coach);
  });

  it('a coach reads only their own members; another coach’s member is not found', async () => {
    const list = (await call('coach', 'GET', '/api/staff/members')).json().result;
    expect(list.members.map((m: { id: number }) => m.id)).toContain(ids.anna);
    const igors = (await call('coach2', 'GET', '/api/staff/members')).json().result;
    expect(igors.members.map((m: { id: number }) => m.id)).not.toContain(ids.anna);
    const card = await call('coach2', 'GET', `/api/staff/members/${ids.anna}`);
    expect(`${card.statusCode} ${message(card)}`).toBe(`404 ${M.memberNotFound}`);
    expect((await call('coach', 'GET', `/api/staff/members/${ids.anna}`)).statusCode).toBe(200);
    // search by name
    const found = (
      await call('admin', 'GET', `/api/staff/members?q=${encodeURIComponent('смирн')}`)
    )
      .json()
      .result.members.map((m: { name: string }) => m.name);
    expect(found).toEqual(['Анна Смирнова']);
  });

  it('the members list pages by keyset, alphabetically, without repeats', async () => {
    const names: string[] = [];
    let next: { after_name: string; after_id: number } | null = null;
    let pages = 0;
    do {
      const query: string = next
        ? `?after_name=${encodeURIComponent(next.after_name)}&after_id=${next.after_id}`
        : '';
      const result = (await call('admin', 'GET', `/api/staff/members${query}`)).json().result;
      names.push(...result.members.map((m: { name: string }) => m.name));
      next = result.next;
      pages++;
    } while (next && pages < 10);
    expect(names.length).toBe(new Set(names).size);
    expect(names).toContain('Анна Смирнова');
    expect(names).not.toContain(ADMIN_ACCOUNT.name);
    // in pages of 3, the same members in the same order
    const identity = await staffIdentity(app.db, ids.admin);
    const viewer = await viewerFor(app.db, identity!, new Date(now));
    const small: string[] = [];
    let after: { after_name: string; after_id: number } | null = null;
    do {
      const page: Awaited<ReturnType<typeof visibleMembersPage>> = await visibleMembersPage(
        app.db,
        viewer,
        after ? { afterName: after.after_name, afterId: after.after_id } : {},
        3,
      );
      expect(page.members.length).toBeLessThanOrEqual(3);
      small.push(...page.members.map((m) => m.name));
      after = page.next;
    } while (after);
    expect(small).toEqual(names);
  });

  it('a role change takes effect at once: the next request has the permission, and loses it', async () => {
    expect((await call('coach', 'GET', '/api/staff/audit')).statusCode).toBe(403);
    const [coachRole] = await app.db.select().from(roles).where(eq(roles.name, 'coach'));
    const saved = await call('admin', 'PATCH', `/api/staff/roles/${coachRole.id}`, {
      permissions: [...coachRole.permissions, 'audit:read'],
    });
    expect(saved.json().result.message).toBe('Роль сохранена');
    expect((await call('coach', 'GET', '/api/staff/audit')).statusCode).toBe(200);
    const me = (await call('coach', 'GET', '/api/auth/me')).json().result;
    expect(me.permissions).toContain('audit:read');
    await call('admin', 'PATCH', `/api/staff/roles/${coachRole.id}`, {
      permissions: coachRole.permissions,
    });
    expect((await call('coach', 'GET', '/api/staff/audit')).statusCode).toBe(403);
    // the change is in the log, with the roles the admin acted with
    const [entry] = await auditEntries('?action=role.update');
    expect(entry).toMatchObject({
      actor: { id: ids.admin, name: ADMIN_ACCOUNT.name },
      actor_roles: ['admin'],
      details: { role: { name: 'coach' } },
    });
    // a role change by the database itself (any tool) reaches the cache through its NOTIFY
    await app.db
      .update(roles)
      .set({ permissions: [...coachRole.permissions, 'audit:read'] })
      .where(eq(roles.id, coachRole.id));
    const auditStatus = async () => (await call('coach', 'GET', '/api/staff/audit')).statusCode;
    expect(await poll(auditStatus, 200)).toBe(200);
    await app.db
      .update(roles)
      .set({ permissions: coachRole.permissions })
      .where(eq(roles.id, coachRole.id));
    expect(await poll(auditStatus, 403)).toBe(403);
  });

  it('refuses unknown permissions and a change that leaves nobody to manage the staff', async () => {
    const [adminRole] = await app.db.select().from(roles).where(eq(roles.name, 'admin'));
    const unknown = await call('admin', 'PATCH', `/api/staff/roles/${adminRole.id}`, {
      permissions: ['everything'],
    });
    expect(`${unknown.statusCode} ${message(unknown)}`).toBe(`400 ${M.unknownPermission}`);
    const last = await call('admin', 'PATCH', `/api/staff/roles/${adminRole.id}`, {
      permissions: ['audit:read'],
    });
    expect(`${last.statusCode} ${message(last)}`).toBe(`409 ${M.lastManager}`);
    const [still] = await app.db.select().from(roles).where(eq(roles.id, adminRole.id));
    expect(still.permissions).toContain('staff:manage');
    // a new role of its own name
    const made = await call('admin', 'POST', '/api/staff/roles', {
      name: 'head_coach',
      title: 'Старший тренер',
      permissions: ['chats:read:all', 'chats:reply:assigned'],
    });
    expect(made.json().result.message).toBe('Роль создана');
    const again = await call('admin', 'POST', '/api/staff/roles', {
      name: 'head_coach',
      title: 'Другой',
      permissions: [],
    });
    expect(`${again.statusCode} ${message(again)}`).toBe(`409 ${M.roleNameTaken}`);
    const badName = await call('admin', 'POST', '/api/staff/roles', {
      name: 'Старший',
      title: 'x',
      permissions: [],
    });
    expect(`${badName.statusCode} ${message(badName)}`).toBe(`400 ${M.roleNameInvalid}`);
  });
});

describe('assignment', () => {
  it('an admin reassigns a member’s coach: the history and the audit log show it', async () => {
    expect(await currentCoach(ids.alina)).toBe(ids.coach);
    now += HOUR;
    const res = await call('admin', 'PUT', `/api/staff/members/${ids.alina}/assignments/coach`, {
      staff_id: ids.coach2,
    });
    expect(res.json()).toEqual({ result: { message: 'Назначение сохранено' }, error: null });
    expect(await currentCoach(ids.alina)).toBe(ids.coach2);

    const card = (await call('admin', 'GET', `/api/staff/members/${ids.alina}`)).json().result;
    expect(
      card.current.find((c: { discipline: string }) => c.discipline === 'coach'),
    ).toMatchObject({
      staff: { id: ids.coach2, name: DEMO_STAFF.coach2.name },
      since: Math.floor(now / 1000),
      cover: null,
    });
    const coachHistory = card.history.filter(
      (h: { discipline: string }) => h.discipline === 'coach',
    );
    expect(coachHistory).toHaveLength(2);
    expect(coachHistory[0]).toMatchObject({
      staff: { id: ids.coach2 },
      starts_at: Math.floor(now / 1000),
      ends_at: null,
      assigned_by: { id: ids.admin, name: ADMIN_ACCOUNT.name },
    });
    expect(coachHistory[1]).toMatchObject({
      staff: { id: ids.coach, name: DEMO_STAFF.coach.name },
      ends_at: Math.floor(now / 1000),
      ended_by: { id: ids.admin },
    });

    const [entry] = await auditEntries(`?member_id=${ids.alina}`);
    expect(entry).toMatchObject({
      action: 'assignment.change',
      actor: { id: ids.admin },
      actor_roles: ['admin'],
      member: { id: ids.alina, name: STAFF_E2E_MEMBERS[0].name },
      details: {
        discipline: 'coach',
        from: { id: ids.coach, name: DEMO_STAFF.coach.name },
        to: { id: ids.coach2, name: DEMO_STAFF.coach2.name },
      },
    });
    // her chats moved with her: Игорь sees her, Алексей no longer
    const igors = (await call('coach2', 'GET', '/api/staff/members')).json().result.members;
    expect(igors.map((m: { id: number }) => m.id)).toContain(ids.alina);
    const alexeis = (await call('coach', 'GET', '/api/staff/members')).json().result.members;
    expect(alexeis.map((m: { id: number }) => m.id)).not.toContain(ids.alina);
  });

  it('refuses bad reassignments with a Russian message and changes nothing', async () => {
    const url = `/api/staff/members/${ids.roman}/assignments`;
    const cases: [string, unknown, number, string][] = [
      [`${url}/yoga`, { staff_id: ids.coach2 }, 400, M.unknownDiscipline],
      [
        `${url}/coach`,
        { staff_id: ids.dietitian },
        400,
        M.cannotAnswer(DEMO_STAFF.dietitian.name, 'Тренер'),
      ],
      [
        `${url}/psyhologist`,
        { staff_id: ids.coach },
        400,
        M.cannotAnswer(DEMO_STAFF.coach.name, 'Психолог'),
      ],
      [`${url}/coach`, { staff_id: ids.coach }, 400, M.sameStaff],
      [`${url}/coach`, { staff_id: ids.anna }, 400, M.notAStaffMember],
      [
        `/api/staff/members/${ids.coach}/assignments/coach`,
        { staff_id: ids.coach2 },
        404,
        M.memberNotFound,
      ],
    ];
    const before = await auditEntries();
    for (const [where, body, status, text] of cases) {
      const res = await call('admin', 'PUT', where, body);
      expect(`${where} ${res.statusCode} ${message(res)}`).toBe(`${where} ${status} ${text}`);
    }
    expect(await currentCoach(ids.roman)).toBe(ids.coach);
    expect((await auditEntries())[0].id).toBe(before[0].id);
  });
});

describe('deactivation', () => {
  it('is refused while members are assigned; after handing them over, the staff member is signed out for good', async () => {
    const [{ n: assigned }] = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(memberAssignments)
      .where(and(eq(memberAssignments.staffId, ids.coach), isNull(memberAssignments.endsAt)));
    const refused = await call('admin', 'PUT', `/api/staff/team/${ids.coach}/active`, {
      active: false,
    });
    expect(`${refused.statusCode} ${message(refused)}`).toBe(
      `409 ${M.stillAssigned(DEMO_STAFF.coach.name, Number(assigned))}`,
    );
    const [profile] = await app.db
      .select()
      .from(staffProfiles)
      .where(eq(staffProfiles.userId, ids.coach));
    expect(profile.active).toBe(true);
    expect((await call('coach', 'GET', '/api/auth/me')).statusCode).toBe(200);

    // nor can the discipline be taken away from him
    const noDiscipline = await call('admin', 'PATCH', `/api/staff/team/${ids.coach}`, {
      disciplines: [],
    });
    expect(noDiscipline.statusCode).toBe(409);
    expect(message(noDiscipline)).toBe(
      M.stillAssignedIn(DEMO_STAFF.coach.name, 'Тренер', Number(assigned)),
    );

    // the seeded cover (Алексей away later, Игорь answering) does not stop Алексей's deactivation,
    // but his own members do: hand them to Игорь
    const moved = await call('admin', 'POST', `/api/staff/team/${ids.coach}/transfer`, {
      discipline: 'coach',
      to_staff_id: ids.coach2,
    });
    expect(moved.json().result.message).toBe(
      `Участников передано: ${assigned}. Теперь их ведёт ${DEMO_STAFF.coach2.name}.`,
    );
    expect(await currentCoach(ids.anna)).toBe(ids.coach2);
    const self = await call('admin', 'PUT', `/api/staff/team/${ids.admin}/active`, {
      active: false,
    });
    expect(`${self.statusCode} ${message(self)}`).toBe(`400 ${M.notSelf}`);

    const done = await call('admin', 'PUT', `/api/staff/team/${ids.coach}/active`, {
      active: false,
    });
    expect(done.json().result.message).toBe('Сотрудник отключён: войти он больше не сможет');
    // his session ended; signing in again is refused, saying why
    expect((await call('coach', 'GET', '/api/auth/me')).statusCode).toBe(401);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_STAFF.coach.email, password: STAFF_PASSWORD },
    });
    expect(`${login.statusCode} ${message(login)}`).toBe(`403 ${M.inactive}`);
    const actions = (await auditEntries()).slice(0, 2).map((e) => e.action);
    expect(actions).toEqual(['staff.deactivate', 'assignment.change']);

    // reactivated, he signs in again
    expect(
      (await call('admin', 'PUT', `/api/staff/team/${ids.coach}/active`, { active: true }))
        .statusCode,
    ).toBe(200);
    tokens.coach = await loginAs(app, DEMO_STAFF.coach.email, STAFF_PASSWORD);
    expect((await call('coach', 'GET', '/api/auth/me')).json().result.active).toBe(true);
  });
});

describe('covers', () => {
  it('a cover starts and ends by the server’s clock, and is refused when it cannot work', async () => {
    const start = now + 2 * HOUR;
    const end = now + 50 * HOUR;
    const sec = (ms: number) => Math.floor(ms / 1000);
    const body = {
      absent_id: ids.coach2,
      cover_id: ids.coach,
      starts_at: sec(start),
      ends_at: sec(end),
    };
    const bad: [object, string][] = [
      [{ ...body, cover_id: ids.coach2 }, M.coverSelf],
      [{ ...body, ends_at: sec(start) }, M.coverPeriod],
      [{ ...body, starts_at: sec(now - 10 * HOUR), ends_at: sec(now - HOUR) }, M.coverPast],
      [{ ...body, ends_at: sec(start + 91 * 24 * HOUR) }, M.coverTooLong],
      [{ ...body, cover_id: ids.dietitian }, M.cannotAnswer(DEMO_STAFF.dietitian.name, 'Тренер')],
    ];
    for (const [payload, text] of bad) {
      const res = await call('admin', 'POST', '/api/staff/covers', payload);
      expect(`${res.statusCode} ${message(res)}`).toBe(`400 ${text}`);
    }
    const made = await call('admin', 'POST', '/api/staff/covers', body);
    expect(made.json().result.message).toBe('Замена назначена');
    const overlap = await call('admin', 'POST', '/api/staff/covers', {
      ...body,
      starts_at: sec(start + HOUR),
    });
    expect(`${overlap.statusCode} ${message(overlap)}`).toBe(
      `400 ${M.coverOverlap(DEMO_STAFF.coach2.name)}`,
    );
    const coverId = made.json().result.id;
    const state = async () =>
      (await call('admin', 'GET', '/api/staff/covers'))
        .json()
        .result.covers.find((c: { id: number }) => c.id === coverId)?.state;
    const alexeisMembers = async () =>
      (await call('coach', 'GET', '/api/staff/members'))
        .json()
        .result.members.map((m: { id: number }) => m.id);

    expect(await state()).toBe('planned');
    expect(await alexeisMembers()).not.toContain(ids.alina);
    now = start + HOUR;
    expect(await state()).toBe('active');
    expect(await alexeisMembers()).toContain(ids.alina);
    const card = (await call('admin', 'GET', `/api/staff/members/${ids.alina}`)).json().result;
    expect(
      card.current.find((c: { discipline: string }) => c.discipline === 'coach').cover,
    ).toEqual({
      staff: { id: ids.coach, name: DEMO_STAFF.coach.name, position: DEMO_STAFF.coach.position },
      until: sec(end),
    });
    // while he covers, Алексей cannot be deactivated
    const busy = await call('admin', 'PUT', `/api/staff/team/${ids.coach}/active`, {
      active: false,
    });
    expect(`${busy.statusCode} ${message(busy)}`).toBe(
      `409 ${M.stillCovering(DEMO_STAFF.coach.name)}`,
    );
    // ended early: back to Игорь alone
    const ended = await call('admin', 'POST', `/api/staff/covers/${coverId}/end`);
    expect(ended.json().result.message).toBe('Замена завершена');
    expect(await state()).toBe('ended');
    expect(await alexeisMembers()).not.toContain(ids.alina);
    const again = await call('admin', 'POST', `/api/staff/covers/${coverId}/end`);
    expect(`${again.statusCode} ${message(again)}`).toBe(`400 ${M.coverEnded}`);
    expect((await auditEntries()).slice(0, 2).map((e) => e.action)).toEqual([
      'cover.end',
      'cover.create',
    ]);
  });
});

describe('staff accounts', () => {
  it('a new staff account gets its profile, roles and the welcome letter; a taken e-mail is refused', async () => {
    const res = await call('admin', 'POST', '/api/staff/team', {
      email: 'Vera.Kotova@club.local',
      name: 'Вера Котова',
      position: 'Психолог',
      roles: ['psychologist'],
      disciplines: ['psyhologist'],
    });
    expect(res.json().result.message).toBe(
      'Сотрудник создан. Письмо со ссылкой, чтобы задать пароль, отправлено на vera.kotova@club.local',
    );
    const id = res.json().result.id;
    const [letter] = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'vera.kotova@club.local'));
    expect(letter.kind).toBe('welcome');
    // the letter speaks to a colleague: the position, the role, the staff app's address; not the
    // members' welcome ("Для тебя создан аккаунт в Клубе", the app's feedback)
    expect(letter.subject).toBe('Рабочий доступ к Клубу: данные для входа');
    const text = letter.text ?? '';
    expect(text).toContain('Привет, Вера!');
    expect(text).toContain('Для тебя создан рабочий аккаунт сотрудника Клуба.');
    expect(text).toContain('Должность: Психолог.');
    expect(text).toContain('Роль: Психолог. От неё зависит, какие разделы рабочего приложения');
    expect(text).toMatch(/Рабочее приложение сотрудников: https?:\/\/[^\s]+\/staff\/\n/);
    expect(text).toContain('Логин для входа — этот e-mail: vera.kotova@club.local');
    expect(text).toMatch(/Задать пароль:\nhttps?:\/\/[^\s]+\/reset-pass\/#token=/);
    expect(text).toContain('обратись к администратору клуба');
    expect(text).not.toContain('Для тебя создан аккаунт в Клубе.');
    expect(text).not.toContain('Обратная связь');
    expect(letter.html).toContain('/staff/</a>');
    const team = (await call('admin', 'GET', '/api/staff/team')).json().result.staff;
    expect(team.find((s: { id: number }) => s.id === id)).toMatchObject({
      name: 'Вера Котова',
      position: 'Психолог',
      active: true,
      disciplines: ['psyhologist'],
      roles: [{ name: 'psychologist', title: 'Психолог' }],
      assigned: { coach: 0, dietolog: 0, psyhologist: 0 },
    });
    const [entry] = await auditEntries('?action=staff.create');
    expect(entry.details).toMatchObject({
      email: 'vera.kotova@club.local',
      roles: ['psychologist'],
    });
    for (const [payload, status, text] of [
      [
        {
          email: 'vera.kotova@club.local',
          name: 'Вера',
          position: 'x',
          roles: ['coach'],
          disciplines: [],
        },
        409,
        M.emailTaken,
      ],
      [
        {
          email: 'new1@club.local',
          name: 'Новый',
          position: ' ',
          roles: ['coach'],
          disciplines: [],
        },
        400,
        M.positionRequired,
      ],
      [
        { email: 'new1@club.local', name: 'Новый', position: 'Тренер', roles: [], disciplines: [] },
        400,
        M.rolesRequired,
      ],
      [
        {
          email: 'new1@club.local',
          name: 'Новый',
          position: 'Тренер',
          roles: ['boss'],
          disciplines: [],
        },
        400,
        M.unknownRole,
      ],
      [
        {
          email: 'new1@club.local',
          name: 'Новый',
          position: 'Тренер',
          roles: ['coach'],
          disciplines: ['yoga'],
        },
        400,
        M.unknownDiscipline,
      ],
    ] as [object, number, string][]) {
      const bad = await call('admin', 'POST', '/api/staff/team', payload);
      expect(`${bad.statusCode} ${message(bad)}`).toBe(`${status} ${text}`);
    }
    const [none] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'new1@club.local'));
    expect(none).toBeUndefined();
    // a new member gets the least busy staff of each discipline, recorded in the log
    const member = await call('admin', 'POST', '/api/staff/members', {
      email: 'newmember@club.local',
      name: 'Новая Участница',
    });
    const memberId = member.json().result.id;
    const card = (await call('admin', 'GET', `/api/staff/members/${memberId}`)).json().result;
    expect(card.current.map((c: { staff: { id: number } | null }) => c.staff?.id)).toEqual([
      expect.any(Number),
      ids.dietitian,
      id,
    ]);
    const [made] = await auditEntries(`?member_id=${memberId}`);
    expect(made).toMatchObject({ action: 'member.create', actor: { id: ids.admin } });
    // and staff roles edited: Вера also moderates
    const edited = await call('admin', 'PATCH', `/api/staff/team/${id}`, {
      roles: ['psychologist', 'moderator'],
      position: 'Психолог, модератор',
    });
    expect(edited.json().result.message).toBe('Изменения сохранены');
    const held = await app.db
      .select({ name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, id));
    expect(held.map((r) => r.name).sort()).toEqual(['moderator', 'psychologist']);
  });
});

describe('the audit log', () => {
  it('filters by actor, member and action, pages by keyset, and has no path to change it', async () => {
    const all = await auditEntries();
    expect(all.length).toBeGreaterThan(5);
    const byMember = await auditEntries(`?member=${encodeURIComponent('Кравцова')}`);
    expect(byMember.length).toBeGreaterThan(0);
    expect(byMember.every((e) => e.member?.id === ids.alina)).toBe(true);
    const byActor = await auditEntries(`?actor_id=${ids.admin}&action=assignment.change`);
    expect(
      byActor.every((e) => e.actor?.id === ids.admin && e.action === 'assignment.change'),
    ).toBe(true);
    expect(await auditEntries(`?actor_id=${ids.coach}`)).toEqual([]);
    // keyset paging, newest first, no repeats: the API's pages of 50, and pages of 3
    const pages = async (
      read: (before: number | null) => Promise<{ ids: number[]; next: number | null }>,
    ) => {
      const seen: number[] = [];
      let before: number | null = null;
      do {
        const page: { ids: number[]; next: number | null } = await read(before);
        seen.push(...page.ids);
        before = page.next;
      } while (before);
      return seen;
    };
    const viaApi = await pages(async (before) => {
      const result = (
        await call('admin', 'GET', `/api/staff/audit${before ? `?before_id=${before}` : ''}`)
      ).json().result;
      return { ids: result.entries.map((e: { id: number }) => e.id), next: result.next_before_id };
    });
    const inThrees = await pages(async (before) => {
      const page = await auditPage(app.db, { beforeId: before ?? undefined, limit: 3 });
      expect(page.entries.length).toBeLessThanOrEqual(3);
      return { ids: page.entries.map((e) => e.id), next: page.nextBeforeId };
    });
    expect(viaApi).toEqual([...viaApi].sort((a, b) => b - a));
    expect(new Set(viaApi).size).toBe(viaApi.length);
    expect(inThrees).toEqual(viaApi);
    // the API has a read and nothing else
    const routes = app.routeCatalog.filter((r) => r.url.startsWith('/api/staff/audit'));
    expect([...new Set(routes.map((r) => r.method))].sort()).toEqual(['GET', 'HEAD']);
  });

  it('the database refuses UPDATE, DELETE and TRUNCATE of the log, whoever asks', async () => {
    const [before] = await app.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    const refusals = [
      () => app.db.update(auditLog).set({ action: 'forged' }),
      () =>
        app.db
          .update(auditLog)
          .set({ action: 'forged' })
          .where(sql`false`),
      () => app.db.delete(auditLog),
      () => app.db.execute(sql`delete from audit_log where id = (select min(id) from audit_log)`),
      () => app.db.execute(sql`truncate audit_log`),
    ];
    for (const run of refusals) await expect(run()).rejects.toThrow();
    const [after] = await app.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    expect(after.n).toBe(before.n);
    const [forged] = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(eq(auditLog.action, 'forged'));
    expect(forged.n).toBe(0);
    // appending still works
    await app.db.insert(auditLog).values({ action: 'staff.update', details: { test: true } });
  });
});

describe('the demo staff', () => {
  it('are the channels’ default staff, name and position alike', async () => {
    const { CHANNELS } = await import('../chats/channels');
    expect(CHANNELS.coach.staff).toEqual({
      name: DEMO_STAFF.coach.name,
      position: DEMO_STAFF.coach.position,
    });
    expect(CHANNELS.dietolog.staff).toEqual({
      name: DEMO_STAFF.dietitian.name,
      position: DEMO_STAFF.dietitian.position,
    });
    expect(CHANNELS.psyhologist.staff).toEqual({
      name: DEMO_STAFF.psychologist.name,
      position: DEMO_STAFF.psychologist.position,
    });
  });
});
