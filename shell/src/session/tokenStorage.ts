// Where the token lives (spec part 1 §3): local storage with remember-me, otherwise session storage.
import { clearMemberHint, setMemberHint } from './memberHint';

export const TOKEN_KEY = 'club.token';
/** The token the push token was last sent for (spec part 1 §4: once per new token). */
export const PUSH_SENT_KEY = 'club.pushTokenSentFor';

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback; // storage may be unavailable (private mode, blocked cookies)
  }
}

export function saveToken(token: string, remember: boolean): void {
  clearStoredToken();
  const storage = remember ? window.localStorage : window.sessionStorage;
  safe(() => storage.setItem(TOKEN_KEY, token), undefined);
  setMemberHint(remember);
}

/** Local storage first, then session storage. */
export function loadToken(): string | null {
  return (
    safe(() => window.localStorage.getItem(TOKEN_KEY), null) ??
    safe(() => window.sessionStorage.getItem(TOKEN_KEY), null)
  );
}

/** Clears the token and what the app stored for it. */
export function clearStoredToken(): void {
  for (const key of [TOKEN_KEY, PUSH_SENT_KEY]) {
    safe(() => window.localStorage.removeItem(key), undefined);
    safe(() => window.sessionStorage.removeItem(key), undefined);
  }
  clearMemberHint();
}

/** Renews the server's hint for a stored token (its cookie may have expired before the session). */
export function refreshMemberHint(): void {
  const remembered = safe(() => window.localStorage.getItem(TOKEN_KEY), null) !== null;
  if (loadToken()) setMemberHint(remembered);
}
