import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';

export const DEMO = { email: 'demo@club.local', password: 'demo12345', firstName: 'Анна' };
export const DEMO2 = { email: 'demo2@club.local', password: 'demo12345', firstName: 'Иван' };
/** Елена Соколова: the mobile member of the dynamics and contest tests (her own contest course). */
export const DEMO5 = { email: 'demo5@club.local', password: 'demo12345', firstName: 'Елена' };
export const TOKEN_KEY = 'club.token';
/** The server's hint that the browser holds a token (shell/src/session/memberHint.ts). */
export const MEMBER_COOKIE = 'club_member';

export const isMobile = (info: TestInfo) => info.project.name === 'mobile';

/** Signs in through the API and hands the token to the page, as a remembered session. */
export async function signIn(page: Page, request: APIRequestContext, who = DEMO): Promise<string> {
  const res = await request.post('/api/auth/login', {
    data: { email: who.email, password: who.password },
  });
  expect(res.ok()).toBeTruthy();
  const token = res.headers()['x-auth-token'];
  expect(token).toBeTruthy();
  await page.addInitScript(
    ([key, value]) => {
      if (!window.sessionStorage.getItem('e2e.signed-out')) window.localStorage.setItem(key, value);
    },
    [TOKEN_KEY, token],
  );
  // what the app sets beside a stored token: the server then sends the app's page at once
  // (without it the sign-in page starts the app in place: first-load.spec.ts covers that)
  const origin = new URL(res.url()).origin;
  await page.context().addCookies([{ name: MEMBER_COOKIE, value: '1', url: origin }]);
  return token;
}

/** The remote origin of mf-account in the e2e deployment (shell port + 4). */
export function accountOrigin(baseURL: string | undefined): string {
  const u = new URL(baseURL ?? 'http://localhost:3100');
  return `http://localhost:${Number(u.port) + 4}`;
}

/** A token of `who` through the sign-in call (for the staff API and a member's own calls). */
export async function apiToken(
  request: APIRequestContext,
  who: { email: string; password: string },
) {
  const res = await request.post('/api/auth/login', {
    data: { email: who.email, password: who.password },
  });
  expect(res.ok()).toBeTruthy();
  return res.headers()['x-auth-token'];
}
