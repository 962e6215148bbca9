/**
 * What the server put into the page as non-executable JSON (<script type="application/json"
 * id="club-runtime">, server/src/plugins/shell-html.ts): remotes.json and config.json, so the
 * first load needs no request for them; the remotes' start files (`remoteFiles`); on the sign-in
 * page the app's files (`app`). null when the page has none (dev server, tests) or it is broken.
 */
export interface InlineRuntime {
  remotes?: unknown;
  config?: unknown;
  remoteFiles?: unknown;
  app?: unknown;
}

export function inlineRuntime(
  doc: Document | undefined = globalThis.document,
): InlineRuntime | null {
  const json = doc?.getElementById('club-runtime')?.textContent;
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as InlineRuntime) : null;
  } catch {
    return null;
  }
}
