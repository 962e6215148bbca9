// Runtime config (/config.json beside index.html): read at start, never baked into the build.
export interface AppConfig {
  /** tracking service endpoint, e.g. http://localhost:8084/event */
  trackingUrl?: string;
  /** present only where a Firebase project exists: selects the Firebase realtime/push adapter */
  firebase?: Record<string, string>;
  /**
   * The production site's host name (e.g. "club.example.ru"): there the tester console
   * (/dev/test_set/) is open only to `testerEmails`. Absent: every signed-in member may open it.
   */
  productionHost?: string;
  /** staff e-mails that may open the tester console on the production host */
  testerEmails?: string[];
}

let config: AppConfig = {};

/**
 * remotes.json and config.json as the server put them into the page (a non-executable
 * <script type="application/json" id="club-runtime">, server/src/plugins/shell-html.ts), so the
 * first load needs no request for them; null when the page has none (dev server, tests).
 */
export function inlineRuntime(): { remotes?: unknown; config?: unknown } | null {
  if (typeof document === 'undefined') return null;
  const el = document.getElementById('club-runtime');
  if (!el?.textContent) return null;
  try {
    const value: unknown = JSON.parse(el.textContent);
    return value && typeof value === 'object' ? (value as { remotes?: unknown }) : null;
  } catch {
    return null;
  }
}
export const getConfig = (): AppConfig => config;

export async function loadConfig(url = '/config.json'): Promise<AppConfig> {
  const inline = inlineRuntime()?.config;
  if (inline && typeof inline === 'object') {
    config = inline as AppConfig;
    return config;
  }
  try {
    const res = await fetch(url, { cache: 'no-cache' });
    if (res.ok) config = ((await res.json()) as AppConfig) ?? {};
  } catch (e) {
    console.error('[shell] config.json could not be loaded', e);
  }
  return config;
}
