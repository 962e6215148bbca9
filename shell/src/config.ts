// Runtime config (/config.json beside index.html): read at start, never baked into the build.
import { inlineRuntime } from './boot/inlineRuntime';

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
