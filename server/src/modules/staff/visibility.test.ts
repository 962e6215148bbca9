// Issue 28: the one visibility rule — which members and conversations a staff member sees — in
// both its forms (the SQL predicate in a list query, the single check, the fan-out), with covers
// taking effect and ending by the server's clock (moved here), on PGlite and PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Discipline } from '@club/shared/contract';
import { buildApp } from '../../app';
import { chatMessages, roles, staffCovers, staffProfiles, userRoles, users } from '../../db/schema';
import { ADMIN_ACCOUNT } from '../../db/seeds/accounts';
import { DEMO_STAFF, STAFF_E2E_MEMBERS } from '../../db/seeds/staff';
import { createClock } from '../../lib/clock';
import { createTestDb, testConfig, type TestDb } from '../../test/helpers';
import { forgetStaff, staffIdentity } from './identity';
import {
  answeringStaff,
  canSeeConversation,
  canSeeMember,
  conversationViewers,
  conversationVisible,
  memberVisible,
  isMemberAccount,
  viewerFor,
  visibleAssignments,
  visibleMemberIds,
  type Viewer,
} from './visibility';

const HOUR = 3600_000;
let now = Date.now();
let testDb: TestDb;
let app: FastifyInstance;
let uploadsDir: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  uploadsDir = mkdtempSync(path.join(tmpdir(), 'club-visibility-'));
  testDb = await createTestDb();
  app = await buildApp({
    config: testConfig({ uploadsDir }),
    database: testDb.database,
    clock: createClock(testDb.database.db, () => now),
  });
  await app.ready();
  const people = await app.db.select({ id: users.id, email: users.email }).from(users);
  const byEmail = (email: string) => people.find((p) => p.email === email)!.id;
  for (const [key, s] of Object.entries(DEMO_STAFF)) ids[key] = byEmail(s.email);
  ids.admin = byEmail(ADMIN_ACCOUNT.email);
  ids.anna = byEmail('demo@club.local');
  ids.ivan = byEmail('demo2@club.local');
  ids.alina = byEmail(STAFF_E2E_MEMBERS[0].email);
}, 120_000);
afterAll(async () => {
  await app.close();
  await testDb.drop();
  rmSync(uploadsDir, { recursive: true, force: true });
});

const viewer = async (key: string): Promise<Viewer> => {
  const identity = await staffIdentity(app.db, ids[key]);
  if (!identity) throw new Error(`${key} is not staff`);
  return viewerFor(app.db, identity, new Date(now));
};
const sees = async (key: string, member: string, channel: Discipline) =>
  canSeeConversation(app.db, await viewer(key), ids[member], channel);

/** The members a viewer's list shows (the SQL predicate in a WHERE clause). */
async function listed(v: Viewer): Promise<number[]> {
  const rows = await app.db
    .select({ id: users.id })
    .from(users)
    .where(and(isMemberAccount(users.id), memberVisible(v, users.id)))
    .orderBy(users.id);
  return rows.map((r) => r.id);
}
const memberCount = async () =>
  (await app.db.select({ id: users.id }).from(users).where(isMemberAccount(users.id))).length;

async function grant(userId: number, role: { name: string; title: string; permissions: string[] }) {
  const [made] = await app.db.insert(roles).values(role).returning({ id: roles.id });
  await app.db.insert(userRoles).values({ userId, roleId: made.id });
  forgetStaff(app.db, [userId]);
}

describe('members and conversations by assignment', () => {
  it('a coach sees their own members’ coach conversations only, not another coach’s nor other channels', async () => {
    expect(await sees('coach', 'anna', 'coach')).toBe(true);
    expect(await sees('coach', 'anna', 'dietolog')).toBe(false);
    expect(await sees('coach', 'anna', 'psyhologist')).toBe(false);
    expect(await sees('coach2', 'anna', 'coach')).toBe(false);
    const alexei = await listed(await viewer('coach'));
    const igor = await listed(await viewer('coach2'));
    expect(alexei).toContain(ids.anna);
    expect(igor).not.toContain(ids.anna);
    // together they have every member, and no member twice
    expect(alexei.length + igor.length).toBe(await memberCount());
    expect(alexei.filter((id) => igor.includes(id))).toEqual([]);
    // staff accounts are never listed as members
    expect(alexei).not.toContain(ids.admin);
    expect(await canSeeMember(app.db, await viewer('coach'), ids.anna)).toBe(true);
    expect(await canSeeMember(app.db, await viewer('coach2'), ids.anna)).toBe(false);
  });

  it('the psychologist’s channel: only the assigned psychologist, never an admin or a head coach', async () => {
    expect(await sees('psychologist', 'anna', 'psyhologist')).toBe(true);
    expect(await sees('psychologist', 'anna', 'coach')).toBe(false);
    expect(await sees('admin', 'anna', 'psyhologist')).toBe(false);
    expect(await sees('admin', 'anna', 'coach')).toBe(false);
    // the admin sees every member (members:read:all), none of their conversations
    expect(await listed(await viewer('admin'))).toHaveLength(await memberCount());
    // a head coach: every member's coach and dietitian chats, still not the psychologist's
    await grant(ids.coach2, {
      name: 'head_coach',
      title: 'Старший тренер',
      permissions: ['chats:reply:assigned', 'chats:read:all'],
    });
    expect(await sees('coach2', 'anna', 'coach')).toBe(true);
    expect(await sees('coach2', 'anna', 'dietolog')).toBe(true);
    expect(await sees('coach2', 'anna', 'psyhologist')).toBe(false);
    // even with the psychologist's permission, only the assigned psychologist
    await grant(ids.coach2, {
      name: 'psych_reader',
      title: 'Психолог (второй)',
      permissions: ['chats:read:psych'],
    });
    expect(await sees('coach2', 'anna', 'psyhologist')).toBe(false);
    await app.db.delete(userRoles).where(eq(userRoles.userId, ids.coach2));
    await app.db.insert(userRoles).values({
      userId: ids.coach2,
      roleId: (await app.db.select().from(roles).where(eq(roles.name, 'coach')))[0].id,
    });
    forgetStaff(app.db, [ids.coach2]);
    expect(await sees('coach2', 'anna', 'coach')).toBe(false);
  });

  it('without the permission to answer there, an assignment shows nothing', async () => {
    const psych = await viewer('psychologist');
    const without: Viewer = {
      ...psych,
      permissions: new Set([...psych.permissions].filter((p) => p !== 'chats:read:psych')),
    };
    expect(await canSeeConversation(app.db, without, ids.anna, 'psyhologist')).toBe(false);
    expect(await canSeeConversation(app.db, psych, ids.anna, 'psyhologist')).toBe(true);
    // a moderator and editor answers nobody
    expect(await listed(await viewer('moderator'))).toEqual([]);
    expect(await sees('moderator', 'anna', 'coach')).toBe(false);
  });

  it('the predicate filters a list and a counter in the database: chat messages each viewer may see', async () => {
    const visibleCount = async (key: string) => {
      const v = await viewer(key);
      const [row] = await app.db
        .select({ n: count() })
        .from(chatMessages)
        .where(conversationVisible(v, chatMessages.userId, chatMessages.channel));
      return Number(row.n);
    };
    const inChannel = async (channel: string, members: number[]) => {
      const [row] = await app.db
        .select({ n: count() })
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.channel, channel),
            sql`${chatMessages.userId} in (${sql.join(
              members.map((m) => sql`${m}`),
              sql`, `,
            )})`,
          ),
        );
      return Number(row.n);
    };
    const alexeisMembers = await listed(await viewer('coach'));
    expect(await visibleCount('coach')).toBe(await inChannel('coach', alexeisMembers));
    expect(await visibleCount('coach')).toBeGreaterThan(0);
    expect(await visibleCount('psychologist')).toBe(
      await inChannel('psyhologist', await listed(await viewer('psychologist'))),
    );
    expect(await visibleCount('admin')).toBe(0);
    // the assignment pairs, for a list driven from the viewer's own members
    const pairs = (await app.db.execute(
      sql`select count(*)::int as n from ${visibleAssignments(await viewer('coach'))} va`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(pairs.rows[0].n)).toBe(alexeisMembers.length);
    expect(
      await visibleMemberIds(app.db, await viewer('coach'), [ids.anna, ids.ivan, ids.admin]),
    ).toEqual(alexeisMembers.filter((id) => id === ids.anna || id === ids.ivan));
  });
});

describe('a cover, by the server’s clock', () => {
  it('routes the absent psychologist’s conversations to the cover from its start until its end', async () => {
    // a second psychologist
    const [olga2] = await app.db
      .insert(users)
      .values({
        email: 'psych2@club.local',
        passwordHash: 'x',
        name: 'Вера Котова',
        createdAt: new Date(now),
      })
      .returning({ id: users.id });
    ids.psych2 = olga2.id;
    await app.db
      .insert(staffProfiles)
      .values({ userId: olga2.id, position: 'Психолог', disciplines: ['psyhologist'] });
    const [psychRole] = await app.db.select().from(roles).where(eq(roles.name, 'psychologist'));
    await app.db.insert(userRoles).values({ userId: olga2.id, roleId: psychRole.id });
    forgetStaff(app.db, [olga2.id]);

    const start = now + 2 * HOUR;
    const end = now + 26 * HOUR;
    await app.db.insert(staffCovers).values({
      absentId: ids.psychologist,
      coverId: olga2.id,
      startsAt: new Date(start),
      endsAt: new Date(end),
      createdAt: new Date(now),
    });

    // before it starts: only the assigned psychologist
    expect(await sees('psych2', 'anna', 'psyhologist')).toBe(false);
    expect(await answeringStaff(app.db, ids.anna, 'psyhologist', new Date(now))).toMatchObject({
      assignedId: ids.psychologist,
      answeringId: ids.psychologist,
      coverUntil: null,
    });
    expect(await conversationViewers(app.db, ids.anna, 'psyhologist', new Date(now))).toEqual([
      ids.psychologist,
    ]);

    now = start + HOUR;
    expect(await sees('psych2', 'anna', 'psyhologist')).toBe(true);
    // the absent one keeps her own members; new messages go to the cover
    expect(await sees('psychologist', 'anna', 'psyhologist')).toBe(true);
    expect(await answeringStaff(app.db, ids.anna, 'psyhologist', new Date(now))).toEqual({
      assignedId: ids.psychologist,
      answeringId: olga2.id,
      coverUntil: new Date(end),
    });
    expect(await conversationViewers(app.db, ids.anna, 'psyhologist', new Date(now))).toEqual(
      [ids.psychologist, olga2.id].sort((a, b) => a - b),
    );
    expect(await listed(await viewer('psych2'))).toEqual(
      await listed(await viewer('psychologist')),
    );
    // the cover does not open the psychologist's other disciplines to her
    expect(await sees('psych2', 'anna', 'coach')).toBe(false);

    now = end;
    expect(await sees('psych2', 'anna', 'psyhologist')).toBe(false);
    expect((await answeringStaff(app.db, ids.anna, 'psyhologist', new Date(now))).answeringId).toBe(
      ids.psychologist,
    );
    expect(await listed(await viewer('psych2'))).toEqual([]);
  });

  it('a head coach’s fan-out covers coach and dietitian conversations of every member, not the psychologist’s', async () => {
    await grant(ids.moderator, {
      name: 'supervisor',
      title: 'Супервизор',
      permissions: ['chats:read:all'],
    });
    const at = new Date(now);
    expect(await conversationViewers(app.db, ids.alina, 'dietolog', at)).toEqual(
      [ids.dietitian, ids.moderator].sort((a, b) => a - b),
    );
    expect(await conversationViewers(app.db, ids.alina, 'psyhologist', at)).toEqual([
      ids.psychologist,
    ]);
    // a deactivated staff member sees nothing
    await app.db
      .update(staffProfiles)
      .set({ active: false })
      .where(eq(staffProfiles.userId, ids.moderator));
    forgetStaff(app.db, [ids.moderator]);
    expect(await conversationViewers(app.db, ids.alina, 'dietolog', at)).toEqual([ids.dietitian]);
  });
});
