// The remotes' manifests as the server last read them, so the shell's page can name each remote's
// entry and widget code at once (issue 20: they load beside the shell instead of after it). A page
// never waits for a remote: it gets the hints known now, and a stale or missing entry is refreshed
// in the background. An unreachable remote simply gets no hints.

export interface RemoteHints {
  /** remoteEntry.js */
  entry: string;
  /** the files the `./widgets` expose runs at once */
  widgets: string[];
  /** the stylesheets the `./widgets` expose needs at once */
  widgetStyles: string[];
  /** what the remote's home-page widget loads on its own (`metaData.clubHome`, tooling/webpack.cjs) */
  home: string[];
}

interface Manifest {
  metaData?: {
    publicPath?: string;
    remoteEntry?: { name?: string; path?: string };
    clubHome?: unknown;
  };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

const fileNames = (list: unknown): string[] =>
  Array.isArray(list) ? list.filter((f): f is string => typeof f === 'string' && f !== '') : [];

/** The hints of one manifest; null when it does not name an entry. */
export function hintsOf(manifestUrl: string, manifest: unknown): RemoteHints | null {
  const m = manifest as Manifest;
  const entryName = m?.metaData?.remoteEntry?.name;
  if (typeof entryName !== 'string' || !entryName) return null;
  const publicPath = m.metaData?.publicPath;
  // 'auto': the files sit beside the manifest (tooling/webpack.cjs builds every remote that way)
  const base =
    typeof publicPath === 'string' && publicPath !== 'auto'
      ? new URL(publicPath, manifestUrl)
      : new URL('.', manifestUrl);
  const file = (p: string) => new URL(p.replace(/^\//, ''), base).href;
  const entryPath = m.metaData?.remoteEntry?.path ?? '';
  const widgets = (m.exposes ?? []).find((e) => e.name === 'widgets' || e.name === './widgets');
  return {
    entry: file(entryPath ? `${entryPath.replace(/\/$/, '')}/${entryName}` : entryName),
    widgets: fileNames(widgets?.assets?.js?.sync).map(file),
    widgetStyles: fileNames(widgets?.assets?.css?.sync).map(file),
    home: fileNames(m.metaData?.clubHome).map(file),
  };
}

const RETRY_MS = 2_000;

export interface RemoteManifestCache {
  /** what is known now about the manifest at `url` (never waits; refreshes when stale) */
  hints(url: string): RemoteHints | null;
  /** resolves when every refresh under way has ended (tests) */
  settled(): Promise<void>;
}

export function remoteManifestCache(
  opts: { ttlMs?: number; timeoutMs?: number; fetchImpl?: typeof fetch; now?: () => number } = {},
): RemoteManifestCache {
  const ttlMs = opts.ttlMs ?? 30_000;
  const timeoutMs = opts.timeoutMs ?? 2_000;
  const doFetch = opts.fetchImpl ?? fetch;
  const now = opts.now ?? Date.now;
  const known = new Map<string, { at: number; hints: RemoteHints | null }>();
  const refreshing = new Map<string, Promise<void>>();

  const refresh = (url: string) => {
    if (refreshing.has(url)) return;
    const run = (async () => {
      let hints: RemoteHints | null = null;
      try {
        const res = await doFetch(url, { signal: AbortSignal.timeout(timeoutMs) });
        if (res.ok) hints = hintsOf(url, await res.json());
      } catch {
        /* unreachable or not JSON: no hints until it answers */
      }
      // a remote redeployed keeps its manifest URL: the next refresh names its new files; one
      // that did not answer (not started yet) is asked again soon
      known.set(url, { at: hints ? now() : now() - ttlMs + RETRY_MS, hints });
    })().finally(() => refreshing.delete(url));
    refreshing.set(url, run);
  };

  return {
    hints(url) {
      const entry = known.get(url);
      if (!entry || now() - entry.at > ttlMs) refresh(url);
      return entry?.hints ?? null;
    },
    async settled() {
      await Promise.all([...refreshing.values()]);
    },
  };
}
