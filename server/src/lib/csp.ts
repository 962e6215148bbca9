// The shell page's Content-Security-Policy, built per request from the runtime files beside
// index.html: remotes.json (the remotes' origins), config.json (the tracking service) and an
// optional csp.json (origins a deployment adds). Editing those files changes the policy with no
// rebuild and no restart, the same way it moves a remote.
import { randomBytes } from 'node:crypto';

/** The exercise videos' privacy-enhanced player (mf-training's ExerciseVideo). */
export const VIDEO_PLAYER_ORIGIN = 'https://www.youtube-nocookie.com';

/** Directives a deployment may extend through csp.json ({"img-src": ["https://cdn.example"]}). */
export const EXTENSIBLE = [
  'script-src',
  'style-src',
  'img-src',
  'font-src',
  'connect-src',
  'frame-src',
  'media-src',
] as const;
export type ExtensibleDirective = (typeof EXTENSIBLE)[number];

export interface ShellRuntime {
  /** remotes.json: federation name → its mf-manifest.json URL */
  remotes: Record<string, string>;
  /** config.json */
  config: { trackingUrl?: string } & Record<string, unknown>;
  /** csp.json: extra origins per directive */
  extra: Partial<Record<ExtensibleDirective, string[]>>;
}

/** The origin of an absolute http(s) URL, or null for anything else (relative, data:, junk). */
export function originOf(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

export const newNonce = (): string => randomBytes(16).toString('base64');

export function remoteOrigins(runtime: ShellRuntime): string[] {
  return unique(Object.values(runtime.remotes).map(originOf));
}

function unique(values: (string | null)[]): string[] {
  return [...new Set(values.filter((v): v is string => Boolean(v)))];
}

/**
 * The shell page's policy. Scripts: this origin and exactly the remotes' origins (no inline code,
 * no eval). Styles: this origin's and the remotes' files plus the <style> tags the bundles insert
 * carrying the page's nonce (and the chart library's palette); `style` attributes are allowed (the chart library and sanitised
 * article HTML position elements with them; an attribute cannot run code).
 */
export function shellPolicy(runtime: ShellRuntime, nonce: string): string {
  const remotes = remoteOrigins(runtime);
  const tracking = originOf(runtime.config.trackingUrl);
  const extra = (d: ExtensibleDirective): string[] => {
    const list = runtime.extra[d];
    // only plain origins: a scheme (`https:`) or a keyword would widen the policy unseen
    return Array.isArray(list) ? unique(list.map(originOf)) : [];
  };
  // Highcharts 13 writes its colour palette into a <style> it marks with the fixed nonce
  // "highcharts" (its documented CSP hook); the narrowest source it allows. A <style> cannot run
  // code, and url() in it can only reach the origins img-src/font-src name.
  const styles = [
    "'self'",
    "'report-sample'",
    `'nonce-${nonce}'`,
    "'nonce-highcharts'",
    ...remotes,
    ...extra('style-src'),
  ];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...remotes, ...extra('script-src')]],
    // style-src for browsers without the -elem/-attr split
    ['style-src', styles],
    ['style-src-elem', styles],
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...remotes, ...extra('img-src')]],
    ['font-src', ["'self'", 'data:', ...remotes, ...extra('font-src')]],
    [
      'connect-src',
      ["'self'", ...remotes, ...(tracking ? [tracking] : []), ...extra('connect-src')],
    ],
    ['frame-src', [VIDEO_PLAYER_ORIGIN, ...extra('frame-src')]],
    ['media-src', ["'self'", 'blob:', ...extra('media-src')]],
    // the service worker and the web app manifest come from this origin only
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${unique(values).join(' ')}`).join('; ');
}

/**
 * What a remote's static server sends with its files: scripts, JSON and images are read by the
 * shell's page (CORS open), never rendered as a page of their own, so the policy of anything
 * opened directly there is "nothing".
 */
export const REMOTE_FILE_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'cross-origin',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
};
