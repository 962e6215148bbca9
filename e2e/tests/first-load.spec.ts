// The first load: the signed-out page loads nothing of the signed-in app (no remote's code, not
// the signed-in layouts), which arrive after signing in; a deep link survives the sign-in.
import { accountOrigin, DEMO, MEMBER_COOKIE, signIn, TOKEN_KEY } from './helpers';
import { expect, test } from './fixtures';

test('the sign-in page requests none of the signed-in chunks', async ({ page, baseURL }) => {
  const shellOrigin = new URL(baseURL ?? 'http://localhost:3100').origin;
  const remoteBase = Number(new URL(accountOrigin(baseURL)).port) - 4;
  const isRemote = (url: string) => {
    const port = Number(new URL(url).port);
    return port > remoteBase && port <= remoteBase + 5;
  };
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  // the light page wears the design tokens as the app does (the accent of @club/shared/theme.css)
  await expect(page.getByRole('button', { name: 'Войти' })).toHaveCSS(
    'background-color',
    'rgb(26, 127, 78)',
  );
  await page.waitForTimeout(1500);
  const signedOut = [...scripts];
  expect(signedOut.filter(isRemote)).toEqual([]);

  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Пароль').fill(DEMO.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('heading', { name: 'Главная' })).toBeVisible();
  const afterSignIn = () => scripts.slice(signedOut.length);
  // the layouts and menus came only now, from the shell, and the home widgets from the remotes
  expect(afterSignIn().some((u) => u.startsWith(shellOrigin))).toBe(true);
  await expect.poll(() => afterSignIn().some(isRemote)).toBe(true);
  expect(afterSignIn().filter((u) => signedOut.includes(u))).toEqual([]);
});

test('a deep link opened signed out lands there after signing in', async ({ page }) => {
  await page.goto('/nutrition/');
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Пароль').fill(DEMO.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/nutrition\/$/);
  await expect(page.getByRole('heading', { name: 'Питание', level: 1 })).toBeVisible({
    timeout: 15_000,
  });
});

test('a stored token without the member cookie starts the app in the sign-in page', async ({
  page,
  request,
}) => {
  // a member signed in before the cookie existed (or whose cookie ended): the light page answers,
  // sees the token and hands the page to the app, which sets the cookie for the next visit
  const res = await request.post('/api/auth/login', {
    data: { email: DEMO.email, password: DEMO.password },
  });
  const token = res.headers()['x-auth-token'];
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key, value),
    [TOKEN_KEY, token],
  );
  const pages: string[] = [];
  page.on('response', (r) => {
    if (r.request().isNavigationRequest()) pages.push(r.headers()['x-club-page'] ?? '');
  });
  await page.goto('/');
  await expect(page.getByText(`Привет, ${DEMO.firstName}`, { exact: true })).toBeVisible();
  expect(pages).toEqual(['sign-in']);
  const cookies = await page.context().cookies();
  expect(cookies.some((c) => c.name === MEMBER_COOKIE && c.value === '1')).toBe(true);
  // the next visit gets the app's own page at once
  await page.reload();
  await expect(page.getByText(`Привет, ${DEMO.firstName}`, { exact: true })).toBeVisible();
  expect(pages).toEqual(['sign-in', 'app']);
});

test("a member's start asks for init and home's answer once each, and shows home", async ({
  page,
  request,
}) => {
  // the entry sends both at once (shell/src/session/earlyCalls.ts); the session and home take
  // those answers instead of asking again
  await signIn(page, request);
  const asked: string[] = [];
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (pathname.startsWith('/api/')) asked.push(pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Главная' })).toBeVisible();
  await expect(page.getByText('Мои курсы').first()).toBeVisible();
  await page.waitForTimeout(1000);
  expect(asked.filter((p) => p === '/api/cabinet/init')).toHaveLength(1);
  expect(asked.filter((p) => p === '/api/v2/main/index')).toHaveLength(1);
  // ...and another page of the app asks for init only once too
  asked.length = 0;
  await page.goto('/nutrition/');
  await expect(page.getByRole('heading', { name: 'Питание', level: 1 })).toBeVisible({
    timeout: 15_000,
  });
  expect(asked.filter((p) => p === '/api/cabinet/init')).toHaveLength(1);
  expect(asked).not.toContain('/api/v2/main/index');
});

test("a member's page paints the club's start screen before any script, and the app takes over from it", async ({
  page,
  request,
}) => {
  await signIn(page, request);
  // every script and stylesheet held back: what the page paints alone, with the rules it
  // carries (shell/src/boot; its <style> allowed by the page's nonce)
  let release: () => void = () => undefined;
  const filesHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.(js|css)(\?|$)/, async (route) => {
    await filesHeld;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const splash = page.getByRole('status', { name: 'Загрузка' });
  await expect(splash).toBeVisible();
  await expect(splash.getByText('Клуб', { exact: true })).toBeVisible();
  // the club's mark in the design's accent, on the theme's background
  await expect(splash.getByText('К', { exact: true })).toHaveCSS(
    'background-color',
    'rgb(26, 127, 78)',
  );
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(245, 246, 248)');
  release();
  // the app's first render draws the same screen (BootSplash), then home replaces it
  await expect(page.getByRole('heading', { name: 'Главная' })).toBeVisible();
  await expect(splash).toHaveCount(0);
});
