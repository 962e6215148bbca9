// Server HTML and links made safe to show: the one shared sanitiser (@club/shared/sanitize: no
// scripts or handlers, so a stored <img onerror> never runs; no styles that cover the page; links
// only http(s), opened in a new tab, or in-app paths) and the shared link rule (safeHref).
import { safeHref } from '@club/shared/format';
import { sanitizeHtml } from '@club/shared/sanitize';

/** An in-app path: one leading slash, not a protocol-relative '//host' (the shared rule). */
export { isAppPath } from '@club/shared/format';
/** An external http(s) address. */
export const isWebUrl = (href: string): boolean => !href.startsWith('/') && safeHref(href) !== null;

export const safeHtml = (html: string): string => sanitizeHtml(html);
