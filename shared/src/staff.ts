// @club/shared/staff: the staff side's contract (the staff app's paths, permissions, texts and
// limits) and the tester console's. Its own federation singleton: a member's pages never load it.
export { testerPaths, TESTER_CLOCK_RANGE, TESTER_MESSAGES } from './contract/paths-testers';
export {
  staffPaths,
  PERMISSIONS,
  PERMISSION_LABELS,
  DISCIPLINES,
  DISCIPLINE_LABELS,
  AUDIT_ACTIONS,
  AUDIT_ACTION_LABELS,
  STAFF_MESSAGES,
  STAFF_PAGE_SIZE,
  isPermission,
  isDiscipline,
} from './contract/paths-staff';
export {
  inboxPaths,
  INBOX_FILTERS,
  INBOX_FILTER_LABELS,
  INBOX_LIMITS,
  INBOX_DEFAULT_SETTINGS,
  INBOX_MESSAGES,
} from './contract/paths-staff-inbox';
export {
  staffReviewPaths,
  REVIEW_MESSAGES,
  REVIEW_PAGE_SIZE,
  CONTEST_REASON_MAX_LENGTH,
  REVIEW_COMMENT_MAX_LENGTH,
} from './contract/paths-staff-review';
export {
  staffArticlePaths,
  staffNotificationPaths,
  ARTICLE_STATUSES,
  ARTICLE_STATUS_LABELS,
  NOTIFICATION_AUDIENCES,
  STAFF_ARTICLE_LIMITS,
  STAFF_ARTICLE_MESSAGES,
  STAFF_NOTIFICATION_LIMITS,
  STAFF_NOTIFICATION_MESSAGES,
  articleHtmlProblem,
} from './contract/paths-staff-articles';
