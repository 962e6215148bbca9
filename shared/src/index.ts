// @club/shared: one copy at run time (a federation singleton, share key `@club/shared/core`): what
// every page needs, the shell's start included. Beside it, each its own singleton that loads only
// with the pages that use it: `@club/shared/kit` (tabs, accordion, picker, form fields),
// `@club/shared/staff` (the staff app's and the tester console's contract), `@club/shared/validation`
// (form schemas, yup), `@club/shared/sanitize` (DOMPurify), `@club/shared/offline` (gym mode).
// Remotes of contract 1.x imported all of it from this root; the shell gives them `./compat.ts`.
// The server imports `@club/shared/contract` and `@club/shared/validation`.
export type * from './contract';
export {
  paths,
  AUDIENCE_ERROR_CODE,
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
export * from './bus';
export * from './api';
export * from './format';
export * from './rx';
export * from './ui';
export type * from './federation';
export * from './overlays';
