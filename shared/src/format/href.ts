// Links that come from the server (shop, store, notification and article links) are rendered only
// when they are http(s) or an in-app path; anything else (javascript:, data:, vbscript:, a
// protocol-relative //host, a path with a backslash) gives null and the caller renders no link.

// eslint-disable-next-line no-control-regex -- stripping control characters is the point
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f]/g;

/** The link to render, or null when it is not a safe http(s) URL or in-app path. */
export function safeHref(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const href = value.trim();
  if (!href) return null;
  // browsers ignore tabs, newlines and other controls inside a scheme ("java\tscript:")
  const compact = href.replace(CONTROL_OR_SPACE, '');
  if (compact.startsWith('/')) {
    // "//host" and "/\host" leave the app
    return compact.startsWith('//') || compact.startsWith('/\\') ? null : href;
  }
  if (!/^https?:\/\//i.test(compact)) return null;
  try {
    const url = new URL(compact);
    return url.protocol === 'http:' || url.protocol === 'https:' ? href : null;
  } catch {
    return null;
  }
}

/** An in-app path (render with the router's Link) as opposed to an external http(s) URL. */
export const isInAppPath = (href: string): boolean => href.startsWith('/');
