// Progress review (issue 28 item 6): the new dynamics reports of the members a staff member sees
// (the visibility rule: a coach or dietitian sees their assigned members', covers included),
// oldest first; one report beside an earlier one of the same member with the differences; and
// "reviewed" — once per report and discipline (issue 42 item 12: the coach's review leaves the
// report in the dietitian's queue), with an optional comment that goes into the member's chat of
// that discipline, as the reviewer (name and position). Only dynamics reports: a contest report
// and its photos are the contest moderator's (issue 42 item 8), never opened or compared here.
//
// The disciplines a staff member reviews for a member: those of their profile among coach and
// dietolog (both when it names neither: staff made before disciplines existed) whose conversation
// with the member they see (their assignment, a colleague's they cover, or every member's for a
// head coach). A review is made in the first of them not yet reviewed.
import { and, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
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
import { REVIEW_DISCIPLINES, type ReviewDiscipline } from '../../db/schema/staff-review';
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
  conversationVisible,
  isMemberAccount,
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

/** The disciplines this staff member reviews in (their profile's; both when it names neither). */
export function reviewDisciplines(identity: StaffIdentity): ReviewDiscipline[] {
  const own = REVIEW_DISCIPLINES.filter((d) => identity.disciplines.includes(d));
  return own.length ? own : [...REVIEW_DISCIPLINES];
}

/** The disciplines the staff member reviews for this member (their conversation is visible). */
export async function memberReviewDisciplines(
  db: Db,
  identity: StaffIdentity,
  viewer: Viewer,
  memberId: number,
): Promise<ReviewDiscipline[]> {
  const out: ReviewDiscipline[] = [];
  for (const d of reviewDisciplines(identity))
    if (await canSeeConversation(db, viewer, memberId, d)) out.push(d);
  return out;
}

const reviewedIn = (discipline: ReviewDiscipline): SQL =>
  sql`exists (select 1 from ${progressReviews} where ${progressReviews.reportId} = ${dynamicsReports.id} and ${progressReviews.discipline} = ${discipline})`;

/** SQL: the report waits for the viewer: one of their disciplines with the member is unreviewed. */
function waitsFor(identity: StaffIdentity, viewer: Viewer): SQL {
  return sql`(${sql.join(
    reviewDisciplines(identity).map(
      (d) =>
        sql`(${conversationVisible(viewer, users.id, sql`${d}::text`)} and not ${reviewedIn(d)})`,
    ),
    sql` or `,
  )})`;
}

/**
 * A page of the queue: the dynamics reports of the members the viewer sees that are not yet
 * reviewed in the viewer's discipline, oldest first.
 */
export async function progressQueue(
  db: Db,
  identity: StaffIdentity,
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
      reviewed: sql<
        string[]
      >`array(select ${progressReviews.discipline} from ${progressReviews} where ${progressReviews.reportId} = ${dynamicsReports.id} order by ${progressReviews.discipline})`,
    })
    .from(dynamicsReports)
    .innerJoin(users, eq(users.id, dynamicsReports.userId))
    .where(
      and(
        eq(dynamicsReports.kind, 'dynamics'),
        isMemberAccount(users.id),
        waitsFor(identity, viewer),
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
      reviewed: asDisciplines(r.reviewed),
    })),
    next: rows.length > limit ? { after_at: Number(last.sentAt), after_id: last.id } : null,
  };
}

const asDisciplines = (values: readonly string[] | null): ReviewDiscipline[] =>
  REVIEW_DISCIPLINES.filter((d) => (values ?? []).includes(d));

/** Every discipline's review of these reports (coach first). */
async function reviewsOf(db: Db, reportIds: number[]): Promise<Map<number, ProgressReview[]>> {
  const out = new Map<number, ProgressReview[]>();
  if (!reportIds.length) return out;
  const rows = await db
    .select({
      reportId: progressReviews.reportId,
      discipline: progressReviews.discipline,
      reviewerId: progressReviews.reviewerId,
      reviewerName: users.name,
      at: progressReviews.reviewedAt,
      comment: progressReviews.comment,
    })
    .from(progressReviews)
    .leftJoin(users, eq(users.id, progressReviews.reviewerId))
    .where(inArray(progressReviews.reportId, reportIds))
    .orderBy(progressReviews.discipline, progressReviews.id);
  for (const r of rows) {
    const list = out.get(r.reportId) ?? [];
    list.push({
      discipline: r.discipline,
      by: r.reviewerId === null ? null : { id: r.reviewerId, name: r.reviewerName ?? '' },
      at: unixSeconds(r.at),
      comment: r.comment,
    });
    out.set(r.reportId, list);
  }
  return out;
}

/**
 * The chosen dynamics report, seen by the viewer (404 otherwise: nothing leaks; a contest report
 * is the moderator's, never opened here).
 */
async function visibleReport(db: Db, viewer: Viewer, reportId: number): Promise<ReportRow> {
  const [row] = await db
    .select()
    .from(dynamicsReports)
    .where(and(eq(dynamicsReports.id, reportId), eq(dynamicsReports.kind, 'dynamics')));
  if (!row || !(await canSeeMember(db, viewer, row.userId)))
    throw new AppError(404, M.reportNotFound);
  return row;
}

/** The discipline of theirs a review would be in now: the first not yet reviewed, else the first. */
function nextDiscipline(
  mine: readonly ReviewDiscipline[],
  reviews: readonly ProgressReview[],
): { discipline: ReviewDiscipline | null; open: boolean } {
  const open = mine.find((d) => !reviews.some((r) => r.discipline === d));
  return { discipline: open ?? mine[0] ?? null, open: open !== undefined };
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
 * A report beside an earlier dynamics report of the same member (`compareId`, by default the one
 * just before), with the photos as signed URLs — recorded in the audit log as a read of body
 * photos — and every discipline's review.
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
        eq(dynamicsReports.kind, 'dynamics'),
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
      .where(
        and(
          eq(dynamicsReports.id, compareId),
          eq(dynamicsReports.userId, report.userId),
          eq(dynamicsReports.kind, 'dynamics'),
        ),
      );
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
  const mine = await memberReviewDisciplines(db, identity, viewer, report.userId);
  const next = nextDiscipline(mine, reviews.get(report.id) ?? []);
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
    review: (reviews.get(row.id) ?? []).find((r) => r.discipline === next.discipline) ?? null,
    reviews: reviews.get(row.id) ?? [],
  });
  const result: ProgressReportResult = {
    member: member ?? { id: report.userId, name: '' },
    report: await view(report),
    compare: compare ? await view(compare) : null,
    differences: compare ? differences(report, compare) : null,
    earlier: earlierRows.map((r) => ({ id: r.id, name: displayDay(r.reportDate) })),
    comment_channel: next.discipline,
    review_discipline: next.discipline,
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
 * Marks the report reviewed by `identity` in their discipline with the member — the first of
 * theirs not yet reviewed (409 when every one is; 400 when they review none for this member) — and
 * posts the comment, if any, into the member's chat of that discipline as the reviewer. The
 * comment is checked before anything is written, so a refused one saves nothing.
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
  const comment = normaliseText(rawComment) || null;
  if (comment && comment.length > REVIEW_COMMENT_MAX_LENGTH) throw badRequest(M.commentTooLong);
  const mine = await memberReviewDisciplines(db, identity, viewer, report.userId);
  if (!mine.length) throw badRequest(M.noDiscipline);
  const next = nextDiscipline(mine, (await reviewsOf(db, [report.id])).get(report.id) ?? []);
  if (!next.open || !next.discipline) throw new AppError(409, M.alreadyReviewed);
  const discipline = next.discipline;
  const channel = comment ? discipline : null;
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
        discipline,
        comment,
        channel,
      })
      // a colleague of the same discipline at the same moment: only the first reviews
      .onConflictDoNothing({ target: [progressReviews.reportId, progressReviews.discipline] })
      .returning({ id: progressReviews.id });
    if (!saved) throw new AppError(409, M.alreadyReviewed);
    await audit(tx as unknown as Db, {
      actor: identity,
      action: 'progress.review',
      memberId: report.userId,
      details: {
        report_id: reportId,
        report_date: displayDay(report.reportDate),
        discipline,
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
      discipline,
      by: { id: identity.userId, name: reviewer?.name ?? '' },
      at: unixSeconds(deps.now),
      comment,
    },
    commented: Boolean(comment),
  };
}
