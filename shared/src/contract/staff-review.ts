// The staff app's progress review and contest moderation (issue 28 items 6 and 7): request and
// answer schemas (paths, limits and texts: paths-staff-review.ts). Progress review needs
// `progress:review` and shows the dynamics reports of the members the visibility rule gives the
// staff member; a review is per discipline (coach, dietolog: issue 42 item 12). Contest moderation
// needs `contest:moderate` and works across the club; a member sends a new report in place of a
// rejected one, shown as a resubmission beside the earlier attempts (issue 42 item 11).
import { Type, type Static } from '@sinclair/typebox';
import { ContestReportStatus, ContestReportType } from './contest';
import { ReportPhoto } from './dynamics';
import { Id, Int, Text } from './rules';
import { CONTEST_REASON_MAX_LENGTH, REVIEW_COMMENT_MAX_LENGTH } from './paths-staff-review';

export {
  CONTEST_REASON_MAX_LENGTH,
  REVIEW_COMMENT_MAX_LENGTH,
  REVIEW_PAGE_SIZE,
  staffReviewPaths,
  REVIEW_MESSAGES,
} from './paths-staff-review';

const Measurement = Type.Union([Type.Number(), Type.Null()]);
const Person = Type.Object({ id: Type.Integer(), name: Type.String() });
const Discipline = Type.Union([Type.Literal('coach'), Type.Literal('dietolog')]);

/** The figures of a body report. */
const Figures = {
  weight: Measurement,
  chest_girth: Measurement,
  waist_girth: Measurement,
  hip_girth: Measurement,
};

export const ReviewPhotos = Type.Object({
  side: Type.Union([ReportPhoto, Type.Null()]),
  front: Type.Union([ReportPhoto, Type.Null()]),
  back: Type.Union([ReportPhoto, Type.Null()]),
});
export type ReviewPhotos = Static<typeof ReviewPhotos>;

/** The keyset of a queue's next page (the last row's sent time and id), null on the last. */
const Next = Type.Union([
  Type.Object({ after_at: Type.Integer(), after_id: Type.Integer() }),
  Type.Null(),
]);

export const QueueQuery = Type.Object({
  /** keyset: the last row of the previous page (unix seconds of its sending, its id) */
  after_at: Type.Optional(Int({ minimum: 0 })),
  after_id: Type.Optional(Id()),
});
export type QueueQuery = Static<typeof QueueQuery>;

// ---------- Progress review ----------

export const ProgressQueueItem = Type.Object({
  id: Type.Integer(),
  member: Person,
  /** the day the report describes, dd.mm.yyyy */
  name: Type.String(),
  /** when the member sent it (unix seconds) */
  sent_at: Type.Integer(),
  ...Figures,
  /** photos attached (0..3) */
  photos: Type.Integer(),
  /** the disciplines that have reviewed it already (the caller's has not) */
  reviewed: Type.Array(Discipline),
});
export type ProgressQueueItem = Static<typeof ProgressQueueItem>;

export const ProgressQueueResult = Type.Object({
  reports: Type.Array(ProgressQueueItem),
  next: Next,
});
export type ProgressQueueResult = Static<typeof ProgressQueueResult>;

export const ProgressReview = Type.Object({
  /** the discipline reviewed */
  discipline: Discipline,
  by: Type.Union([Person, Type.Null()]),
  /** unix seconds */
  at: Type.Integer(),
  comment: Type.Union([Type.String(), Type.Null()]),
});
export type ProgressReview = Static<typeof ProgressReview>;

export const ProgressReport = Type.Object({
  id: Type.Integer(),
  /** the day the report describes, dd.mm.yyyy */
  name: Type.String(),
  sent_at: Type.Integer(),
  /** dynamics, or before / after of the contest */
  type: Type.String(),
  ...Figures,
  photos: ReviewPhotos,
  /** the review in the caller's discipline (review_discipline), null: not yet */
  review: Type.Union([ProgressReview, Type.Null()]),
  /** every discipline's review, each with its reviewer's comment (coach first) */
  reviews: Type.Array(ProgressReview),
});
export type ProgressReport = Static<typeof ProgressReport>;

/** The change from the earlier report to the chosen one (null where either lacks the figure). */
export const ReportDifferences = Type.Object(Figures);
export type ReportDifferences = Static<typeof ReportDifferences>;

export const ProgressReportQuery = Type.Object({
  /** the earlier report to compare with; by default the one just before */
  compare: Type.Optional(Id()),
});
export type ProgressReportQuery = Static<typeof ProgressReportQuery>;

export const ProgressReportResult = Type.Object({
  member: Person,
  report: ProgressReport,
  /** the earlier report beside it, null for the member's first */
  compare: Type.Union([ProgressReport, Type.Null()]),
  differences: Type.Union([ReportDifferences, Type.Null()]),
  /** the member's earlier reports to compare with, newest first */
  earlier: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  /** the chat a comment goes to (the caller's discipline with this member), null: none */
  comment_channel: Type.Union([Discipline, Type.Null()]),
  /**
   * the discipline the caller reviews for this member: the first of theirs not yet reviewed, or
   * their first when all are; null: they review none (neither this member's coach nor dietitian)
   */
  review_discipline: Type.Union([Discipline, Type.Null()]),
});
export type ProgressReportResult = Static<typeof ProgressReportResult>;

export const ProgressReviewBody = Type.Object({
  comment: Type.Optional(Text({ maxLength: REVIEW_COMMENT_MAX_LENGTH * 2 })),
});
export type ProgressReviewBody = Static<typeof ProgressReviewBody>;

export const ProgressReviewResult = Type.Object({
  message: Type.String(),
  review: ProgressReview,
});
export type ProgressReviewResult = Static<typeof ProgressReviewResult>;

// ---------- Contest moderation ----------

export const ContestQueueItem = Type.Object({
  id: Type.Integer(),
  member: Person,
  type: ContestReportType,
  /** the contest's name */
  contest: Type.String(),
  sent_at: Type.Integer(),
  ...Figures,
  /** sent in place of a rejected report of the same kind (a resubmission) */
  resubmission: Type.Boolean(),
});
export type ContestQueueItem = Static<typeof ContestQueueItem>;

export const ContestQueueResult = Type.Object({
  reports: Type.Array(ContestQueueItem),
  next: Next,
});
export type ContestQueueResult = Static<typeof ContestQueueResult>;

export const ContestDecisionView = Type.Object({
  status: Type.Union([Type.Literal('approve'), Type.Literal('reject')]),
  /** the moderator, null: the tester console */
  by: Type.Union([Person, Type.Null()]),
  at: Type.Integer(),
  reason: Type.Union([Type.String(), Type.Null()]),
});
export type ContestDecisionView = Static<typeof ContestDecisionView>;

/** A rejected report the member replaced: its figures and the decision (photos not shown). */
export const EarlierAttempt = Type.Object({
  id: Type.Integer(),
  status: ContestReportStatus,
  sent_at: Type.Integer(),
  ...Figures,
  decision: Type.Union([ContestDecisionView, Type.Null()]),
});
export type EarlierAttempt = Static<typeof EarlierAttempt>;

export const ModeratedReport = Type.Object({
  id: Type.Integer(),
  type: ContestReportType,
  status: ContestReportStatus,
  /** what the member's alert says */
  message: Type.Union([Type.String(), Type.Null()]),
  sent_at: Type.Integer(),
  ...Figures,
  photos: ReviewPhotos,
  decision: Type.Union([ContestDecisionView, Type.Null()]),
  /** sent in place of a rejected report of the same kind */
  resubmission: Type.Boolean(),
});
export type ModeratedReport = Static<typeof ModeratedReport>;

export const ModerationReportResult = Type.Object({
  member: Person,
  contest: Type.String(),
  report: ModeratedReport,
  /** the member's before report beside an after report, null otherwise */
  before: Type.Union([ModeratedReport, Type.Null()]),
  /** the rejected reports this one replaced (the same participation and kind), newest first */
  earlier_attempts: Type.Array(EarlierAttempt),
});
export type ModerationReportResult = Static<typeof ModerationReportResult>;

export const ContestDecisionBody = Type.Object({
  status: Type.Union([Type.Literal('approve'), Type.Literal('reject')]),
  /** required for a rejection; the member reads it */
  reason: Type.Optional(Text({ maxLength: CONTEST_REASON_MAX_LENGTH * 4 })),
});
export type ContestDecisionBody = Static<typeof ContestDecisionBody>;

export const ContestDecisionResult = Type.Object({
  message: Type.String(),
  decision: ContestDecisionView,
});
export type ContestDecisionResult = Static<typeof ContestDecisionResult>;
