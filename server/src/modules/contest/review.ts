// The club's decision on a contest report (spec part 2 §2.6, §4): approved or rejected, a rejection
// with its reason when there is one. One function for every caller — the tester console's calls
// today, a staff app later — so a decision always does the same: the report's status and alert
// text change, the member finds a notification in the app (the alert's text; link CONTEST, which
// leads to /competition/) and its count changes live, an open contest page loads the contest again
// (the stream's live event), and the member's devices get a push where the deployment has one.
// Deciding what is already decided (same status, same text) changes nothing and notifies nobody.
// A moderator's decision (the staff app, `moderator` set) is final: it needs a reason to reject,
// and a report already decided is refused (409). The tester console decides without a moderator:
// testers reset their cases (reject, then approve the same report), so it may decide again. Every
// decision is recorded with who made it (contest_decisions; null: the tester console) and in the
// audit log, in the transaction of the change. A rejected report the member has replaced with a
// new one is history: nobody decides it again (409).
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  REVIEW_MESSAGES,
  type ContestLiveEvent,
  type ContestReportType,
} from '@club/shared/contract';
import type { Db } from '../../db/client';
import { contestDecisions, dynamicsReports, notifications } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest } from '../../lib/errors';
import type { PushSender } from '../../lib/fcm';
import { pushToMember } from '../notifications/push';
import { audit } from '../staff/audit';
import type { StaffIdentity } from '../staff/identity';
import { textToHtml } from '../notifications/service';
import type { NotifyMember } from '../realtime/service';
import { CONTEST_MESSAGES as M, REASON_MAX_LENGTH, reviewMessage } from './messages';

/** The title of a decision's push. */
export const CONTEST_PUSH_TITLE = 'Конкурс «До и после»';

/** Where a decision's notification leads: the contest menu item (/competition/). */
export const CONTEST_NOTIFICATION_LINK = 'CONTEST';

const CONTEST_KINDS: ContestReportType[] = ['before', 'after'];

export interface ContestDecision {
  status: 'approve' | 'reject';
  /** why a report is rejected, in the member's words (plain text); ignored for an approval */
  reason?: string | null;
  /** the moderator deciding in the staff app (final; a rejection needs a reason); none: the tester console */
  moderator?: StaffIdentity | null;
}

export interface DecisionDeps {
  db: Db;
  clock: Clock;
  notifyMember: NotifyMember;
  push?: PushSender | null;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * The ids of the member's contest reports in force (before first; not the rejected ones replaced),
 * for a caller that decides them all.
 */
export async function contestReportIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: dynamicsReports.id })
    .from(dynamicsReports)
    .where(
      and(
        eq(dynamicsReports.userId, userId),
        inArray(dynamicsReports.kind, CONTEST_KINDS),
        isNull(dynamicsReports.replacedAt),
      ),
    )
    // 'before' sorts after 'after': descending puts it first
    .orderBy(desc(dynamicsReports.kind));
  return rows.map((r) => r.id);
}

/**
 * Decides the member's contest report `reportId`. True when it changed (and the member was told);
 * 404 when the member has no such contest report, 400 for a reason that is missing (a moderator's
 * rejection) or too long, 409 when a moderator decides a report already decided.
 */
export async function decideContestReport(
  deps: DecisionDeps,
  userId: number,
  reportId: number,
  decision: ContestDecision,
): Promise<boolean> {
  const moderator = decision.moderator ?? null;
  const reason = decision.status === 'reject' ? (decision.reason?.trim() ?? '') : '';
  if (moderator && decision.status === 'reject' && !reason)
    throw badRequest(REVIEW_MESSAGES.reasonRequired);
  if (reason.length > REASON_MAX_LENGTH) throw badRequest(M.reasonTooLong);
  const [report] = await deps.db
    .select({
      kind: dynamicsReports.kind,
      status: dynamicsReports.status,
      message: dynamicsReports.message,
      replacedAt: dynamicsReports.replacedAt,
    })
    .from(dynamicsReports)
    .where(
      and(
        eq(dynamicsReports.id, reportId),
        eq(dynamicsReports.userId, userId),
        inArray(dynamicsReports.kind, CONTEST_KINDS),
      ),
    );
  if (!report) throw new AppError(404, M.reportNotFound);
  const decided = () => new AppError(409, REVIEW_MESSAGES.alreadyDecided);
  if (report.replacedAt) throw decided();
  if (moderator && report.status !== 'not_viewed') throw decided();
  const kind = report.kind as ContestReportType;
  const text = reviewMessage(kind, decision.status, reason || null);
  if (!moderator && report.status === decision.status && report.message === text) return false;

  const now = await deps.clock.now(userId);
  const at = deps.clock.systemNow();
  // the report, its notification, who decided and the audit entry together: never half done
  await deps.db.transaction(async (tx) => {
    const changed = await tx
      .update(dynamicsReports)
      .set({ status: decision.status, message: text, updatedAt: now })
      .where(
        and(
          eq(dynamicsReports.id, reportId),
          // replaced meanwhile by the member's new report: history
          isNull(dynamicsReports.replacedAt),
          // two moderators at once: only the first decides
          moderator ? eq(dynamicsReports.status, 'not_viewed') : undefined,
        ),
      )
      .returning({ id: dynamicsReports.id });
    if (!changed.length) throw decided();
    await tx.insert(notifications).values({
      userId,
      content: textToHtml(text),
      link: CONTEST_NOTIFICATION_LINK,
      createdAt: now,
    });
    const source = moderator ? 'staff' : 'tester';
    await tx.insert(contestDecisions).values({
      reportId,
      memberId: userId,
      status: decision.status,
      reason: reason || null,
      decidedBy: moderator?.userId ?? null,
      source,
      decidedAt: at,
    });
    await audit(tx as unknown as Db, {
      actor: moderator,
      action: decision.status === 'approve' ? 'contest.approve' : 'contest.reject',
      memberId: userId,
      details: { report_id: reportId, kind, reason: reason || null, source },
      at,
    });
  });
  const live: ContestLiveEvent = {
    type: 'contest_report_reviewed',
    report: kind,
    status: decision.status,
  };
  // the counts (the bell) and the live event in one NOTIFY, to every API process
  await deps.notifyMember(userId, live);
  await pushToMember(deps, userId, {
    title: CONTEST_PUSH_TITLE,
    body: text,
    link: { link: CONTEST_NOTIFICATION_LINK },
  });
  return true;
}
