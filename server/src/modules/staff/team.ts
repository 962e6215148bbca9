// Staff accounts (issue 28): the list, a new staff account (the welcome letter of issue 31 with
// its set-password link), edits of name, position, roles and disciplines, deactivation (refused
// while members are assigned or a cover is pending: rules.ts) and handing all of a discipline's
// members over to a colleague. Each change and its audit entry share one transaction; the changed
// identity is dropped from this process's cache after the commit (the database's staff_events
// NOTIFY drops it in every other process).
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  DISCIPLINE_LABELS,
  STAFF_MESSAGES as M,
  isDiscipline,
  type DirectoryEntry,
  type Discipline,
  type TeamEntry,
} from '@club/shared/contract';
import type { Db } from '../../db/client';
import {
  memberAssignments,
  roles,
  sessions,
  staffProfiles,
  userRoles,
  users,
} from '../../db/schema';
import { AppError, badRequest } from '../../lib/errors';
import { personName, personNameProblem } from '../../lib/person-name';
import { useUpPasswordLinks } from '../auth/password-links';
import { endSessions } from '../auth/sessions';
import type { Mailer } from '../mail/outbox';
import {
  MEMBER_MESSAGES,
  NAME_MAX,
  insertAccount,
  isUniqueViolation,
  memberInputError,
  normalizeEmail,
} from '../members/service';
import { reassign, requireAnswering, staffFacts } from './assignments';
import { audit, type AuditActor } from './audit';
import { forgetStaff } from './identity';
import { checkStaffRules } from './rules';

export const POSITION_MAX = 100;

export const TEAM_MESSAGES = {
  created: (email: string) =>
    `Сотрудник создан. Письмо со ссылкой, чтобы задать пароль, отправлено на ${email}`,
  saved: 'Изменения сохранены',
  deactivated: 'Сотрудник отключён: войти он больше не сможет',
  activated: 'Сотрудник снова может войти',
  transferred: (n: number, name: string) => `Участников передано: ${n}. Теперь их ведёт ${name}.`,
} as const;

const notStaff = () => new AppError(404, M.staffNotFound);

/** A position as typed: trimmed, required, at most 100 characters. */
export function positionOf(raw: string): string {
  const position = raw.trim();
  if (!position) throw badRequest(M.positionRequired);
  if (position.length > POSITION_MAX) throw badRequest(M.positionTooLong);
  return position;
}

/** Disciplines as sent: known ones only, each once, in their order. */
export function disciplinesOf(raw: readonly string[]): Discipline[] {
  for (const d of raw) if (!isDiscipline(d)) throw badRequest(M.unknownDiscipline);
  return (['coach', 'dietolog', 'psyhologist'] as const).filter((d) => raw.includes(d));
}

/** The roles of these names (every one must exist, at least one). */
async function rolesNamed(
  db: Db,
  names: readonly string[],
): Promise<{ id: number; name: string; title: string }[]> {
  const wanted = [...new Set(names.map((n) => n.trim()).filter(Boolean))];
  if (!wanted.length) throw badRequest(M.rolesRequired);
  const found = await db
    .select({ id: roles.id, name: roles.name, title: roles.title })
    .from(roles)
    .where(inArray(roles.name, wanted));
  if (found.length !== wanted.length) throw badRequest(M.unknownRole);
  return found;
}

const isStaffAccount = sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id})`;

/** Every staff member with roles and the members assigned to them now. */
export async function listTeam(db: Db): Promise<TeamEntry[]> {
  const people = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      position: staffProfiles.position,
      active: staffProfiles.active,
      disciplines: staffProfiles.disciplines,
    })
    .from(users)
    .leftJoin(staffProfiles, eq(staffProfiles.userId, users.id))
    .where(isStaffAccount)
    .orderBy(asc(users.name), asc(users.id));
  const held = await db
    .select({ userId: userRoles.userId, name: roles.name, title: roles.title })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .orderBy(asc(roles.name));
  const counts = await db
    .select({
      staffId: memberAssignments.staffId,
      discipline: memberAssignments.discipline,
      n: sql<number>`count(*)::int`,
    })
    .from(memberAssignments)
    .where(isNull(memberAssignments.endsAt))
    .groupBy(memberAssignments.staffId, memberAssignments.discipline);
  return people.map((p) => {
    const own = held.filter((h) => h.userId === p.id);
    const assigned = { coach: 0, dietolog: 0, psyhologist: 0 };
    for (const c of counts)
      if (c.staffId === p.id && isDiscipline(c.discipline)) assigned[c.discipline] = Number(c.n);
    return {
      id: p.id,
      name: p.name,
      email: p.email,
      position: p.position ?? own[0]?.title ?? '',
      active: p.active ?? true,
      disciplines: (p.disciplines ?? []).filter(isDiscipline),
      roles: own.map((r) => ({ name: r.name, title: r.title })),
      assigned,
    };
  });
}

/** Every staff member's name, position and disciplines (what any staff member may know). */
export async function listDirectory(db: Db): Promise<DirectoryEntry[]> {
  return (await listTeam(db)).map((s) => ({
    id: s.id,
    name: s.name,
    position: s.position,
    active: s.active,
    disciplines: s.disciplines,
  }));
}

export interface NewStaff {
  email: string;
  name: string;
  position: string;
  roles: string[];
  disciplines: string[];
}

/** A staff account, its profile and roles, its welcome letter and the audit entry. */
export async function createStaff(
  deps: { db: Db; mail: Mailer },
  input: NewStaff,
  actor: AuditActor,
  now: Date,
): Promise<{ id: number; message: string }> {
  const problem = memberInputError(input.email, input.name);
  if (problem) throw badRequest(problem);
  const position = positionOf(input.position);
  const disciplines = disciplinesOf(input.disciplines);
  const email = normalizeEmail(input.email);
  let id: number;
  try {
    id = await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const held = await rolesNamed(tx, input.roles);
      const userId = await insertAccount(
        tx,
        deps.mail,
        // the staff letter: position, roles and the staff app's address, not the members' text
        {
          email,
          name: input.name,
          staff: { position, roles: held.map((r) => r.title).sort((a, b) => a.localeCompare(b)) },
        },
        now,
        M.emailTaken,
      );
      await tx.insert(staffProfiles).values({ userId, position, disciplines, updatedAt: now });
      await tx.insert(userRoles).values(held.map((r) => ({ userId, roleId: r.id })));
      await audit(tx, {
        actor,
        action: 'staff.create',
        details: {
          staff: { id: userId, name: personName(input.name) },
          email,
          position,
          roles: held.map((r) => r.name).sort(),
          disciplines,
        },
        at: now,
      });
      return userId;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, M.emailTaken);
    throw err;
  }
  deps.mail.kick();
  forgetStaff(deps.db, [id]);
  return { id, message: TEAM_MESSAGES.created(email) };
}

export interface StaffPatch {
  name?: string;
  position?: string;
  roles?: string[];
  disciplines?: string[];
}

/** Name, position, roles, disciplines; refused when it would leave assigned members unanswered. */
export async function updateStaff(
  db: Db,
  id: number,
  patch: StaffPatch,
  actor: AuditActor,
  now: Date,
): Promise<void> {
  const name = patch.name === undefined ? undefined : personName(patch.name);
  if (name !== undefined && !name) throw badRequest(MEMBER_MESSAGES.nameRequired);
  if (name !== undefined && name.length > NAME_MAX) throw badRequest(MEMBER_MESSAGES.nameTooLong);
  const nameProblem = name === undefined ? null : personNameProblem(name);
  if (nameProblem) throw badRequest(nameProblem);
  const position = patch.position === undefined ? undefined : positionOf(patch.position);
  const disciplines =
    patch.disciplines === undefined ? undefined : disciplinesOf(patch.disciplines);
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const before = await staffFacts(tx, id);
    if (!before?.isStaff) throw notStaff();
    const rolesBefore = await tx
      .select({ name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, id));
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    if (name !== undefined && name !== before.name) {
      await tx.update(users).set({ name }).where(eq(users.id, id));
      changes.name = { from: before.name, to: name };
    }
    if (position !== undefined || disciplines !== undefined) {
      await tx
        .insert(staffProfiles)
        .values({
          userId: id,
          position: position ?? before.position,
          active: before.active,
          disciplines: disciplines ?? before.disciplines,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: staffProfiles.userId,
          set: {
            ...(position !== undefined ? { position } : {}),
            ...(disciplines !== undefined ? { disciplines } : {}),
            updatedAt: now,
          },
        });
      if (position !== undefined && position !== before.position)
        changes.position = { from: before.position, to: position };
      if (disciplines !== undefined && disciplines.join() !== before.disciplines.join())
        changes.disciplines = { from: before.disciplines, to: disciplines };
    }
    if (patch.roles !== undefined) {
      const held = await rolesNamed(tx, patch.roles);
      const from = rolesBefore.map((r) => r.name).sort();
      const to = held.map((r) => r.name).sort();
      if (from.join() !== to.join()) {
        await tx.delete(userRoles).where(eq(userRoles.userId, id));
        await tx.insert(userRoles).values(held.map((r) => ({ userId: id, roleId: r.id })));
        changes.roles = { from, to };
      }
    }
    if (!Object.keys(changes).length) return;
    await checkStaffRules(tx, now);
    await audit(tx, {
      actor,
      action: 'staff.update',
      details: { staff: { id, name: name ?? before.name }, changes },
      at: now,
    });
  });
  forgetStaff(db, [id]);
}

/**
 * Deactivates (signs them out everywhere; refused for oneself, while members are assigned to them
 * or while they cover someone) or reactivates a staff member.
 */
export async function setStaffActive(
  db: Db,
  id: number,
  active: boolean,
  actor: AuditActor,
  now: Date,
): Promise<void> {
  if (!active && actor?.userId === id) throw badRequest(M.notSelf);
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const facts = await staffFacts(tx, id);
    if (!facts?.isStaff) throw notStaff();
    if (facts.active === active) throw badRequest(active ? M.alreadyActive : M.alreadyInactive);
    await tx
      .insert(staffProfiles)
      .values({
        userId: id,
        position: facts.position,
        active,
        disciplines: facts.disciplines,
        updatedAt: now,
      })
      .onConflictDoUpdate({ target: staffProfiles.userId, set: { active, updatedAt: now } });
    await checkStaffRules(tx, now);
    // every session ends now, in every process (the stream closes too), and every password link
    if (!active) await endSessions(tx, eq(sessions.userId, id), now);
    if (!active) await useUpPasswordLinks(tx, id, now);
    await audit(tx, {
      actor,
      action: active ? 'staff.activate' : 'staff.deactivate',
      details: { staff: { id, name: facts.name } },
      at: now,
    });
  });
  forgetStaff(db, [id]);
}

/** Hands every member of `discipline` assigned to `fromId` over to `toId`; returns how many. */
export async function transferMembers(
  db: Db,
  fromId: number,
  discipline: string,
  toId: number,
  actor: AuditActor,
  now: Date,
): Promise<{ count: number; toName: string }> {
  if (!isDiscipline(discipline)) throw badRequest(M.unknownDiscipline);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const from = await staffFacts(tx, fromId);
    if (!from?.isStaff) throw notStaff();
    const to = await requireAnswering(tx, toId, discipline);
    if (to.id === from.id) throw badRequest(M.sameStaff);
    const members = await tx
      .select({ memberId: memberAssignments.memberId })
      .from(memberAssignments)
      .where(
        and(
          eq(memberAssignments.staffId, fromId),
          eq(memberAssignments.discipline, discipline),
          isNull(memberAssignments.endsAt),
        ),
      )
      .orderBy(asc(memberAssignments.memberId));
    if (!members.length) throw badRequest(M.nothingToTransfer);
    for (const { memberId } of members) {
      await reassign(tx, { memberId, discipline, staffId: toId, by: actor?.userId ?? null, now });
      await audit(tx, {
        actor,
        action: 'assignment.change',
        memberId,
        details: {
          discipline,
          discipline_label: DISCIPLINE_LABELS[discipline],
          from: { id: from.id, name: from.name },
          to: { id: to.id, name: to.name },
          transfer: true,
        },
        at: now,
      });
    }
    return { count: members.length, toName: to.name };
  });
}
