// @club/shared: one copy at run time (a federation singleton, share key `@club/shared/core`): what
// every page needs, the shell's start included. Beside it, each its own singleton that loads only
// with the pages that use it: `@club/shared/kit` (tabs, accordion, picker, form fields),
// `@club/shared/rx` (rxjs's operators and creation functions),
// `@club/shared/staff` (the staff app's and the tester console's contract), `@club/shared/validation`
// (form schemas, yup), `@club/shared/sanitize` (DOMPurify), `@club/shared/offline` (gym mode).
// Remotes of contract 1.x imported all of it from this root; the shell gives them `./compat.ts`.
// A remote's own contract data (its paths, texts, limits: plain values, no state) is not shared at
// run time: it imports them from `@club/shared/contract/paths-<area>`, bundled into it; so is
// formatting (`@club/shared/format`, pure functions): each app bundles the functions it uses.
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
export { PASSWORD_ERROR_CODE } from './contract/paths-account';
export { NOTIFICATION_MESSAGES } from './contract/paths-notifications';
export * from './bus';
export * from './api';
// rxjs's classes the bus is made of; its operators and creation functions are `@club/shared/rx`
export { BehaviorSubject, Observable, Subject, Subscription } from 'rxjs';
export * from './ui';
export type * from './federation';
export * from './overlays';
