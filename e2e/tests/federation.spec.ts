import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { accountOrigin, DEMO, isMobile, signIn } from './helpers';
import { expectAccessible } from './a11y';

const root = path.resolve(__dirname, '..', '..');

test('a blocked remote shows a fallback in its own area, the rest keeps working, retry recovers', async ({
  page,
  request,
  baseURL,
}, info) => {
  await signIn(page, request);
  const origin = accountOrigin(baseURL);
  await page.route(`${origin}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/faq/');
  await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Не удалось загрузить раздел')).toBeVisible();
  await expectAccessible(page, 'раздел не загрузился');

  // The shell still works: menus navigate, the greeting is there.
  await expect(page.getByText(`Привет, ${DEMO.firstName}`, { exact: true })).toBeVisible();
  const nav = isMobile(info)
    ? page.getByRole('navigation').last()
    : page.getByRole('navigation').first();
  await nav.getByRole('link', { name: 'Главная' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goBack();
  await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 15_000 });

  // The remote comes back: "Повторить" loads it without reloading the page.
  await page.unroute(`${origin}/**`);
  await page.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByRole('heading', { name: 'FAQ' })).toBeVisible({ timeout: 15_000 });
});

test.describe('a moved remote', () => {
  let host: ChildProcess | undefined;
  const movedPort = 3190 + Math.floor(Math.random() * 9);

  test.beforeAll(async () => {
    host = spawn(
      process.execPath,
      [
        path.join(root, 'server', 'dist', 'remote-host.js'),
        '--dir',
        path.join(root, 'mf-account', 'dist'),
        '--port',
        String(movedPort),
      ],
      { stdio: 'ignore' },
    );
    for (let i = 0; i < 100; i++) {
      try {
        if ((await fetch(`http://localhost:${movedPort}/mf-manifest.json`)).ok) return;
      } catch {
        /* starting */
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('moved remote host did not start');
  });
  test.afterAll(() => {
    host?.kill();
  });

  test('is found through remotes.json without rebuilding the shell', async ({
    page,
    request,
    baseURL,
  }) => {
    await signIn(page, request);
    const original = accountOrigin(baseURL);
    // The old origin is gone; the deployment's remotes.json now names the new one.
    await page.route(`${original}/**`, (route) => route.abort('connectionrefused'));
    await page.route('**/remotes.json', (route) =>
      route.fulfill({ json: { mf_account: `http://localhost:${movedPort}/mf-manifest.json` } }),
    );
    const fromMoved = page.waitForResponse((r) =>
      r.url().startsWith(`http://localhost:${movedPort}/`),
    );
    await page.goto('/faq/');
    await fromMoved;
    await expect(page.getByRole('heading', { name: 'FAQ' })).toBeVisible();
    await expect(page.getByRole('tab').first()).toBeVisible();
  });
});

test('a remote that throws while rendering is contained in its own area', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  // Answers of the wrong shape make the FAQ page throw while rendering.
  await page.route('**/api/faqs/faqs', (route) =>
    route.fulfill({ json: { result: { faqs: 'не список' }, error: null } }),
  );
  await page.goto('/faq/');
  await expect(page.getByTestId('remote-fallback')).toBeVisible();
  await expectAccessible(page, 'раздел упал при отрисовке');
  await expect(page.getByText(`Привет, ${DEMO.firstName}`, { exact: true })).toBeVisible();

  await page.unroute('**/api/faqs/faqs');
  await page.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByRole('heading', { name: 'FAQ' })).toBeVisible();
  await expect(page.getByRole('tab').first()).toBeVisible();
});
