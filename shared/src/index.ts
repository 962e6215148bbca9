// @club/shared: one copy at run time (a federation singleton). Apps import from this root entry,
// and form schemas from `@club/shared/validation` (its own singleton, so yup loads only with the
// forms). The server imports `@club/shared/contract` and `@club/shared/validation`.
export type * from './contract';
export {
  paths,
  MENU_CODES,
  PASSWORD_LINK_ERROR_CODE,
  passwordLinkPath,
  passwordLinkToken,
} from './contract/paths';
export { trainingPaths } from './contract/paths-training';
export { nutritionPaths } from './contract/paths-nutrition';
export { accountPaths, PASSWORD_ERROR_CODE } from './contract/paths-account';
export { dynamicsPaths, IDEMPOTENCY_HEADER, PHOTO_VIEWS } from './contract/paths-dynamics';
export { contestPaths, contestTesterPaths } from './contract/paths-contest';
export {
  chatPaths,
  testerChatPaths,
  CHAT_CHANNEL_IDS,
  CHAT_LIMITS,
  CHAT_MESSAGES,
  isChatChannelId,
} from './contract/paths-chats';
export {
  notificationPaths,
  NOTIFICATION_MESSAGES,
  clearAllQuestion,
} from './contract/paths-notifications';
export {
  articlePaths,
  ARTICLE_CATEGORY_ALL,
  ARTICLE_CATEGORY_FAVORITES,
  ARTICLE_LIMITS,
  ARTICLE_MESSAGES,
} from './contract/paths-articles';
export { testerPaths, TESTER_CLOCK_RANGE, TESTER_MESSAGES } from './contract/paths-testers';
export {
  staffPaths,
  PERMISSIONS,
  PERMISSION_LABELS,
  DISCIPLINES,
  DISCIPLINE_LABELS,
  AUDIT_ACTIONS,
  AUDIT_ACTION_LABELS,
  AUDIENCE_ERROR_CODE,
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
export * from './bus';
export * from './api';
export * from './format';
export * from './rx';
export * from './ui';
export type * from './federation';
export * from './remote-contract';
export * from './overlays';
