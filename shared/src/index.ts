// @club/shared: one copy at run time (a federation singleton). Apps import only from this root
// entry; the server imports the subpaths `@club/shared/contract` and `@club/shared/validation`.
export type * from './contract';
export { paths, MENU_CODES } from './contract/paths';
export * from './bus';
export * from './api';
export * from './format';
export * from './validation';
export * from './ui';
export type * from './federation';
