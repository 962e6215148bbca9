// The root entry as remotes of contract 1.x knew it: everything in one module. The shell provides
// it under their share key (`@club/shared`, shell/src/federation/compatSharePlugin.ts), so a remote built from
// an earlier release still composes; it loads only when such a remote asks for it. Every name comes
// from the singletons the current apps share (the package's own names, resolved through the share
// scope at run time), so a 1.x remote and the shell see one bus, one session, one API client.
export * from '@club/shared';
export * from '@club/shared/kit';
export * from '@club/shared/rx';
export * from '@club/shared/staff';
// pure data and functions (the shell's own copy; 1.x took them from the root)
export { trainingPaths } from './contract/paths-training';
export { nutritionPaths } from './contract/paths-nutrition';
export { accountPaths } from './contract/paths-account';
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
export { notificationPaths, clearAllQuestion } from './contract/paths-notifications';
export {
  articlePaths,
  ARTICLE_CATEGORY_ALL,
  ARTICLE_CATEGORY_FAVORITES,
  ARTICLE_LIMITS,
  ARTICLE_MESSAGES,
} from './contract/paths-articles';
export * from './format';
export * from './remote-contract';
