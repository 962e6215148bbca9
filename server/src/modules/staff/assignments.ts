// Each member's coach, dietitian and psychologist (issue 28), with history: a member_assignments
// row per period (who, from when, until when, assigned and ended by whom); the current one is open.
// A reassignment ends the current row and opens a new one at the same moment, in one transaction
// with its audit entry (the caller's). The staff member taking a discipline must be active, answer
// that discipline and be allowed to answer there (chats:reply:assigned, and chats:read:psych for
// the psychologist's channel): the visibility rule would hide the conversation from them otherwise.
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import {
  DISCIPLINES,
  DISCIPLINE_LABELS,
  STAFF_MESSAGES as M,
  type Discipline,
} from '@club/shared/contract';
import type { Db } from '../../db/client';
import { memberAssignments, roles, staffProfiles, userRoles, users } from '../../db/schema';
import { AppError, badRequest } from '../../lib/errors';

/** What a discipline needs of whoever answers it. */
export const PERMISSIONS_TO_ANSWER: Record<Discipline, string[]> = {
  coach: ['chats:reply:assigned'],
  dietolog: ['chats:reply:assigned'],
  psyhologist: ['chats:reply:assigned', 'chats:read:psych'],
};

export interface StaffFacts {
  id: number;
  name: string;
  position: string;
  active: boolean;
  disciplines: string[];
  permissions: Set<string>;
  isStaff: boolean;
}

/** A staff member as the database says now (inside the caller's transaction), or null. */
export async function staffFacts(tx: Db, userId: number): Promise<StaffFacts | null> {
  const [user] = await tx
    .select({
      id: users.id,
      name: users.name,
      position: staffProfiles.position,
      active: staffProfiles.active,
      disciplines: staffProfiles.disciplines,
    })
    .from(users)
    .leftJoin(staffProfiles, eq(staffProfiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!user) return null;
  const held = await tx
    .select({ title: roles.title, permissions: roles.permissions })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(roles.name));
  return {
    id: user.id,
    name: user.name,
    position: user.position ?? held[0]?.title ?? '',
    active: user.active ?? true,
    disciplines: user.disciplines ?? [],
    permissions: new Set(held.flatMap((r) => r.permissions)),
    isStaff: held.length > 0,
  };
}

/** Whether these facts let a staff member answer a discipline. */
export const canAnswer = (facts: StaffFacts, discipline: Discipline) =>
  facts.isStaff &&
  facts.active &&
  facts.disciplines.includes(discipline) &&
  PERMISSIONS_TO_ANSWER[discipline].every((p) => facts.permissions.has(p));

/** 400 unless the staff member may take this discipline's members. */
export async function requireAnswering(
  tx: Db,
  staffId: number,
  discipline: Discipline,
): Promise<StaffFacts> {
  const facts = await staffFacts(tx, staffId);
  if (!facts || !facts.isStaff) throw badRequest(M.notAStaffMember);
  if (!facts.active) throw badRequest(M.staffInactive(facts.name));
  if (!canAnswer(facts, discipline))
    throw badRequest(M.cannotAnswer(facts.name, DISCIPLINE_LABELS[discipline]));
  return facts;
}

/** The member account (holding no role) of this id, or a 404. */
export async function requireMember(
  db: Db,
  memberId: number,
): Promise<{ id: number; name: string; email: string }> {
  const [member] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.id, memberId),
        sql`not exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id})`,
      ),
    );
  if (!member) throw new AppError(404, M.memberNotFound);
  return member;
}

/**
 * Gives the discipline of a member to `staffId` from `now`: ends the current assignment (if any)
 * and opens the new one. Returns who had it before. The caller checks the staff member
 * (requireAnswering) and writes the audit entry in the same transaction.
 */
export async function reassign(
  tx: Db,
  input: {
    memberId: number;
    discipline: Discipline;
    staffId: number;
    by: number | null;
    now: Date;
  },
): Promise<{ fromId: number | null }> {
  const [current] = await tx
    .select({ id: memberAssignments.id, staffId: memberAssignments.staffId })
    .from(memberAssignments)
    .where(
      and(
        eq(memberAssignments.memberId, input.memberId),
        eq(memberAssignments.discipline, input.discipline),
        isNull(memberAssignments.endsAt),
      ),
    )
    .for('update');
  if (current?.staffId === input.staffId) throw badRequest(M.sameStaff);
  if (current)
    await tx
      .update(memberAssignments)
      .set({ endsAt: input.now, endedBy: input.by })
      .where(eq(memberAssignments.id, current.id));
  await tx.insert(memberAssignments).values({
    memberId: input.memberId,
    discipline: input.discipline,
    staffId: input.staffId,
    startsAt: input.now,
    assignedBy: input.by,
  });
  return { fromId: current?.staffId ?? null };
}

/**
 * A new member's staff: for each discipline, the active staff member who answers it and has the
 * fewest members of it now (ties: the longest-serving account). Disciplines nobody answers stay
 * unassigned until an admin assigns them. Returns the staff ids by discipline.
 */
export async function assignDefaultStaff(
  tx: Db,
  memberId: number,
  now: Date,
): Promise<Partial<Record<Discipline, number>>> {
  const out: Partial<Record<Discipline, number>> = {};
  for (const discipline of DISCIPLINES) {
    const needed = PERMISSIONS_TO_ANSWER[discipline];
    const load = tx
      .select({ staffId: memberAssignments.staffId, n: count().as('n') })
      .from(memberAssignments)
      .where(and(eq(memberAssignments.discipline, discipline), isNull(memberAssignments.endsAt)))
      .groupBy(memberAssignments.staffId)
      .as('load');
    const [pick] = await tx
      .select({ id: staffProfiles.userId })
      .from(staffProfiles)
      .leftJoin(load, eq(load.staffId, staffProfiles.userId))
      .where(
        and(
          eq(staffProfiles.active, true),
          sql`${discipline} = any(${staffProfiles.disciplines})`,
          sql`(select coalesce(array_agg(p), '{}') from ${userRoles} ur join ${roles} r on r.id = ur.role_id, unnest(r.permissions) p where ur.user_id = ${staffProfiles.userId}) @> ${sql.raw(`ARRAY[${needed.map((p) => `'${p}'`).join(',')}]::text[]`)}`,
        ),
      )
      .orderBy(sql`coalesce(${load.n}, 0)`, asc(staffProfiles.userId))
      .limit(1);
    if (!pick) continue;
    await tx.insert(memberAssignments).values({
      memberId,
      discipline,
      staffId: pick.id,
      startsAt: now,
      assignedBy: null,
    });
    out[discipline] = pick.id;
  }
  return out;
}

/** The members assigned to a staff member now, per discipline. */
export async function assignedCounts(db: Db, staffId: number): Promise<Record<Discipline, number>> {
  const rows = await db
    .select({ discipline: memberAssignments.discipline, n: count() })
    .from(memberAssignments)
    .where(and(eq(memberAssignments.staffId, staffId), isNull(memberAssignments.endsAt)))
    .groupBy(memberAssignments.discipline);
  const out: Record<Discipline, number> = { coach: 0, dietolog: 0, psyhologist: 0 };
  for (const r of rows) if (r.discipline in out) out[r.discipline as Discipline] = Number(r.n);
  return out;
}
