// A deployment's runtime files (remotes.json, config.json) changed for one page only. The server
// inlines both into the shell's HTML (and builds the page's policy from them), so a test that
// plays another deployment rewrites the HTML it gets: the inlined JSON, and the policy's
// script/connect sources for any new remote origin. The files themselves are routed too, for
// "Повторить", which fetches remotes.json again. Nothing on disk changes, so suites running
// beside it never see the change.
import type { BrowserContext, Page } from '@playwright/test';

type Json = Record<string, unknown>;

export interface RuntimeChange {
  /** entries merged into remotes.json */
  remotes?: Record<string, string>;
  /** entries merged into config.json */
  config?: Json;
}

const RUNTIME_SCRIPT =
  /(<script type="application\/json" id="club-runtime">)([\s\S]*?)(<\/script>)/;

/** The same escaping the server uses: JSON that cannot close its <script> element. */
const jsonInHtml = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

function widenPolicy(policy: string, origins: string[]): string {
  if (origins.length === 0) return policy;
  return policy
    .split(';')
    .map((d) => {
      const name = d.trim().split(/\s+/)[0];
      return [
        'script-src',
        'connect-src',
        'img-src',
        'font-src',
        'style-src',
        'style-src-elem',
      ].includes(name)
        ? `${d.trim()} ${origins.join(' ')}`
        : d.trim();
    })
    .join('; ');
}

/** A request that may be the shell's page: a path with no file extension, or index.html. */
const maybeShellPage = (url: URL) =>
  !/^\/(api|files|uploads)\//.test(url.pathname) &&
  (url.pathname.endsWith('/index.html') || !/\.[a-z0-9]+$/i.test(url.pathname));

/**
 * `target`: a page, or the whole context when a service worker fetches the pages (the context's
 * routes see the worker's requests too).
 */
export async function overrideRuntime(
  target: Page | BrowserContext,
  change: RuntimeChange,
): Promise<void> {
  const newOrigins = Object.values(change.remotes ?? {}).map((url) => new URL(url).origin);
  await target.route(
    (url) => url.pathname.endsWith('/remotes.json'),
    async (route) => {
      const res = await route.fetch();
      await route.fulfill({ json: { ...((await res.json()) as Json), ...change.remotes } });
    },
  );
  await target.route(
    (url) => url.pathname.endsWith('/config.json'),
    async (route) => {
      const res = await route.fetch();
      await route.fulfill({ json: { ...((await res.json()) as Json), ...change.config } });
    },
  );
  await target.route(maybeShellPage, async (route) => {
    const res = await route.fetch();
    const html = await res.text();
    const match = RUNTIME_SCRIPT.exec(html);
    if (!match) return route.fulfill({ response: res, body: html });
    const runtime = JSON.parse(match[2]) as { remotes: Json; config: Json };
    const changed = jsonInHtml({
      remotes: { ...runtime.remotes, ...change.remotes },
      config: { ...runtime.config, ...change.config },
    });
    const headers = { ...res.headers() };
    const policy = headers['content-security-policy'];
    if (policy) headers['content-security-policy'] = widenPolicy(policy, newOrigins);
    await route.fulfill({
      response: res,
      headers,
      body: html.replace(RUNTIME_SCRIPT, (_m, open: string, _json, close: string) => {
        return `${open}${changed}${close}`;
      }),
    });
  });
}
