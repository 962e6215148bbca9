// The staff app's progress review and contest moderation (issue 28 items 6 and 7): paths, limits
// and texts. Apart from the schemas (staff-review.ts) so the root entry members load carries no
// schema library: TypeBox is the server's and the tests'.
/** Characters of a contest rejection's reason (the server's contest module uses the same). */
export const CONTEST_REASON_MAX_LENGTH = 500;
/** Characters of a review's comment: it becomes a chat message, so the chat's limit. */
export const REVIEW_COMMENT_MAX_LENGTH = 4000;
/** Rows per page of the two queues. */
export const REVIEW_PAGE_SIZE = 30;

export const staffReviewPaths = {
  /** GET: new dynamics reports of the caller's members, oldest first (progress:review) */
  progress: '/api/staff/progress/reports',
  /** GET ?compare=<id>: a report beside an earlier one of the same member (photos: audited) */
  progressReport: (id: number | string) => `/api/staff/progress/reports/${id}`,
  progressReportRoute: '/api/staff/progress/reports/:id',
  /** POST { comment? }: reviewed for the caller's discipline; the comment goes into that chat */
  progressReview: (id: number | string) => `/api/staff/progress/reports/${id}/review`,
  progressReviewRoute: '/api/staff/progress/reports/:id/review',
  /** GET: contest reports waiting for a decision, across the club, oldest first */
  contest: '/api/staff/contest/reports',
  /** GET: a contest report, its photos (audited) and the member's before report */
  contestReport: (id: number | string) => `/api/staff/contest/reports/${id}`,
  contestReportRoute: '/api/staff/contest/reports/:id',
  /** POST { status, reason? }: approve or reject; final */
  contestDecision: (id: number | string) => `/api/staff/contest/reports/${id}/decision`,
  contestDecisionRoute: '/api/staff/contest/reports/:id/decision',
} as const;

export const REVIEW_MESSAGES = {
  reportNotFound: 'Отчёт не найден',
  compareNotFound: 'Отчёт для сравнения не найден',
  alreadyReviewed: 'Этот отчёт уже отмечен как проверенный',
  noDiscipline: 'Отметить отчёт может тренер или диетолог участника',
  commentTooLong: `Комментарий не может быть длиннее ${REVIEW_COMMENT_MAX_LENGTH} символов`,
  noChat:
    'Комментарий можно оставить только участнику, которого ты ведёшь как тренер или диетолог. Отметь отчёт без комментария.',
  reviewed: 'Отчёт отмечен как проверенный',
  reviewedWithComment: 'Отчёт отмечен как проверенный, комментарий отправлен участнику в чат',
  contestReportNotFound: 'Конкурсный отчёт не найден',
  reasonRequired: 'Укажи причину отказа: участник увидит её в уведомлении',
  reasonTooLong: `Причина отказа длиннее ${CONTEST_REASON_MAX_LENGTH} символов`,
  alreadyDecided: 'По этому отчёту уже принято решение, изменить его нельзя',
  approved: 'Отчёт принят. Участник получил уведомление.',
  rejected: 'Отчёт отклонён. Участник получил уведомление с причиной.',
} as const;
