// A deployment's runtime files (remotes.json, config.json) changed for one page only. The server
// inlines both into the shell's HTML (<script type="application/json" id="club-runtime">), so a
// test that plays another deployment rewrites that element as the page parses it, before the
// shell reads it; the files themselves are routed too, for "Повторить", which fetches
// remotes.json again. Nothing on disk changes, so suites running beside it never see the change.
// (Rewriting the HTML response instead would make Chromium treat the page as public and refuse
// its requests to the loopback remotes.) A remote on a new origin is outside the page's policy:
// such a test also sets `bypassCSP`.
import type { BrowserContext, Page } from '@playwright/test';

type Json = Record<string, unknown>;

export interface RuntimeChange {
  /** entries merged into remotes.json */
  remotes?: Record<string, string>;
  /** entries merged into config.json */
  config?: Json;
}

/**
 * `target`: a page, or the whole context when a service worker fetches the files (the context's
 * routes see the worker's requests too).
 */
export async function overrideRuntime(
  target: Page | BrowserContext,
  change: RuntimeChange,
): Promise<void> {
  await target.addInitScript((c: RuntimeChange) => {
    const rewrite = (el: Element) => {
      if (el.id !== 'club-runtime' || el.getAttribute('data-e2e-changed')) return;
      const runtime = JSON.parse(el.textContent || '{}') as { remotes?: Json; config?: Json };
      el.textContent = JSON.stringify({
        remotes: { ...runtime.remotes, ...c.remotes },
        config: { ...runtime.config, ...c.config },
      });
      el.setAttribute('data-e2e-changed', '1');
    };
    new MutationObserver((records) => {
      for (const r of records)
        r.addedNodes.forEach((n) => {
          if (n instanceof Element) rewrite(n);
        });
    }).observe(document, { childList: true, subtree: true });
  }, change);
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
}
