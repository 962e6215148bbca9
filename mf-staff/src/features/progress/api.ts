// The calls of progress review and contest moderation (paths and types: @club/shared
// staff-review.ts). Loads are silent (the page says a failure itself); actions show the server's
// Russian refusal in a banner.
import {
  apiGet,
  apiPost,
  type ContestDecisionResult,
  type ContestQueueResult,
  type ContestWaitingResult,
  type ModerationReportResult,
  type ProgressQueueResult,
  type ProgressReportResult,
  type ProgressReviewResult,
} from '@club/shared';
import { staffQueuePaths } from '@club/shared/contract/paths-staff-queues';
import { staffReviewPaths } from '@club/shared/staff';

export interface QueueCursor {
  after_at: number;
  after_id: number;
}

const after = (cursor: QueueCursor | null) =>
  cursor ? `?after_at=${cursor.after_at}&after_id=${cursor.after_id}` : '';

export const getProgressQueue = (cursor: QueueCursor | null) =>
  apiGet<ProgressQueueResult>(`${staffReviewPaths.progress}${after(cursor)}`, { silent: true });
export const getProgressReport = (id: number | string, compare?: number | null) =>
  apiGet<ProgressReportResult>(
    `${staffReviewPaths.progressReport(id)}${compare ? `?compare=${compare}` : ''}`,
    { silent: true },
  );
export const markReviewed = (id: number, comment: string) =>
  apiPost<ProgressReviewResult>(staffReviewPaths.progressReview(id), comment ? { comment } : {});

export const getContestQueue = (cursor: QueueCursor | null) =>
  apiGet<ContestQueueResult>(`${staffReviewPaths.contest}${after(cursor)}`, { silent: true });
export const getContestReport = (id: number | string) =>
  apiGet<ModerationReportResult>(staffReviewPaths.contestReport(id), { silent: true });
export const decideContest = (id: number, status: 'approve' | 'reject', reason?: string) =>
  apiPost<ContestDecisionResult>(
    staffReviewPaths.contestDecision(id),
    status === 'reject' ? { status, reason } : { status },
  );
/** How many contest reports wait for a decision (the navigation's count). */
export const getContestWaiting = () =>
  apiGet<ContestWaitingResult>(staffQueuePaths.contestCount, { silent: true });
