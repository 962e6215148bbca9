// The harness's own sign-in: the real POST /api/auth/login against the API this dev server
// proxies to, the token kept in this origin's storage under the shell's key, then the member's
// data (GET /api/cabinet/init) on the bus, exactly as the shell puts it there — or, for a staff
// account (init refused with the audience's code), who they are (GET /api/auth/me), as the
// shell does too.
import { apiGet, apiPost, setUnauthorizedHandler } from '../api';
import { applyInit, clearSession, getSession, setSession } from '../bus';
import { AUDIENCE_ERROR_CODE, paths } from '../contract/paths';
import type { InitResult, WhoAmIResult } from '../contract';

/** The shell's key (shell/src/session/tokenStorage.ts): a remote reading it finds the same token. */
export const HARNESS_TOKEN_KEY = 'club.token';

function storages(): Storage[] {
  try {
    return [window.localStorage, window.sessionStorage];
  } catch {
    return [];
  }
}

export function storedToken(): string | null {
  for (const s of storages()) {
    const t = s.getItem(HARNESS_TOKEN_KEY);
    if (t) return t;
  }
  return null;
}

export function forgetToken(): void {
  for (const s of storages()) s.removeItem(HARNESS_TOKEN_KEY);
  clearSession();
}

/** A staff account's identity on the bus (the staff app reads it); false when refused. */
export async function loadAccount(): Promise<boolean> {
  const answer = await apiGet<WhoAmIResult>(paths.me, { silent: true });
  if (answer.error || !answer.result || answer.result.kind !== 'staff') return false;
  setSession({ account: answer.result });
  return true;
}

/** GET init for the current token (a staff account: who am I); false when the API refuses it. */
export async function loadMember(): Promise<boolean> {
  const answer = await apiGet<InitResult>(paths.init, { silent: true });
  if (answer.error?.code === AUDIENCE_ERROR_CODE.staffAccount) return loadAccount();
  if (answer.error || !answer.result) {
    if (answer.status === 401) forgetToken();
    return false;
  }
  applyInit(answer.result);
  return true;
}

export interface SignInOutcome {
  ok: boolean;
  message?: string;
}

export const API_DOWN_MESSAGE =
  'API не отвечает. Запусти его (pnpm --filter <remote> dev запускает сам) или проверь API_URL.';

export async function signIn(
  email: string,
  password: string,
  remember: boolean,
): Promise<SignInOutcome> {
  const answer = await apiPost<unknown>(
    paths.login,
    { email, password, remember },
    { silent: true },
  );
  const token = answer.headers['x-auth-token'];
  if (answer.error || !token) {
    const down = answer.status === 0 || answer.status >= 502;
    return {
      ok: false,
      message: down
        ? API_DOWN_MESSAGE
        : (answer.error?.message ?? 'Не удалось войти. Попробуй еще раз.'),
    };
  }
  forgetToken();
  (remember ? window.localStorage : window.sessionStorage).setItem(HARNESS_TOKEN_KEY, token);
  setSession({ token });
  const loaded = await loadMember();
  return loaded ? { ok: true } : { ok: false, message: 'Не удалось загрузить данные аккаунта.' };
}

export async function signOut(): Promise<void> {
  await apiPost(paths.logout, {}, { silent: true });
  forgetToken();
}

/** At start: the token this origin kept, if any, and a 401 anywhere signs out (as in the shell). */
export function restoreSession(): string | null {
  setUnauthorizedHandler(forgetToken);
  const token = storedToken();
  if (token && !getSession().token) setSession({ token });
  return token;
}
