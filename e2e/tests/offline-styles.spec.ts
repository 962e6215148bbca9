// The service worker and the remotes' stylesheets. The page asks for them as CORS
// (crossorigin="anonymous": shell's stylesheetPlugin, tooling/webpack.cjs cssFiles) and the worker
// keeps them cache first. Other requests for the same file are not CORS: DevTools' Styles panel
// (the CSS domain, which Lighthouse's gatherers turn on too) requests the page's stylesheets again
// without it, through the worker. What such a request leaves in the worker's cache (an opaque
// answer) must never be handed to the page's CORS link, which the browser then fails
// (net::ERR_FAILED, "Loading CSS chunk failed") on every start until the file's name changes.
import { expect, test, type Page } from './fixtures';
import { signIn } from './helpers';

test.use({ serviceWorkers: 'allow' });

/** The page's stylesheets from other origins (the remotes'), as their links name them. */
const remoteStylesheets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
      .map((l) => l.href)
      .filter((href) => new URL(href).origin !== location.origin),
  );

/** Per stylesheet: applied to the page and readable by its scripts (loaded as CORS). */
const appliedAsCors = (page: Page, urls: string[]) =>
  page.evaluate(
    (list) =>
      list.map((url) => {
        const link = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find(
          (l) => l.href === url,
        );
        try {
          return (link?.sheet?.cssRules.length ?? 0) > 0;
        } catch {
          return false; // a sheet that is not CORS: its rules are closed to the page
        }
      }),
    urls,
  );

test("a remote's stylesheet re-requested without CORS (DevTools) still loads on the next start", async ({
  page,
  context,
  request,
}) => {
  await signIn(page, request);
  const failed: string[] = [];
  page.on('requestfailed', (r) => {
    if (/\.css$/.test(r.url())) failed.push(`${r.url()} ${r.failure()?.errorText ?? ''}`);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Главная' })).toBeVisible({ timeout: 15_000 });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
  const styles = await remoteStylesheets(page);
  expect(styles.length, "home's remote stylesheets").toBeGreaterThan(0);

  // Not in the worker's cache yet (the first start loaded them before the worker was in charge;
  // the same after a remote's deploy renames them), then the CSS domain is turned on.
  await page.evaluate(async (urls) => {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const url of urls) await cache.delete(url);
    }
  }, styles);
  const cdp = await context.newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  // its requests went through the worker, which kept their answers (opaque ones)
  await expect
    .poll(() =>
      page.evaluate(
        async (urls) =>
          (await Promise.all(urls.map((url) => caches.match(url)))).map((r) => r?.type ?? 'none'),
        styles,
      ),
    )
    .toEqual(styles.map(() => 'opaque'));
  await cdp.send('CSS.disable');
  await cdp.send('DOM.disable');
  await cdp.detach();

  // The next start: every remote stylesheet applies, read as CORS, and none failed.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Главная' })).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => appliedAsCors(page, styles)).toEqual(styles.map(() => true));
  expect(failed).toEqual([]);
});
