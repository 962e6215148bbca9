// THE visibility rule of the staff app (issue 28): which members and which conversations (a member
// and one of their staff channels: coach, dietolog, psyhologist) a staff member sees. Every list,
// counter, search, stream event and notification of the staff app goes through this module; never
// write the rule again elsewhere.
//
// A staff member sees a conversation when
//   - it is of a member assigned to them for that discipline (member_assignments, the current
//     row), or assigned to a colleague they cover right now (staff_covers, by the server's clock),
//     and they may answer there: `chats:reply:assigned`, plus `chats:read:psych` for psyhologist;
//   - or it is a coach or dietolog conversation and they hold `chats:read:all` (a head coach).
// A psychologist's conversation is therefore visible only to the member's assigned psychologist
// and to whoever covers them while they are away — never to an admin or a head coach. There is no
// "break glass" read: an admin who must see one reassigns the member (recorded in the audit log).
// The absent staff member keeps seeing their own members during a cover; the cover answers
// (`answeringStaff`).
// A staff member sees a member when they see any of the member's conversations, or hold
// `members:read:all` or `chats:read:all`.
//
// Two forms of the same rule:
//   - SQL predicates for WHERE clauses (`conversationVisible(viewer, member, channel)`,
//     `memberVisible(viewer, member)`) over any table that names a member and a channel, so lists,
//     counters and searches filter in the database and stay index-friendly: the assignment branch
//     is a semi-join on member_assignments_current_uq / member_assignments_staff_idx;
//     `conversationVisibleAt(identity, now, member, channel)`, the same for the viewer viewerFor
//     would make, its covers read in the statement itself (a request's one check in one
//     statement); and `visibleAssignments(viewer)`, the (member_id, discipline) pairs seen through
//     assignments, to drive a large list from the assignments instead (join it);
//   - functions for one check (`canSeeConversation`, `canSeeMember`) and for a fan-out
//     (`conversationViewers`: who should get a stream event or notification of a conversation).
// A viewer is built per request (`viewerFor(db, request.staff, app.clock.systemNow())`): the
// covers in effect are read then, so a cover starts and ends by the server's clock.
import { and, eq, gt, inArray, isNull, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { DISCIPLINES, type Discipline, type Permission } from '@club/shared/contract';
import type { Db } from '../../db/client';
import { memberAssignments, roles, staffCovers, userRoles } from '../../db/schema';
import { staffIdentity, type StaffIdentity } from './identity';

export interface Viewer {
  id: number;
  permissions: ReadonlySet<string>;
  /** the colleagues this viewer covers right now */
  covering: readonly number[];
}

const PSYCH: Discipline = 'psyhologist';
const NON_PSYCH = DISCIPLINES.filter((d) => d !== PSYCH);

type Permissions = Pick<Viewer, 'permissions'>;

const can = (viewer: Permissions, p: Permission) => viewer.permissions.has(p);

/** The covers in effect at `now` where `coverId` answers for someone (their ids). */
export async function coveredBy(db: Db, coverId: number, now: Date): Promise<number[]> {
  const rows = await db
    .select({ absentId: staffCovers.absentId })
    .from(staffCovers)
    .where(
      and(
        eq(staffCovers.coverId, coverId),
        lte(staffCovers.startsAt, now),
        gt(staffCovers.endsAt, now),
      ),
    );
  return [...new Set(rows.map((r) => r.absentId))];
}

/** The viewer of a staff identity at the server's `now` (covers in effect then). */
export async function viewerFor(db: Db, identity: StaffIdentity, now: Date): Promise<Viewer> {
  return {
    id: identity.userId,
    permissions: identity.permissions,
    covering: identity.permissions.size ? await coveredBy(db, identity.userId, now) : [],
  };
}

/** The disciplines a viewer sees through assignments (their own and those they cover). */
export function assignedDisciplines(viewer: Permissions): Discipline[] {
  if (!can(viewer, 'chats:reply:assigned')) return [];
  return can(viewer, 'chats:read:psych') ? [...DISCIPLINES] : [...NON_PSYCH];
}

/** The disciplines a viewer sees for every member. */
export function everyMemberDisciplines(viewer: Permissions): Discipline[] {
  return can(viewer, 'chats:read:all') ? [...NON_PSYCH] : [];
}

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** The staff whose assigned members this viewer sees: themselves and whom they cover. */
const answeringFor = (viewer: Viewer) => [viewer.id, ...viewer.covering];

/**
 * SQL: answeringFor of the viewer `viewerFor` makes of `viewerId` at `now`, as a subquery: the
 * viewer and the colleagues they cover then (coveredBy's covers, read in the statement itself).
 */
const answeringAt = (viewerId: number, now: Date): SQL =>
  sql`select ${viewerId}::int union all select ${staffCovers.absentId} from ${staffCovers} where ${and(
    eq(staffCovers.coverId, viewerId),
    lte(staffCovers.startsAt, now),
    gt(staffCovers.endsAt, now),
  )}`;

/**
 * SQL: the (member_id, discipline) pairs this viewer sees through assignments, as a subquery
 * (`select member_id, discipline from member_assignments where …`). Join it to drive a list from
 * the viewer's own members (the staff index), e.g. an inbox of 10,000 members' conversations.
 */
export function visibleAssignments(viewer: Viewer): SQL {
  const disciplines = assignedDisciplines(viewer);
  if (!disciplines.length)
    return sql`(select ${memberAssignments.memberId} as member_id, ${memberAssignments.discipline} as discipline from ${memberAssignments} where false)`;
  return sql`(select ${memberAssignments.memberId} as member_id, ${memberAssignments.discipline} as discipline from ${memberAssignments} where ${memberAssignments.endsAt} is null and ${memberAssignments.staffId} in (${list(answeringFor(viewer))}) and ${memberAssignments.discipline} in (${list(disciplines)}))`;
}

/**
 * SQL: the conversation of `member` (a column or value: the member's id) on `channel` (a column
 * or value: coach, dietolog, psyhologist) is visible to the viewer. For WHERE clauses.
 */
export function conversationVisible(viewer: Viewer, member: SQLWrapper, channel: SQLWrapper): SQL {
  return conversationVisibleTo(viewer, list(answeringFor(viewer)), member, channel);
}

/**
 * conversationVisible of the viewer `viewerFor` makes of `identity` at `now`, without viewerFor's
 * statement first: the covers in effect then are read in the statement itself (answeringAt), so
 * one check of a request is one statement. (viewerFor reads no covers for an identity without
 * permissions; the rule holds for no conversation of theirs either way.)
 */
export function conversationVisibleAt(
  identity: StaffIdentity,
  now: Date,
  member: SQLWrapper,
  channel: SQLWrapper,
): SQL {
  return conversationVisibleTo(identity, answeringAt(identity.userId, now), member, channel);
}

/** conversationVisible of a viewer's permissions, whose answeringFor is `answering` (SQL). */
function conversationVisibleTo(
  viewer: Permissions,
  answering: SQL,
  member: SQLWrapper,
  channel: SQLWrapper,
): SQL {
  const parts: SQL[] = [];
  const everyone = everyMemberDisciplines(viewer);
  if (everyone.length) parts.push(sql`${channel} in (${list(everyone)})`);
  const assigned = assignedDisciplines(viewer);
  if (assigned.length)
    parts.push(
      sql`(${channel} in (${list(assigned)}) and exists (select 1 from member_assignments vis_a where vis_a.member_id = ${member} and vis_a.discipline = ${channel} and vis_a.ends_at is null and vis_a.staff_id in (${answering})))`,
    );
  if (!parts.length) return sql`false`;
  return sql`(${sql.join(parts, sql` or `)})`;
}

/** SQL: the member (a column or value: the member's id) is visible to the viewer. */
export function memberVisible(viewer: Viewer, member: SQLWrapper): SQL {
  if (can(viewer, 'members:read:all') || can(viewer, 'chats:read:all')) return sql`true`;
  const assigned = assignedDisciplines(viewer);
  if (!assigned.length) return sql`false`;
  return sql`exists (select 1 from member_assignments vis_m where vis_m.member_id = ${member} and vis_m.ends_at is null and vis_m.discipline in (${list(assigned)}) and vis_m.staff_id in (${list(answeringFor(viewer))}))`;
}

/** SQL: the account (a column: users.id) is a member's, not staff's (it holds no role). */
export function isMemberAccount(userId: SQLWrapper): SQL {
  return sql`not exists (select 1 from user_roles vis_r where vis_r.user_id = ${userId})`;
}

async function check(db: Db, predicate: SQL): Promise<boolean> {
  const rows = (await db.execute(sql`select (${predicate}) as visible`)) as unknown as {
    rows: { visible: boolean }[];
  };
  return rows.rows[0]?.visible === true;
}

/** One check: may the viewer see this member's conversation on this channel? */
export function canSeeConversation(
  db: Db,
  viewer: Viewer,
  memberId: number,
  channel: Discipline,
): Promise<boolean> {
  return check(db, conversationVisible(viewer, sql`${memberId}::int`, sql`${channel}::text`));
}

/** One check: may the viewer see this member? */
export function canSeeMember(db: Db, viewer: Viewer, memberId: number): Promise<boolean> {
  return check(
    db,
    sql`(${memberVisible(viewer, sql`${memberId}::int`)}) and ${isMemberAccount(sql`${memberId}::int`)}`,
  );
}

/** The current assignment of a member's discipline, and who answers it at `now`. */
export async function answeringStaff(
  db: Db,
  memberId: number,
  discipline: Discipline,
  now: Date,
): Promise<{ assignedId: number | null; answeringId: number | null; coverUntil: Date | null }> {
  const [assignment] = await db
    .select({ staffId: memberAssignments.staffId })
    .from(memberAssignments)
    .where(
      and(
        eq(memberAssignments.memberId, memberId),
        eq(memberAssignments.discipline, discipline),
        isNull(memberAssignments.endsAt),
      ),
    );
  if (!assignment) return { assignedId: null, answeringId: null, coverUntil: null };
  const [cover] = await db
    .select({ coverId: staffCovers.coverId, endsAt: staffCovers.endsAt })
    .from(staffCovers)
    .where(
      and(
        eq(staffCovers.absentId, assignment.staffId),
        lte(staffCovers.startsAt, now),
        gt(staffCovers.endsAt, now),
      ),
    )
    .orderBy(sql`${staffCovers.startsAt} desc`)
    .limit(1);
  return {
    assignedId: assignment.staffId,
    answeringId: cover?.coverId ?? assignment.staffId,
    coverUntil: cover?.endsAt ?? null,
  };
}

/**
 * Every staff member who sees this conversation at `now` (for a stream event or a notification):
 * the assigned one, whoever covers them, and for coach and dietolog the holders of chats:read:all
 * — each checked by the same rule (canSeeConversation of their viewerFor at `now`). Two statements
 * whatever their number, since every chat message waits for it: the candidates, then the rule for
 * all of them at once (each one's covers read in it); identities come from their cache.
 */
export async function conversationViewers(
  db: Db,
  memberId: number,
  channel: Discipline,
  now: Date,
): Promise<number[]> {
  const assignedStaff = () =>
    db
      .select({ id: memberAssignments.staffId })
      .from(memberAssignments)
      .where(
        and(
          eq(memberAssignments.memberId, memberId),
          eq(memberAssignments.discipline, channel),
          isNull(memberAssignments.endsAt),
        ),
      );
  const candidates = assignedStaff().union(
    db
      .select({ id: staffCovers.coverId })
      .from(staffCovers)
      .where(
        and(
          inArray(staffCovers.absentId, assignedStaff()),
          lte(staffCovers.startsAt, now),
          gt(staffCovers.endsAt, now),
        ),
      ),
  );
  const rows =
    channel !== PSYCH
      ? await candidates.union(
          db
            .select({ id: userRoles.userId })
            .from(userRoles)
            .innerJoin(roles, eq(roles.id, userRoles.roleId))
            .where(sql`${'chats:read:all'} = any(${roles.permissions})`),
        )
      : await candidates;
  const ids = [...new Set(rows.map((r) => Number(r.id)))];
  const identities = await Promise.all(ids.map((id) => staffIdentity(db, id)));
  const checks = ids.flatMap((id, i) => {
    const identity = identities[i];
    if (!identity) return [];
    const visible = conversationVisibleTo(
      identity,
      answeringAt(id, now),
      sql`${memberId}::int`,
      sql`${channel}::text`,
    );
    return [sql`select ${id}::int as id where ${visible}`];
  });
  if (!checks.length) return [];
  const seeing = (await db.execute(sql.join(checks, sql` union all `))) as unknown as {
    rows: { id: number }[];
  };
  return seeing.rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

/** The ids among `memberIds` the viewer sees (a batch check, e.g. a notification's recipients). */
export async function visibleMemberIds(
  db: Db,
  viewer: Viewer,
  memberIds: number[],
): Promise<number[]> {
  if (!memberIds.length) return [];
  const rows = (await db.execute(
    sql`select m.id from unnest(ARRAY[${list(memberIds)}]::int[]) as m(id) where ${memberVisible(viewer, sql`m.id`)} and ${isMemberAccount(sql`m.id`)}`,
  )) as unknown as { rows: { id: number }[] };
  return rows.rows.map((r) => Number(r.id));
}
