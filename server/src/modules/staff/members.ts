// Members as the staff app lists them (issue 28): the members the caller sees (the visibility rule,
// in the query), alphabetically by keyset, with who answers each discipline; and one member's card:
// current assignments (and a cover in effect), the whole history.
import { and, asc, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  DISCIPLINES,
  STAFF_PAGE_SIZE,
  isDiscipline,
  type MemberAssignmentsNow,
  type StaffMemberCard,
  type StaffMemberRow,
  type StaffRef,
} from '@club/shared/contract';
import type { Db } from '../../db/client';
import { memberAssignments, staffProfiles, users } from '../../db/schema';
import { requireMember } from './assignments';
import { containsText } from './text';
import { answeringStaff, isMemberAccount, memberVisible, type Viewer } from './visibility';
import { unixSeconds } from '../../lib/clock';

/** Who answers each discipline now, for these members. */
async function currentStaff(
  db: Db,
  memberIds: number[],
): Promise<Map<number, MemberAssignmentsNow>> {
  const out = new Map<number, MemberAssignmentsNow>();
  for (const id of memberIds) out.set(id, { coach: null, dietolog: null, psyhologist: null });
  if (!memberIds.length) return out;
  const rows = await db
    .select({
      memberId: memberAssignments.memberId,
      discipline: memberAssignments.discipline,
      staffId: users.id,
      name: users.name,
      position: staffProfiles.position,
    })
    .from(memberAssignments)
    .innerJoin(users, eq(users.id, memberAssignments.staffId))
    .leftJoin(staffProfiles, eq(staffProfiles.userId, memberAssignments.staffId))
    .where(and(inArray(memberAssignments.memberId, memberIds), isNull(memberAssignments.endsAt)));
  for (const r of rows) {
    const entry = out.get(r.memberId);
    if (entry && isDiscipline(r.discipline))
      entry[r.discipline] = { id: r.staffId, name: r.name, position: r.position ?? '' };
  }
  return out;
}

export interface MembersQuery {
  q?: string;
  afterName?: string;
  afterId?: number;
}

/** A page of the members the viewer sees, by name then id. */
export async function visibleMembersPage(
  db: Db,
  viewer: Viewer,
  query: MembersQuery,
  limit: number = STAFF_PAGE_SIZE.members,
): Promise<{ members: StaffMemberRow[]; next: { after_name: string; after_id: number } | null }> {
  const text = query.q?.trim();
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      and(
        isMemberAccount(users.id),
        memberVisible(viewer, users.id),
        text ? or(containsText(users.name, text), containsText(users.email, text)) : undefined,
        query.afterName !== undefined && query.afterId !== undefined
          ? or(
              gt(users.name, query.afterName),
              and(eq(users.name, query.afterName), gt(users.id, query.afterId)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const staff = await currentStaff(
    db,
    page.map((r) => r.id),
  );
  const last = page[page.length - 1];
  return {
    members: page.map((r) => ({ ...r, assignments: staff.get(r.id)! })),
    next: rows.length > limit && last ? { after_name: last.name, after_id: last.id } : null,
  };
}

/** A member's current staff (with a cover in effect at `now`) and assignment history. */
export async function memberCard(db: Db, memberId: number, now: Date): Promise<StaffMemberCard> {
  const member = await requireMember(db, memberId);
  const staffRef = async (id: number): Promise<StaffRef> => {
    const [row] = await db
      .select({ id: users.id, name: users.name, position: staffProfiles.position })
      .from(users)
      .leftJoin(staffProfiles, eq(staffProfiles.userId, users.id))
      .where(eq(users.id, id));
    return { id, name: row?.name ?? `#${id}`, position: row?.position ?? '' };
  };
  const current = [];
  for (const discipline of DISCIPLINES) {
    const [open] = await db
      .select({ staffId: memberAssignments.staffId, startsAt: memberAssignments.startsAt })
      .from(memberAssignments)
      .where(
        and(
          eq(memberAssignments.memberId, memberId),
          eq(memberAssignments.discipline, discipline),
          isNull(memberAssignments.endsAt),
        ),
      );
    const answering = open ? await answeringStaff(db, memberId, discipline, now) : null;
    current.push({
      discipline,
      staff: open ? await staffRef(open.staffId) : null,
      since: open ? unixSeconds(open.startsAt) : null,
      cover:
        answering?.coverUntil && answering.answeringId !== null
          ? {
              staff: await staffRef(answering.answeringId),
              until: unixSeconds(answering.coverUntil),
            }
          : null,
    });
  }
  const staffUser = alias(users, 'history_staff');
  const assigner = alias(users, 'history_assigner');
  const ender = alias(users, 'history_ender');
  const history = await db
    .select({
      id: memberAssignments.id,
      discipline: memberAssignments.discipline,
      staffId: staffUser.id,
      staffName: staffUser.name,
      position: staffProfiles.position,
      startsAt: memberAssignments.startsAt,
      endsAt: memberAssignments.endsAt,
      assignerId: assigner.id,
      assignerName: assigner.name,
      enderId: ender.id,
      enderName: ender.name,
    })
    .from(memberAssignments)
    .innerJoin(staffUser, eq(staffUser.id, memberAssignments.staffId))
    .leftJoin(staffProfiles, eq(staffProfiles.userId, memberAssignments.staffId))
    .leftJoin(assigner, eq(assigner.id, memberAssignments.assignedBy))
    .leftJoin(ender, eq(ender.id, memberAssignments.endedBy))
    .where(eq(memberAssignments.memberId, memberId))
    .orderBy(desc(memberAssignments.startsAt), desc(memberAssignments.id));
  const person = (id: number | null, name: string | null) =>
    id === null ? null : { id, name: name ?? `#${id}` };
  return {
    member,
    current,
    history: history
      .filter((h) => isDiscipline(h.discipline))
      .map((h) => ({
        id: h.id,
        discipline: h.discipline as (typeof DISCIPLINES)[number],
        staff: { id: h.staffId, name: h.staffName, position: h.position ?? '' },
        starts_at: unixSeconds(h.startsAt),
        ends_at: h.endsAt ? unixSeconds(h.endsAt) : null,
        assigned_by: person(h.assignerId, h.assignerName),
        ended_by: person(h.enderId, h.enderName),
      })),
  };
}
