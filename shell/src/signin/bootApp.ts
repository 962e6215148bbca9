// The sign-in page is its own small build (webpack.config.cjs, "sign-in"): React and the forms,
// none of the federated app. The server lists the app's scripts in the page's runtime JSON
// (server/src/plugins/shell-html.ts); the page prefetches them at idle once the form shows and
// starts the app in this same page once a token exists, with no reload.
import { inlineRuntime } from '../boot/inlineRuntime';

export interface AppFiles {
  /** the app's entry scripts, in order */
  scripts: string[];
  /** the chunks its entry loads at once */
  chunks: string[];
}

/** The app's files as the server put them into the page; null outside the production page. */
export function appFiles(): AppFiles | null {
  const app = inlineRuntime()?.app as Partial<AppFiles> | undefined;
  if (!app || !Array.isArray(app.scripts) || app.scripts.length === 0) return null;
  return { scripts: app.scripts, chunks: Array.isArray(app.chunks) ? app.chunks : [] };
}

const sameOrigin = (href: string) => {
  try {
    return new URL(href, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
};

function addLink(rel: string, href: string): void {
  const link = document.createElement('link');
  link.rel = rel;
  link.as = 'script';
  link.href = href;
  document.head.appendChild(link);
}

/** Fetches the app's files into the HTTP cache (prefetch: the lowest priority). */
export function prefetchAppAtIdle(files: AppFiles): void {
  for (const href of [...files.scripts, ...files.chunks])
    if (sameOrigin(href)) addLink('prefetch', href);
}

/** Runs the signed-in app in this page: its chunks at once, then its entry scripts in order. */
export function bootApp(files: AppFiles): void {
  for (const href of files.chunks) if (sameOrigin(href)) addLink('preload', href);
  for (const src of files.scripts) {
    if (!sameOrigin(src)) continue;
    const script = document.createElement('script');
    script.src = src;
    script.async = false; // in order, as the app's own page runs them
    document.head.appendChild(script);
  }
}
