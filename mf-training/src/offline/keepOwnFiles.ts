// Gym mode needs every file of this remote on the device, not only the ones this visit happened
// to load: without a network the federation may pick another provider of a shared module (e.g. the
// sanitiser) than it did online. When a day is opened with the service worker in charge, every
// script of this remote's manifest is requested once; the worker keeps them (cache first).

declare const __webpack_public_path__: string;

interface ManifestAssets {
  assets?: {
    js?: { sync?: string[]; async?: string[] };
    css?: { sync?: string[]; async?: string[] };
  };
}
interface RemoteManifest {
  shared?: ManifestAssets[];
  exposes?: ManifestAssets[];
}

/** Every file a manifest names (scripts and styles of exposes and shared modules). */
export function manifestFiles(manifest: RemoteManifest): string[] {
  const files = new Set<string>();
  for (const group of [...(manifest.exposes ?? []), ...(manifest.shared ?? [])]) {
    for (const kind of ['js', 'css'] as const) {
      const a = group.assets?.[kind];
      for (const f of [...(a?.sync ?? []), ...(a?.async ?? [])]) files.add(f);
    }
  }
  return [...files];
}

let kept = false;

export async function keepOwnFiles(): Promise<void> {
  if (kept || typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return;
  // where this remote was loaded from (publicPath 'auto': set from its own entry's address)
  const base = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '';
  if (!/^https?:\/\//.test(base)) return;
  kept = true;
  try {
    const manifest = (await (await fetch(`${base}mf-manifest.json`)).json()) as RemoteManifest;
    await Promise.all(
      manifestFiles(manifest).map((f) => fetch(new URL(f, base).href).catch(() => undefined)),
    );
  } catch {
    kept = false; // the next opened day tries again
  }
}
