// The shell's HTML page (/, /index.html and every SPA route): the built index.html, sent with the
// Content-Security-Policy built from the runtime files and a fresh nonce for the <style> tags the
// bundles insert (tooling/style-insert.cjs reads it from <meta property="csp-nonce">).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { newNonce, originOf, remoteOrigins, shellPolicy, type ShellRuntime } from '../lib/csp';
import { remoteManifestCache, type RemoteHints } from '../lib/remote-manifests';

declare module 'fastify' {
  interface FastifyReply {
    /** sends the shell's page with its policy */
    sendShell(): Promise<FastifyReply>;
  }
}

export interface ShellHtmlOptions {
  /** the built shell (index.html, the built remotes.json/config.json) */
  dist: string;
  /** SHELL_RUNTIME_DIR: its remotes.json/config.json/csp.json win over the built ones */
  runtimeDir?: string;
  /**
   * Where the browser fetches private photos from when they live in a bucket (presigned URLs of
   * STORAGE=s3): added to img-src, so a deployment need not list it in csp.json.
   */
  imageOrigins?: string[];
}

/** Reads a JSON object from the first folder holding the file; {} when none does or it is broken. */
async function readJson(dirs: string[], file: string): Promise<Record<string, unknown>> {
  for (const dir of dirs) {
    let text: string;
    try {
      text = await readFile(path.join(dir, file), 'utf8');
    } catch {
      continue;
    }
    try {
      const value: unknown = JSON.parse(text);
      return value && typeof value === 'object' && !Array.isArray(value)
        ? (value as Record<string, unknown>)
        : {};
    } catch {
      return {};
    }
  }
  return {};
}

/** The runtime files as they are now (read on every page load: they are a few hundred bytes). */
export async function readShellRuntime(dirs: string[]): Promise<ShellRuntime> {
  const [remotes, config, extra] = await Promise.all([
    readJson(dirs, 'remotes.json'),
    readJson(dirs, 'config.json'),
    readJson(dirs, 'csp.json'),
  ]);
  return {
    remotes: Object.fromEntries(
      Object.entries(remotes).filter((e): e is [string, string] => typeof e[1] === 'string'),
    ),
    config,
    extra,
  };
}

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** JSON safe inside a <script> element: no "</script>" or "<!--" can close or open anything. */
const jsonInHtml = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The signed-in app's scripts and the chunks its page preloads, as its built page names them. */
export interface AppFiles {
  scripts: string[];
  chunks: string[];
}

export function appFilesOf(appHtml: string): AppFiles {
  const attr = (tag: string, name: string) =>
    new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? '';
  const scripts: string[] = [];
  const chunks: string[] = [];
  for (const [tag] of appHtml.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src');
    if (src) scripts.push(src);
  }
  for (const [tag] of appHtml.matchAll(/<link\b[^>]*>/gi))
    if (/\srel="preload"/i.test(tag) && /\sas="script"/i.test(tag)) chunks.push(attr(tag, 'href'));
  return { scripts, chunks: chunks.filter(Boolean) };
}

/**
 * The page with its nonce, the runtime files inlined as non-executable JSON (the shell reads them
 * instead of fetching them) and hints: a connection to each remote's origin and its manifest
 * fetched at once, beside the shell's own chunks (whose preloads the build wrote). The remotes'
 * start files are listed in the JSON (`remoteFiles`): the shell's entry asks for them when it runs
 * (shell/src/boot/remoteFiles.ts). Asked for by the page, they shared a slow link's bandwidth with
 * the shell's own start files, which have to run first (home's LCP on the throttled phone: about
 * 110 ms later). The sign-in page (`app` given) gets no hints: it lists the app's files for its
 * idle prefetch instead.
 */
export function renderShellHtml(
  template: string,
  nonce: string,
  runtime?: ShellRuntime,
  app?: AppFiles,
  remoteCode: RemoteHints[] = [],
  /** the remotes the page needs at once, when the page knows them all (home); else every remote */
  pageRemotes?: string[],
): string {
  const head = [`<meta property="csp-nonce" nonce="${escapeAttr(nonce)}" />`];
  // the remotes' manifests come after the page's own entry and chunks: those run first
  const tail: string[] = [];
  if (runtime) {
    // the remotes' code the page runs at once, in the order of need: each entry, its widgets'
    // code and stylesheets, then home's own chunk
    const remoteFiles = app
      ? []
      : remoteCode.flatMap((h) => [h.entry, ...h.widgets, ...h.widgetStyles, ...h.home]);
    head.push(
      `<script type="application/json" id="club-runtime">${jsonInHtml({
        remotes: runtime.remotes,
        config: runtime.config,
        ...(app ? { app } : {}),
        ...(remoteFiles.length > 0 ? { remoteFiles } : {}),
      })}</script>`,
    );
  }
  if (runtime && !app) {
    // on a page whose remotes are known (home), the others' manifests would only take a slow
    // link's bandwidth from what the page shows; on the others the route's remote is any of them
    const remotes = Object.fromEntries(
      Object.entries(runtime.remotes).filter(([name]) => pageRemotes?.includes(name) ?? true),
    );
    for (const origin of remoteOrigins({ ...runtime, remotes }))
      head.push(`<link rel="preconnect" href="${escapeAttr(origin)}" crossorigin />`);
    for (const manifest of Object.values(remotes))
      if (originOf(manifest))
        tail.push(
          `<link rel="preload" as="fetch" href="${escapeAttr(manifest)}" crossorigin="anonymous" />`,
        );
  }
  const withHead = template
    .replace(/<head>/i, (m) => `${m}\n    ${head.join('\n    ')}`)
    // the page's own <style> (the app's start screen rules) carries the nonce the policy allows
    .replace(/<style(?=>)/gi, `<style nonce="${escapeAttr(nonce)}"`);
  return tail.length
    ? withHead.replace(/<\/head>/i, (m) => `${tail.join('\n    ')}\n  ${m}`)
    : withHead;
}

/** The client's hint that it holds a member's token (shell/src/session/memberHint.ts). */
export const MEMBER_HINT_COOKIE = 'club_member';
export const hasMemberHint = (cookieHeader: string | undefined): boolean =>
  (cookieHeader ?? '').split(';').some((c) => c.trim().startsWith(`${MEMBER_HINT_COOKIE}=1`));

const readIfExists = (file: string) => readFile(file, 'utf8').catch(() => null);

/**
 * The remotes whose widgets a signed-in page shows at once: the layouts' top bar (the course
 * info) on every page, and the home page's plan and courses. By the route the router matched
 * (home is the `/` route; an app route reaches the page through the not-found handler and has
 * none), never by the URL's text.
 */
export function widgetRemotesFor(route: string | undefined): string[] {
  // (the bell, mf_community's, loads once the page is idle: shell/src/layout)
  const layouts = ['mf_training'];
  return route === '/' ? [...layouts, 'mf_nutrition'] : layouts;
}

export default fp(
  async (app: FastifyInstance, opts: ShellHtmlOptions) => {
    const dirs = opts.runtimeDir ? [opts.runtimeDir, opts.dist] : [opts.dist];
    const indexFile = path.join(opts.dist, 'index.html');
    // the light sign-in page (shell/src/signin), when the build has one (dev servers do not)
    const signInFile = path.join(opts.dist, 'signin', 'index.html');
    const manifests = remoteManifestCache();
    // read the manifests once now, so the first page already names the remotes' code
    void readShellRuntime(dirs).then((r) => {
      for (const url of Object.values(r.remotes)) if (originOf(url)) manifests.hints(url);
    });

    app.decorateReply('sendShell', async function sendShell(this: FastifyReply) {
      const member = hasMemberHint(this.request.headers.cookie);
      const [appPage, signInPage, runtime] = await Promise.all([
        readFile(indexFile, 'utf8'),
        member ? null : readIfExists(signInFile),
        readShellRuntime(dirs),
      ]);
      if (opts.imageOrigins?.length)
        runtime.extra = {
          ...runtime.extra,
          'img-src': [...(runtime.extra['img-src'] ?? []), ...opts.imageOrigins],
        };
      const nonce = newNonce();
      const route = this.request.routeOptions.url;
      const remoteCode = signInPage
        ? []
        : widgetRemotesFor(route)
            .map((name) => runtime.remotes[name])
            .filter((url): url is string => typeof url === 'string' && Boolean(originOf(url)))
            .map((url) => manifests.hints(url))
            .filter((h): h is RemoteHints => h !== null)
            // a remote's home-widget files only in the home page
            .map((h) => (route === '/' ? h : { ...h, home: [] }));
      const html = signInPage
        ? renderShellHtml(signInPage, nonce, runtime, appFilesOf(appPage))
        : renderShellHtml(
            appPage,
            nonce,
            runtime,
            undefined,
            remoteCode,
            route === '/' ? widgetRemotesFor(route) : undefined,
          );
      return (
        this.code(200)
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          // which page a URL gets depends on the member cookie
          .header('vary', 'Cookie')
          // the service worker keeps only the app's page for offline starts (shell/src/sw)
          .header('x-club-page', signInPage ? 'sign-in' : 'app')
          .header('content-security-policy', shellPolicy(runtime, nonce))
          .send(html)
      );
    });

    const page = (_req: unknown, reply: FastifyReply) => reply.sendShell();
    app.get('/', page);
    app.get('/index.html', page);
  },
  { name: 'shell-html' },
);
