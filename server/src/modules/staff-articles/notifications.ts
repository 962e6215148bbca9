// Notifications sent by staff (issue 28, item 8; permission notifications:send): to one member the
// sender sees (the visibility rule), to the members of a course (who hold it now), or to every
// member. One statement inserts every member's row and NOTIFYs their streams (the bell's count
// changes live in every API process) — no round trip per member, so "everyone" in a club of
// 10,000 is one INSERT … SELECT. The send, its history entry and its audit entry are one
// transaction; pushes (where the member allowed them: a registered device) go after the commit,
// in the background, in batches.
import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import {
  STAFF_NOTIFICATION_LIMITS as LIMITS,
  STAFF_NOTIFICATION_MESSAGES as M,
  type NotificationAudience,
  type NotificationCourse,
  type NotificationSent,
} from '@club/shared/contract';
import { isAppPath } from '@club/shared/format';
import type { Db } from '../../db/client';
import { courses, notificationSends, pushTokens, userPacks, users } from '../../db/schema';
import { AppError, badRequest } from '../../lib/errors';
import type { PushSender } from '../../lib/fcm';
import { textToHtml, PUSH_TITLE } from '../notifications/service';
import { pushText } from '../notifications/push';
import { MEMBER_EVENTS_CHANNEL } from '../realtime/service';
import { audit } from '../staff/audit';
import type { StaffIdentity } from '../staff/identity';
import { canSeeMember, isMemberAccount, memberVisible, type Viewer } from '../staff/visibility';

export interface Audience {
  audience: NotificationAudience;
  memberId?: number;
  courseId?: number;
}

/** SQL: a member holds this course now (bought and not yet past its activation window, or running). */
const holdsNow = (now: Date) => {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`((${userPacks.activatedAt} is null and ${userPacks.activateBefore} > ${at}) or (${userPacks.activatedAt} is not null and ${userPacks.expiresAt} > ${at}))`;
};

async function requireCourse(
  db: Db,
  id: number | undefined,
): Promise<{ id: number; name: string }> {
  if (!id) throw badRequest(M.courseRequired);
  const [course] = await db
    .select({ id: courses.id, name: courses.courseName })
    .from(courses)
    .where(eq(courses.id, id));
  if (!course) throw new AppError(404, M.courseNotFound);
  return course;
}

/**
 * The recipients as a subquery of `user_id`s, after checking the audience: one member the viewer
 * sees (another is "not found", as everywhere in the staff app), a course's current members, or
 * every member account.
 */
async function recipientsOf(
  db: Db,
  viewer: Viewer,
  target: Audience,
  now: Date,
): Promise<{
  ids: SQL;
  member: { id: number; name: string } | null;
  course: { id: number; name: string } | null;
}> {
  if (target.audience === 'member') {
    if (!target.memberId) throw badRequest(M.memberRequired);
    if (!(await canSeeMember(db, viewer, target.memberId)))
      throw new AppError(404, M.memberNotFound);
    const [member] = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.id, target.memberId));
    if (!member) throw new AppError(404, M.memberNotFound);
    return { ids: sql`select ${member.id}::int as user_id`, member, course: null };
  }
  if (target.audience === 'course') {
    const course = await requireCourse(db, target.courseId);
    return {
      ids: sql`select distinct ${userPacks.userId} as user_id from ${userPacks} where ${userPacks.courseId} = ${course.id} and ${holdsNow(now)} and ${isMemberAccount(userPacks.userId)}`,
      member: null,
      course,
    };
  }
  return {
    ids: sql`select ${users.id} as user_id from ${users} where ${isMemberAccount(users.id)}`,
    member: null,
    course: null,
  };
}

export async function countRecipients(
  db: Db,
  viewer: Viewer,
  target: Audience,
  now: Date,
): Promise<number> {
  const { ids } = await recipientsOf(db, viewer, target, now);
  const result = (await db.execute(sql`select count(*)::int as n from (${ids}) r`)) as unknown as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]?.n ?? 0);
}

/** The courses to choose from, with how many members hold each now. */
export async function coursesWithMembers(db: Db, now: Date): Promise<NotificationCourse[]> {
  const rows = await db
    .select({
      id: courses.id,
      name: courses.courseName,
      members: sql<number>`count(distinct ${userPacks.userId}) filter (where ${holdsNow(now)} and ${isMemberAccount(userPacks.userId)})::int`,
    })
    .from(courses)
    .leftJoin(userPacks, eq(userPacks.courseId, courses.id))
    .groupBy(courses.id, courses.courseName)
    .orderBy(courses.courseName, courses.id);
  return rows.map((r) => ({ ...r, members: Number(r.members) }));
}

/** The text and link as sent: trimmed, within the limits, the link an in-app path. */
export function checkMessage(
  text: string,
  link: string | undefined,
): { text: string; link: string | null } {
  const clean = text.trim();
  if (!clean) throw badRequest(M.textRequired);
  if (clean.length > LIMITS.textMaxLength) throw badRequest(M.textTooLong);
  const path = (link ?? '').trim();
  if (!path) return { text: clean, link: null };
  if (path.length > LIMITS.linkMaxLength) throw badRequest(M.linkTooLong);
  // the rule the members' list and the push follow (notificationPath): in-app paths only
  if (!isAppPath(path)) throw badRequest(M.linkInvalid);
  return { text: clean, link: path };
}

export interface SendInput extends Audience {
  text: string;
  link?: string;
  /** the number the sender confirmed; a different number now is refused (409) */
  expectedCount?: number;
}

const sender = alias(users, 'send_sender');
const addressee = alias(users, 'send_member');

/** A page of what was sent, newest first (a member the viewer does not see stays unnamed). */
export async function sentPage(
  db: Db,
  viewer: Viewer,
  beforeId: number | undefined,
  limit: number = LIMITS.pageSize,
): Promise<{ sent: NotificationSent[]; next_before_id: number | null }> {
  const rows = await db
    .select({
      id: notificationSends.id,
      sentAt: notificationSends.sentAt,
      senderId: notificationSends.senderId,
      senderName: sender.name,
      audience: notificationSends.audience,
      memberId: notificationSends.memberId,
      memberName: addressee.name,
      memberShown: sql<boolean>`(${memberVisible(viewer, notificationSends.memberId)})`,
      courseId: notificationSends.courseId,
      courseName: courses.courseName,
      text: notificationSends.text,
      link: notificationSends.link,
      recipients: notificationSends.recipients,
    })
    .from(notificationSends)
    .leftJoin(sender, eq(sender.id, notificationSends.senderId))
    .leftJoin(addressee, eq(addressee.id, notificationSends.memberId))
    .leftJoin(courses, eq(courses.id, notificationSends.courseId))
    .where(beforeId ? lt(notificationSends.id, beforeId) : undefined)
    .orderBy(desc(notificationSends.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    sent: page.map((r) => ({
      id: r.id,
      sent_at: Math.floor(r.sentAt.getTime() / 1000),
      sender:
        r.senderId === null ? null : { id: r.senderId, name: r.senderName ?? `#${r.senderId}` },
      audience: r.audience as NotificationAudience,
      member:
        r.memberId !== null && r.memberShown
          ? { id: r.memberId, name: r.memberName ?? `#${r.memberId}` }
          : null,
      course:
        r.courseId === null ? null : { id: r.courseId, name: r.courseName ?? `#${r.courseId}` },
      text: r.text,
      link: r.link,
      recipients: r.recipients,
    })),
    next_before_id: rows.length > limit ? page[page.length - 1].id : null,
  };
}

/**
 * Sends: every recipient's notification row and the NOTIFY of their stream in one statement (the
 * NOTIFYs are delivered at commit), then the history and audit entries, in the caller's
 * transaction. The row's time is the member's own clock, as every notification's (testers' clocks).
 */
export async function sendNotification(
  tx: Db,
  actor: StaffIdentity,
  viewer: Viewer,
  input: SendInput,
  now: Date,
): Promise<{
  id: number;
  recipients: number;
  text: string;
  link: string | null;
  audience: Audience;
}> {
  const message = checkMessage(input.text, input.link);
  const { ids, member, course } = await recipientsOf(tx, viewer, input, now);
  const html = textToHtml(message.text);
  const at = sql`${now.toISOString()}::timestamptz`;
  const inserted = (await tx.execute(sql`
    with recipients as (${ids}),
    added as (
      insert into notifications (user_id, content, link, link_id, full_link, is_read, created_at)
      select u.id, ${html}, null, null, ${message.link}, false,
             ${at} + make_interval(secs => u.time_offset_ms / 1000.0)
      from recipients r join users u on u.id = r.user_id
      returning user_id
    )
    select count(*)::int as n from (select pg_notify(${MEMBER_EVENTS_CHANNEL}, user_id::text) from added) notified
  `)) as unknown as { rows: { n: number }[] };
  const count = Number(inserted.rows[0]?.n ?? 0);
  if (count === 0)
    throw badRequest(input.audience === 'member' ? M.memberNotFound : M.noRecipients);
  if (input.expectedCount !== undefined && input.expectedCount !== count)
    throw new AppError(409, M.countChanged(count));
  const [row] = await tx
    .insert(notificationSends)
    .values({
      senderId: actor.userId,
      audience: input.audience,
      memberId: member?.id ?? null,
      courseId: course?.id ?? null,
      text: message.text,
      link: message.link,
      recipients: count,
      sentAt: now,
    })
    .returning({ id: notificationSends.id });
  await audit(tx, {
    actor,
    action: 'notification.send',
    memberId: member?.id ?? null,
    details: {
      audience: input.audience,
      member,
      course,
      recipients: count,
      text: message.text.length > 200 ? `${message.text.slice(0, 199)}…` : message.text,
      link: message.link,
    },
    at: now,
  });
  return { id: row.id, recipients: count, ...message, audience: input };
}

/** FCM sends one message per device anyway; a batch bounds the tokens held at once. */
const PUSH_BATCH = 500;

export interface PushDeps {
  db: Db;
  push?: PushSender | null;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * The push of a sent notification to every device of its recipients (those who allowed pushes
 * registered one), read in batches by token id; stale tokens are forgotten. Never throws: the
 * notification is stored and counted live already.
 */
export async function pushSent(
  deps: PushDeps,
  viewer: Viewer,
  target: Audience,
  message: { text: string; link: string | null },
  now: Date,
): Promise<void> {
  if (!deps.push) return;
  try {
    const { ids } = await recipientsOf(deps.db, viewer, target, now);
    const push = {
      title: PUSH_TITLE,
      body: pushText(message.text),
      link: { fullLink: message.link },
    };
    let after = 0;
    for (;;) {
      const batch = await deps.db
        .select({ id: pushTokens.id, userId: pushTokens.userId, token: pushTokens.token })
        .from(pushTokens)
        .where(and(sql`${pushTokens.userId} in (${ids})`, sql`${pushTokens.id} > ${after}`))
        .orderBy(pushTokens.id)
        .limit(PUSH_BATCH);
      if (!batch.length) break;
      after = batch[batch.length - 1].id;
      const outcome = await deps.push.send(
        batch.map((b) => b.token),
        push,
      );
      if (outcome.stale.length)
        await deps.db.delete(pushTokens).where(
          sql`${pushTokens.token} in (${sql.join(
            outcome.stale.map((t) => sql`${t}`),
            sql`, `,
          )})`,
        );
      if (outcome.failed) deps.log?.warn({ failed: outcome.failed }, 'push not delivered');
      if (batch.length < PUSH_BATCH) break;
    }
  } catch (e) {
    deps.log?.warn({ err: e instanceof Error ? e.message : String(e) }, 'push failed');
  }
}
