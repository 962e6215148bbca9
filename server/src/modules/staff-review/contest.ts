// Contest moderation (issue 28 item 7), across the club: the contest reports waiting for a
// decision (oldest first; one sent in place of a rejected one is marked a resubmission, issue 42
// item 11), one report with its photos (a read of body photos: audited), the member's before
// report beside an after one and the rejected attempts it replaced (their figures and reasons),
// and the decision — made by contest/review.ts, the club's one decision path (the tester console's
// calls use it too).
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  REVIEW_MESSAGES as M,
  REVIEW_PAGE_SIZE,
  type ContestDecisionView,
  type EarlierAttempt,
  type ContestQueueResult,
  type ModerationReportResult,
  type ContestReportStatus,
  type ContestReportType,
  type ModeratedReport,
} from '@club/shared/contract';
import type { Db } from '../../db/client';
import { contestDecisions, contests, dynamicsReports, userPacks, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import { displayDay, photosOf, type ReportRow } from '../dynamics/reports';
import type { StaffIdentity } from '../staff/identity';
import { isMemberAccount } from '../staff/visibility';
import { auditPhotoRead, reviewPhotos } from './photos';
import { afterCursor, sentKey, type Cursor } from './progress';

const unix = (d: Date) => Math.floor(d.getTime() / 1000);
const CONTEST_KINDS: ContestReportType[] = ['before', 'after'];

/** SQL: the report was sent in place of a rejected one (its participation has one replaced). */
const resubmitted = sql<boolean>`exists (select 1 from dynamics_reports prev where prev.user_pack_id = ${dynamicsReports.userPackId} and prev.kind = ${dynamicsReports.kind} and prev.replaced_at is not null and prev.id <> ${dynamicsReports.id})`;

/**
 * The reports that wait for a decision (over dynamics_reports joined with users and, left, with
 * user_packs): the queue's rows, and its count in the navigation (contest-queue-live.ts).
 */
export const waitingForDecision = () =>
  and(
    inArray(dynamicsReports.kind, CONTEST_KINDS),
    eq(dynamicsReports.status, 'not_viewed'),
    // a member who left the contest waits for no decision
    isNull(userPacks.contestRefusedAt),
    isMemberAccount(users.id),
  );

/** A page of the contest reports waiting for a decision, across the club, oldest first. */
export async function contestQueue(
  db: Db,
  cursor: Cursor,
  limit: number = REVIEW_PAGE_SIZE,
): Promise<ContestQueueResult> {
  const rows = await db
    .select({
      id: dynamicsReports.id,
      kind: dynamicsReports.kind,
      memberId: users.id,
      memberName: users.name,
      contest: contests.name,
      sentAt: sentKey(dynamicsReports.createdAt),
      weight: dynamicsReports.weight,
      chest: dynamicsReports.chestGirth,
      waist: dynamicsReports.waistGirth,
      hip: dynamicsReports.hipGirth,
      resubmission: resubmitted,
    })
    .from(dynamicsReports)
    .innerJoin(users, eq(users.id, dynamicsReports.userId))
    .leftJoin(contests, eq(contests.id, dynamicsReports.contestId))
    .leftJoin(userPacks, eq(userPacks.id, dynamicsReports.userPackId))
    .where(and(waitingForDecision(), afterCursor(cursor)))
    .orderBy(sentKey(dynamicsReports.createdAt), dynamicsReports.id)
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    reports: page.map((r) => ({
      id: r.id,
      member: { id: r.memberId, name: r.memberName },
      type: r.kind as ContestReportType,
      contest: r.contest ?? '',
      sent_at: Number(r.sentAt),
      weight: r.weight,
      chest_girth: r.chest,
      waist_girth: r.waist,
      hip_girth: r.hip,
      resubmission: Boolean(r.resubmission),
    })),
    next: rows.length > limit ? { after_at: Number(last.sentAt), after_id: last.id } : null,
  };
}

/** The decision in force on a report (the latest), with who made it. */
export async function latestDecision(
  db: Db,
  reportId: number,
): Promise<ContestDecisionView | null> {
  const [row] = await db
    .select({
      status: contestDecisions.status,
      reason: contestDecisions.reason,
      at: contestDecisions.decidedAt,
      byId: contestDecisions.decidedBy,
      byName: users.name,
    })
    .from(contestDecisions)
    .leftJoin(users, eq(users.id, contestDecisions.decidedBy))
    .where(eq(contestDecisions.reportId, reportId))
    .orderBy(desc(contestDecisions.id))
    .limit(1);
  if (!row) return null;
  return {
    status: row.status === 'approve' ? 'approve' : 'reject',
    by: row.byId === null ? null : { id: row.byId, name: row.byName ?? '' },
    at: unix(row.at),
    reason: row.reason,
  };
}

/** A contest report by id (404 when there is none). */
export async function contestReportRow(db: Db, reportId: number): Promise<ReportRow> {
  const [row] = await db
    .select()
    .from(dynamicsReports)
    .where(and(eq(dynamicsReports.id, reportId), inArray(dynamicsReports.kind, CONTEST_KINDS)));
  if (!row) throw new AppError(404, M.contestReportNotFound);
  return row;
}

/** A report with its photos (signed URLs) and decision; the read is audited. */
export async function contestReport(
  deps: { db: Db; storage: FileStorage; now: Date },
  identity: StaffIdentity,
  reportId: number,
): Promise<ModerationReportResult> {
  const { db } = deps;
  const report = await contestReportRow(db, reportId);
  const [member] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.id, report.userId));
  const [contest] = report.contestId
    ? await db
        .select({ name: contests.name })
        .from(contests)
        .where(eq(contests.id, report.contestId))
    : [];
  // an after report is judged beside the before one of the same participation
  const [before] =
    report.kind === 'after' && report.userPackId !== null
      ? await db
          .select()
          .from(dynamicsReports)
          .where(
            and(
              eq(dynamicsReports.userPackId, report.userPackId),
              eq(dynamicsReports.kind, 'before'),
              isNull(dynamicsReports.replacedAt),
            ),
          )
      : [];
  // the rejected attempts a report in force replaced (none for one replaced itself: history)
  const attemptsOf = async (row: ReportRow): Promise<ReportRow[]> =>
    row.userPackId !== null && row.replacedAt === null
      ? db
          .select()
          .from(dynamicsReports)
          .where(
            and(
              eq(dynamicsReports.userPackId, row.userPackId),
              eq(dynamicsReports.kind, row.kind),
              isNotNull(dynamicsReports.replacedAt),
            ),
          )
          .orderBy(desc(dynamicsReports.id))
      : [];
  const attempts = await attemptsOf(report);
  const shown = before ? [report, before] : [report];
  const photos = await photosOf(
    db,
    shown.map((r) => r.id),
  );
  const view = async (row: ReportRow): Promise<ModeratedReport> => ({
    id: row.id,
    type: row.kind as ContestReportType,
    status: (row.status ?? 'not_viewed') as ContestReportStatus,
    message: row.message,
    sent_at: unix(row.createdAt),
    weight: row.weight,
    chest_girth: row.chestGirth,
    waist_girth: row.waistGirth,
    hip_girth: row.hipGirth,
    photos: await reviewPhotos(deps.storage, photos.get(row.id) ?? []),
    decision: await latestDecision(db, row.id),
    resubmission: (row.id === report.id ? attempts : await attemptsOf(row)).length > 0,
  });
  const attempt = async (row: ReportRow): Promise<EarlierAttempt> => ({
    id: row.id,
    status: (row.status ?? 'not_viewed') as ContestReportStatus,
    sent_at: unix(row.createdAt),
    weight: row.weight,
    chest_girth: row.chestGirth,
    waist_girth: row.waistGirth,
    hip_girth: row.hipGirth,
    decision: await latestDecision(db, row.id),
  });
  const result: ModerationReportResult = {
    member: member ?? { id: report.userId, name: '' },
    contest: contest?.name ?? '',
    report: await view(report),
    before: before ? await view(before) : null,
    earlier_attempts: await Promise.all(attempts.map(attempt)),
  };
  const withPhotos = shown.filter((r) => (photos.get(r.id) ?? []).length > 0);
  if (withPhotos.length)
    await auditPhotoRead(db, {
      actor: identity,
      memberId: report.userId,
      kind: 'contest',
      reports: withPhotos.map((r) => ({ id: r.id, date: displayDay(r.reportDate) })),
      at: deps.now,
    });
  return result;
}
