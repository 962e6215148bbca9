// Where a notification leads (spec part 2 §2.10), in the list (mf-community) and from a push (the
// shell's service worker) alike: its full path when it has one; a menu code goes to that menu
// item's path; a section goes to /{section} or /{section}/{linkId}, the section "articles" with an
// id becoming /article/{id}. Only in-app paths: anything else leads nowhere (null).
import type { MenuCode } from '../contract/paths';
import { safeHref } from './href';

/** The shell's menu items by code (shell/src/layout/menu.ts). */
export const MENU_CODE_PATHS: Record<MenuCode, string> = {
  COURSES: '/courses/',
  DIETA: '/nutrition/',
  DYNAMICS: '/dynamics/',
  ARTICLES: '/articles/',
  CHATS: '/chats/',
  AVATAR: '/profile/',
  FEEDBACK: '/feedback/',
  CONTEST: '/competition/',
};

const SECTION = /^[a-z][a-z0-9_-]{0,40}$/;

/** An in-app path: one leading slash, not a protocol-relative '//host'. */
export const isAppPath = (href: string): boolean => href.startsWith('/') && safeHref(href) !== null;

export interface NotificationLink {
  link?: string | null;
  linkId?: string | number | null;
  fullLink?: string | null;
}

export function notificationPath(n: NotificationLink): string | null {
  const full = n.fullLink?.trim();
  if (full && isAppPath(full)) return full;
  const link = n.link?.trim();
  if (!link) return null;
  if (link in MENU_CODE_PATHS) return MENU_CODE_PATHS[link as MenuCode];
  if (!SECTION.test(link)) return null;
  if (n.linkId === null || n.linkId === undefined || n.linkId === '') return `/${link}`;
  const section = link === 'articles' ? 'article' : link;
  return `/${section}/${encodeURIComponent(String(n.linkId))}`;
}
