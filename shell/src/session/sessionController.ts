// Session bootstrap (spec part 1 §4 "Auth"): restore the token, fetch init, keep it fresh,
// sign in and out. The bus session is the single source of truth; this module feeds it.
import type { Subscription } from '@club/shared';
import {
  AUDIENCE_ERROR_CODE,
  apiGet,
  apiPost,
  applyInit,
  clearSession,
  getSession,
  paths,
  setSession,
  setUnauthorizedHandler,
  userInfoReload$,
  type ApiError,
  type InitResult,
  type MessageResult,
  type PassRecoveryResult,
  type ResetPassCheckResult,
  type WhoAmIResult,
} from '@club/shared';
import { earlyErrorCode, earlyResult, takeEarlyAnswer } from './earlyCalls';
import { watchToken } from './watchToken';
import { clearStoredToken, loadToken, saveToken } from './tokenStorage';

/** Clears the local session: bus, token and stored data. The auth screen follows; no message. */
export function signOutLocally(): void {
  clearStoredToken();
  clearSession();
}

let initSeq = 0;

/**
 * A staff account (issue 28): init refuses it with the audience's code, so the shell asks who it
 * is (GET /api/auth/me) and puts that on the bus; Root then shows the staff shell.
 */
async function loadStaffAccount(token: string, seq: number): Promise<boolean> {
  const answer = await apiGet<WhoAmIResult>(paths.me, { silent: true });
  if (seq !== initSeq || getSession().token !== token) return false;
  if (answer.status === 0) return false;
  if (answer.error || !answer.result || answer.result.kind !== 'staff') {
    signOutLocally();
    return false;
  }
  setSession({ account: answer.result });
  return true;
}

/**
 * GET /api/cabinet/init -> applyInit() (a staff account: who it is); a failure (401 or error)
 * signs out silently.
 */
export async function loadInit(): Promise<boolean> {
  const token = getSession().token;
  if (!token) return false;
  const seq = ++initSeq;
  // the entry's early call when it answered for this token (earlyCalls.ts), else the API client;
  // an early refusal of a staff account needs no second asking
  const earlyAnswer = await takeEarlyAnswer(paths.init, token);
  if (earlyErrorCode(earlyAnswer) === AUDIENCE_ERROR_CODE.staffAccount)
    return seq === initSeq && getSession().token === token && loadStaffAccount(token, seq);
  const early = earlyResult<InitResult>(earlyAnswer);
  const answer = early
    ? { result: early, error: null, status: 200 }
    : await apiGet<InitResult>(paths.init, { silent: true });
  if (seq !== initSeq || getSession().token !== token) return false; // superseded
  // No network at all (gym mode): the member stays signed in; the next start or reload tries again.
  if (answer.status === 0) return false;
  if (answer.error?.code === AUDIENCE_ERROR_CODE.staffAccount) return loadStaffAccount(token, seq);
  if (answer.error || !answer.result) {
    signOutLocally();
    return false;
  }
  applyInit(answer.result);
  return true;
}

/** Starts the session machinery; returns a stop function (tests). */
export function startSession(): () => void {
  setUnauthorizedHandler(signOutLocally);
  const subs: Subscription[] = [];
  // Whenever a new token appears (restored, signed in), fetch the member's data.
  subs.push(
    watchToken((token, previous) => {
      if (token) void loadInit();
      // Someone else (a remote, the API client) cleared the session: forget the stored token too.
      else if (previous) clearStoredToken();
    }),
  );
  subs.push(userInfoReload$.subscribe(() => void loadInit()));
  const stored = loadToken();
  if (stored && !getSession().token) setSession({ token: stored });
  return () => subs.forEach((s) => s.unsubscribe());
}

export interface LoginOutcome {
  ok: boolean;
  error?: ApiError;
}

/** POST login; the token comes in the x-auth-token response header. */
export async function login(
  email: string,
  password: string,
  remember: boolean,
): Promise<LoginOutcome> {
  // remember-me goes to the server too: it chooses the session's idle expiry (30 days or 12 hours)
  const answer = await apiPost<unknown>(
    paths.login,
    { email, password, remember },
    { silent: true },
  );
  const token = answer.headers['x-auth-token'];
  if (answer.error || !token) {
    return { ok: false, error: answer.error ?? { message: 'Не удалось войти. Попробуй еще раз.' } };
  }
  saveToken(token, remember);
  setSession({ token });
  return { ok: true };
}

/** POST /api/cabinet/logout, then the local session is cleared whatever the outcome. */
export async function logout(): Promise<void> {
  try {
    await apiPost(paths.logout, {}, { silent: true });
  } catch {
    // the local session is cleared regardless (spec part 1 §8)
  } finally {
    signOutLocally();
  }
}

export interface RecoveryOutcome {
  ok: boolean;
  message?: string;
  error?: ApiError;
}
export async function recoverPassword(email: string): Promise<RecoveryOutcome> {
  const answer = await apiPost<PassRecoveryResult>(paths.passRecovery, { email }, { silent: true });
  if (answer.error) return { ok: false, error: answer.error };
  return { ok: true, message: answer.result?.message };
}

/** POST /email_verification_api/{hash} (token sent when there is one). */
export async function verifyEmail(hash: string): Promise<{ ok: boolean; error?: ApiError }> {
  const answer = await apiPost<unknown>(paths.emailVerification(hash), {}, { silent: true });
  return answer.error ? { ok: false, error: answer.error } : { ok: true };
}

/** POST /api/auth/reset_pass/check: whose password link it is, or why it cannot be used. */
export async function checkPasswordLink(
  token: string,
): Promise<{ ok: true; link: ResetPassCheckResult } | { ok: false; error: ApiError }> {
  const answer = await apiPost<ResetPassCheckResult>(
    paths.resetPassCheck,
    { token },
    { silent: true },
  );
  if (answer.error || !answer.result)
    return { ok: false, error: answer.error ?? { message: 'Не удалось проверить ссылку.' } };
  return { ok: true, link: answer.result };
}

/**
 * POST /api/auth/reset_pass: sets the password through the link; the answer's x-auth-token is the
 * member's new session (every other one has ended).
 */
export async function setPasswordByLink(
  token: string,
  password: string,
): Promise<{ ok: true; token: string } | { ok: false; error: ApiError }> {
  const answer = await apiPost<MessageResult>(
    paths.resetPass,
    { token, new_password: password },
    { silent: true },
  );
  const session = answer.headers['x-auth-token'];
  if (answer.error || !session)
    return {
      ok: false,
      error: answer.error ?? { message: 'Не удалось сохранить пароль. Попробуй еще раз.' },
    };
  return { ok: true, token: session };
}

/**
 * Signs in with a session the server has just started (a password set through a letter's link).
 * Signed out (the sign-in page, the auth screen): as a sign-in does. Signed in as someone (the
 * link opened in the app): the page starts afresh with the new session, so nothing of the session
 * that ended (its requests, its stream) can answer 401 into the new one.
 */
export function signInWith(token: string, mode: 'session' | 'reload'): void {
  if (mode === 'reload') {
    setUnauthorizedHandler(() => undefined);
    saveToken(token, true);
    window.location.replace('/');
    return;
  }
  saveToken(token, true);
  setSession({ token });
}
