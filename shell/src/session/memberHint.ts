// A hint for the server, not a credential: the cookie says "this browser holds a member's token",
// so the server sends the signed-in app's page (its chunks preloaded) instead of the light sign-in
// page. The token itself stays in browser storage (spec part 1 §3) and is never sent as a cookie.
// A wrong hint costs only bytes: the app shows its own sign-in form, the sign-in page boots the app.
export const MEMBER_HINT_COOKIE = 'club_member';
const MAX_AGE_S = 60 * 60 * 24 * 30;

export function setMemberHint(remember: boolean): void {
  try {
    // a remembered session outlives the browser; otherwise the cookie ends with it, as the token does
    document.cookie = `${MEMBER_HINT_COOKIE}=1; path=/; SameSite=Lax${remember ? `; max-age=${MAX_AGE_S}` : ''}`;
  } catch {
    /* cookies blocked: the sign-in page boots the app in place instead */
  }
}

export function clearMemberHint(): void {
  try {
    document.cookie = `${MEMBER_HINT_COOKIE}=; path=/; SameSite=Lax; max-age=0`;
  } catch {
    /* nothing to clear */
  }
}
