// Progress review (issue 28 item 6): the new dynamics reports of the members a staff member sees
// (the visibility rule: a coach or dietitian sees their assigned members', covers included),
// oldest first; one report beside an earlier one of the same member with the differences; and
// "reviewed" — once per report, by whoever gets there first — with an optional comment that goes
// into the member's chat of the reviewer's discipline, as the reviewer (name and position).
import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import {
  REVIEW_COMMENT_MAX_LENGTH,
  REVIEW_MESSAGES as M,
  REVIEW_PAGE_SIZE,
  type ProgressQueueResult,
  type ProgressReport,
  type ProgressReportResult,
  type ProgressReview,
  type ReportDifferences,
} from '@club/shared/contract';
import type { Db } from '../../db/client';
import { dynamicsReportPhotos, dynamicsReports, progressReviews, users } from '../../db/schema';
import { AppError, badRequest } from '../../lib/errors';
import { addAdminMessage, normaliseText, type ChatDeps } from '../chats/service';
import { displayDay, photosOf, type ReportRow } from '../dynamics/reports';
import type { PhotoRow } from '../dynamics/photos';
import { audit } from '../staff/audit';
import type { StaffIdentity } from '../staff/identity';
import {
  canSeeConversation,
  canSeeMember,
  isMemberAccount,
  memberVisible,
  type Viewer,
} from '../staff/visibility';
import { auditPhotoRead, reviewPhotos } from './photos';
import { unixSeconds } from '../../lib/clock';

/** the sort key of both queues: when the report was sent, to the second */
export const sentKey = (column: typeof dynamicsReports.createdAt) =>
  sql<number>`floor(extract(epoch from ${column}))::int`;

export interface Cursor {
  afterAt?: number;
  afterId?: number;
}

export const afterCursor = (cursor: Cursor) =>
  cursor.afterAt !== undefined && cursor.afterId !== undefined
    ? sql`(${sentKey(dynamicsReports.createdAt)}, ${dynamicsReports.id}) > (${cursor.afterAt}, ${cursor.afterId})`
    : undefined;

const notReviewed = sql`not exists (select 1 from ${progressReviews} where ${progressReviews.reportId} = ${dynamicsReports.id})`;

/** A page of the queue: reports not yet reviewed of the members the viewer sees, oldest first. */
export async function progressQueue(
  db: Db,
  viewer: Viewer,
  cursor: Cursor,
  limit: number = REVIEW_PAGE_SIZE,
): Promise<ProgressQueueResult> {
  const rows = await db
    .select({
      id: dynamicsReports.id,
      memberId: users.id,
      memberName: users.name,
      reportDate: dynamicsReports.reportDate,
      sentAt: sentKey(dynamicsReports.createdAt),
      weight: dynamicsReports.weight,
      chest: dynamicsReports.chestGirth,
      waist: dynamicsReports.waistGirth,
      hip: dynamicsReports.hipGirth,
      photos: sql<number>`(select count(*)::int from ${dynamicsReportPhotos} where ${dynamicsReportPhotos.reportId} = ${dynamicsReports.id})`,
    })
    .from(dynamicsReports)
    .innerJoin(users, eq(users.id, dynamicsReports.userId))
    .where(
      and(
        eq(dynamicsReports.kind, 'dynamics'),
        notReviewed,
        isMemberAccount(users.id),
        memberVisible(viewer, users.id),
        afterCursor(cursor),
      ),
    )
    .orderBy(sentKey(dynamicsReports.createdAt), dynamicsReports.id)
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    reports: page.map((r) => ({
      id: r.id,
      member: { id: r.memberId, name: r.memberName },
      name: displayDay(r.reportDate),
      sent_at: Number(r.sentAt),
      weight: r.weight,
      chest_girth: r.chest,
      waist_girth: r.waist,
      hip_girth: r.hip,
      photos: Number(r.photos),
    })),
    next: rows.length > limit ? { after_at: Number(last.sentAt), after_id: last.id } : null,
  };
}

async function reviewsOf(db: Db, reportIds: number[]): Promise<Map<number, ProgressReview>> {
  const out = new Map<number, ProgressReview>();
  if (!reportIds.length) return out;
  const rows = await db
    .select({
      reportId: progressReviews.reportId,
      reviewerId: progressReviews.reviewerId,
      reviewerName: users.name,
      at: progressReviews.reviewedAt,
      comment: progressReviews.comment,
    })
    .from(progressReviews)
    .leftJoin(users, eq(users.id, progressReviews.reviewerId))
    .where(inArray(progressReviews.reportId, reportIds));
  for (const r of rows)
    out.set(r.reportId, {
      by: r.reviewerId === null ? null : { id: r.reviewerId, name: r.reviewerName ?? '' },
      at: unixSeconds(r.at),
      comment: r.comment,
    });
  return out;
}

/** The chosen report, seen by the viewer (404 otherwise: nothing leaks). */
async function visibleReport(db: Db, viewer: Viewer, reportId: number): Promise<ReportRow> {
  const [row] = await db.select().from(dynamicsReports).where(eq(dynamicsReports.id, reportId));
  if (!row || !(await canSeeMember(db, viewer, row.userId)))
    throw new AppError(404, M.reportNotFound);
  return row;
}

/** Where a comment of this staff member to this member goes: their coach or dietolog chat. */
export async function commentChannel(
  db: Db,
  identity: StaffIdentity,
  viewer: Viewer,
  memberId: number,
): Promise<'coach' | 'dietolog' | null> {
  for (const channel of ['coach', 'dietolog'] as const)
    if (
      identity.disciplines.includes(channel) &&
      (await canSeeConversation(db, viewer, memberId, channel))
    )
      return channel;
  return null;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const diff = (a: number | null, b: number | null) =>
  a === null || b === null ? null : round1(a - b);

export function differences(report: ReportRow, earlier: ReportRow): ReportDifferences {
  return {
    weight: diff(report.weight, earlier.weight),
    chest_girth: diff(report.chestGirth, earlier.chestGirth),
    waist_girth: diff(report.waistGirth, earlier.waistGirth),
    hip_girth: diff(report.hipGirth, earlier.hipGirth),
  };
}

export interface ReviewDeps {
  db: Db;
  chat: ChatDeps;
  now: Date;
}

/**
 * A report beside an earlier one of the same member (`compareId`, by default the one just
 * before), with the photos as signed URLs — recorded in the audit log as a read of body photos.
 */
export async function progressReport(
  deps: ReviewDeps,
  identity: StaffIdentity,
  viewer: Viewer,
  reportId: number,
  compareId?: number,
): Promise<ProgressReportResult> {
  const { db } = deps;
  const report = await visibleReport(db, viewer, reportId);
  const [member] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.id, report.userId));
  const earlierRows = await db
    .select()
    .from(dynamicsReports)
    .where(
      and(
        eq(dynamicsReports.userId, report.userId),
        or(
          lt(dynamicsReports.reportDate, report.reportDate),
          and(eq(dynamicsReports.reportDate, report.reportDate), lt(dynamicsReports.id, report.id)),
        ),
      ),
    )
    .orderBy(desc(dynamicsReports.reportDate), desc(dynamicsReports.id))
    .limit(60);
  let compare: ReportRow | null = earlierRows[0] ?? null;
  if (compareId !== undefined) {
    const [chosen] = await db
      .select()
      .from(dynamicsReports)
      .where(and(eq(dynamicsReports.id, compareId), eq(dynamicsReports.userId, report.userId)));
    if (!chosen || chosen.id === report.id) throw new AppError(404, M.compareNotFound);
    compare = chosen;
  }
  const shown = compare ? [report, compare] : [report];
  const photos = await photosOf(
    db,
    shown.map((r) => r.id),
  );
  const reviews = await reviewsOf(
    db,
    shown.map((r) => r.id),
  );
  const view = async (row: ReportRow): Promise<ProgressReport> => ({
    id: row.id,
    name: displayDay(row.reportDate),
    sent_at: unixSeconds(row.createdAt),
    type: row.kind,
    weight: row.weight,
    chest_girth: row.chestGirth,
    waist_girth: row.waistGirth,
    hip_girth: row.hipGirth,
    photos: await reviewPhotos(deps.chat.storage, photos.get(row.id) ?? []),
    review: reviews.get(row.id) ?? null,
  });
  const result: ProgressReportResult = {
    member: member ?? { id: report.userId, name: '' },
    report: await view(report),
    compare: compare ? await view(compare) : null,
    differences: compare ? differences(report, compare) : null,
    earlier: earlierRows.map((r) => ({ id: r.id, name: displayDay(r.reportDate) })),
    comment_channel: await commentChannel(db, identity, viewer, report.userId),
  };
  const withPhotos = shown.filter((r) => (photos.get(r.id) ?? ([] as PhotoRow[])).length > 0);
  if (withPhotos.length)
    await auditPhotoRead(db, {
      actor: identity,
      memberId: report.userId,
      kind: 'progress',
      reports: withPhotos.map((r) => ({ id: r.id, date: displayDay(r.reportDate) })),
      at: deps.now,
    });
  return result;
}

/**
 * Marks the report reviewed by `identity` (409 when someone already did) and posts the comment,
 * if any, into the member's chat of the reviewer's discipline as the reviewer. The comment is
 * checked before anything is written, so a refused one saves nothing.
 */
export async function reviewReport(
  deps: ReviewDeps,
  identity: StaffIdentity,
  viewer: Viewer,
  reportId: number,
  rawComment: string | undefined,
): Promise<{ review: ProgressReview; commented: boolean }> {
  const { db } = deps;
  const report = await visibleReport(db, viewer, reportId);
  if (report.kind !== 'dynamics') throw new AppError(404, M.reportNotFound);
  const comment = normaliseText(rawComment) || null;
  if (comment && comment.length > REVIEW_COMMENT_MAX_LENGTH) throw badRequest(M.commentTooLong);
  const channel = comment ? await commentChannel(db, identity, viewer, report.userId) : null;
  if (comment && !channel) throw badRequest(M.noChat);
  const [reviewer] = await db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, identity.userId));

  const reviewId = await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(progressReviews)
      .values({
        reportId,
        memberId: report.userId,
        reviewerId: identity.userId,
        reviewedAt: deps.now,
        comment,
        channel,
      })
      .onConflictDoNothing({ target: progressReviews.reportId })
      .returning({ id: progressReviews.id });
    if (!saved) throw new AppError(409, M.alreadyReviewed);
    await audit(tx as unknown as Db, {
      actor: identity,
      action: 'progress.review',
      memberId: report.userId,
      details: {
        report_id: reportId,
        report_date: displayDay(report.reportDate),
        comment,
        channel,
      },
      at: deps.now,
    });
    return saved.id;
  });
  if (comment && channel) {
    // the member sees it live in that chat, from the reviewer by name and position
    const sent = await addAdminMessage(deps.chat, report.userId, channel, comment, {
      id: identity.userId,
      name: reviewer?.name ?? '',
      position: identity.position,
    });
    await db
      .update(progressReviews)
      .set({ chatMessageId: sent.id })
      .where(eq(progressReviews.id, reviewId));
  }
  return {
    review: {
      by: { id: identity.userId, name: reviewer?.name ?? '' },
      at: unixSeconds(deps.now),
      comment,
    },
    commented: Boolean(comment),
  };
}
