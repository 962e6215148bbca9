import { clearSession } from '@club/shared';

/** Storage key of the session token (local storage with remember-me, else session storage). */
export const TOKEN_STORAGE_KEY = 'club.token';

/**
 * Spec part 1 §8: a failed user-info fetch on profile/FAQ clears the token and storage; the shell
 * shows the auth screen as soon as the bus session has no token. No message.
 */
export function signOutLocally(): void {
  clearSession();
  for (const storage of [globalThis.localStorage, globalThis.sessionStorage]) {
    try {
      storage?.removeItem(TOKEN_STORAGE_KEY);
    } catch {
      // storage may be unavailable (private mode); the bus session is already cleared
    }
  }
}
