import { expect, test } from './fixtures';
import { startRemoteHost } from './remote-host';
import type { ChildProcess } from 'node:child_process';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { accountOrigin, DEMO, isMobile, signIn } from './helpers';
import { expectAccessible } from './a11y';
import { acquire, DEPLOYMENT_REMOTES } from './exclusive';

// One test edits the deployment's remotes.json; the others fetch it again on "Повторить". A page
// that met the edited file mid-test would find a remote outside its policy: one at a time.
let release: () => void = () => undefined;
test.beforeEach(async () => {
  release = await acquire(DEPLOYMENT_REMOTES, test.info(), { acrossLayouts: true });
});
test.afterEach(() => release());

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
  // one host per layout's worker, on ports of its own
  let movedPort = 0;

  test.beforeAll(async () => {
    movedPort =
      (test.info().project.name === 'mobile' ? 3195 : 3190) + Math.floor(Math.random() * 4);
    host = await startRemoteHost(path.join(root, 'mf-account', 'dist'), movedPort);
    // Tests of the other workers read the deployment's remotes.json too: one that opened a page
    // while it named this host still loads mf-account from it after this test is over. The host
    // lives as long as this worker.
    process.once('exit', () => host?.kill());
  });

  test('is found through remotes.json without rebuilding the shell', async ({
    page,
    request,
    baseURL,
  }) => {
    // the deployment's file is edited: one edit at a time (the lock of this file's tests)
    await signIn(page, request);
    const original = accountOrigin(baseURL);
    const port = new URL(baseURL ?? 'http://localhost:3100').port;
    const file = path.join(
      root,
      port === '3100' ? '.data-e2e' : `.data-e2e-${port}`,
      'shell-runtime',
      'remotes.json',
    );
    // written whole and renamed into place: a page load elsewhere never reads half a file
    const edit = (entry: string) => {
      const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      writeFileSync(`${file}.tmp`, JSON.stringify({ ...json, mf_account: entry }, null, 2) + '\n');
      renameSync(`${file}.tmp`, file);
    };
    // The old origin is gone; the deployment's remotes.json now names the new one. The server
    // reads the file on every page load: the page's copy and its policy both follow it.
    await page.route(`${original}/**`, (route) => route.abort('connectionrefused'));
    edit(`http://localhost:${movedPort}/mf-manifest.json`);
    try {
      const fromMoved = page.waitForResponse((r) =>
        r.url().startsWith(`http://localhost:${movedPort}/`),
      );
      const res = await page.goto('/faq/');
      expect(res?.headers()['content-security-policy']).toContain(`http://localhost:${movedPort}`);
      await fromMoved;
      await expect(page.getByRole('heading', { name: 'FAQ' })).toBeVisible();
      await expect(page.getByRole('tab').first()).toBeVisible();
    } finally {
      edit(`${original}/mf-manifest.json`);
    }
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
