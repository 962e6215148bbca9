// The shell page's policy follows the runtime files: a remote moved by editing remotes.json (and
// an origin added in csp.json) is allowed on the next page load, without a rebuild or restart.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { shellPolicy } from '../lib/csp';
import { renderShellHtml, widgetRemotesFor } from './shell-html';
import { startRemoteHost } from '../remote-host';
import { createTestDb, testConfig } from '../test/helpers';

const directive = (csp: string, name: string): string[] =>
  (
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .find((d) => d[0] === name) ?? []
  ).slice(1);

describe('shell page policy', () => {
  let dist: string;
  let runtime: string;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'club-shell-'));
    runtime = path.join(dist, 'runtime');
    mkdirSync(runtime);
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>club</title></head><body></body></html>',
    );
    writeFileSync(path.join(dist, 'remotes.json'), '{"mf_account":"http://built.example/m.json"}');
    writeFileSync(
      path.join(runtime, 'remotes.json'),
      '{"mf_account":"http://localhost:3004/mf-manifest.json","mf_training":"https://training.club.example:8443/mf/mf-manifest.json"}',
    );
    writeFileSync(
      path.join(runtime, 'config.json'),
      '{"trackingUrl":"http://localhost:8084/event"}',
    );
    const testDb = await createTestDb();
    app = await buildApp({
      config: testConfig({ shellDist: dist, shellRuntimeDir: runtime }),
      database: testDb.database,
    });
    await app.ready();
    close = async () => {
      await app.close();
      await testDb.drop();
      rmSync(dist, { recursive: true, force: true });
    };
    // a fresh migrated database: slow on a busy machine
  }, 180_000);
  afterAll(() => close());

  const page = async (url = '/') => {
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    return { csp: String(res.headers['content-security-policy']), body: res.body };
  };

  it('allows exactly the remotes, the tracking service and the video player', async () => {
    const { csp, body } = await page();
    expect(directive(csp, 'script-src')).toEqual([
      "'self'",
      'http://localhost:3004',
      'https://training.club.example:8443',
    ]);
    expect(directive(csp, 'connect-src')).toEqual([
      "'self'",
      'http://localhost:3004',
      'https://training.club.example:8443',
      'http://localhost:8084',
    ]);
    expect(directive(csp, 'frame-src')).toEqual(['https://www.youtube-nocookie.com']);
    for (const [name, value] of [
      ['object-src', "'none'"],
      ['base-uri', "'none'"],
      ['frame-ancestors', "'none'"],
      ['form-action', "'self'"],
      ['worker-src', "'self'"],
      ['manifest-src', "'self'"],
    ])
      expect(directive(csp, name)).toEqual([value]);
    expect(csp).not.toMatch(/unsafe-eval|built\.example/);
    // the nonce of the bundles' <style> tags is new on every load and handed to them in the page
    const nonce = /'nonce-([^']+)'/.exec(directive(csp, 'style-src-elem').join(' '))?.[1];
    expect(nonce).toBeTruthy();
    expect(body).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`);
    expect((await page()).csp).not.toContain(nonce);
  });

  it('carries the runtime files as inert JSON and hints the remotes', async () => {
    const { body } = await page();
    const json = /<script type="application\/json" id="club-runtime">(.*?)<\/script>/.exec(
      body,
    )?.[1];
    expect(JSON.parse(json ?? 'null')).toEqual({
      remotes: {
        mf_account: 'http://localhost:3004/mf-manifest.json',
        mf_training: 'https://training.club.example:8443/mf/mf-manifest.json',
      },
      config: { trackingUrl: 'http://localhost:8084/event' },
    });
    expect(body).toContain(
      '<link rel="preconnect" href="https://training.club.example:8443" crossorigin />',
    );
    // home shows the training widgets, never the account remote's: its manifest waits for its page
    expect(body).not.toContain('href="http://localhost:3004');
    // an app route may be any remote's: every manifest is asked for at once
    const faq = (await page('/faq/')).body;
    expect(faq).toContain(
      '<link rel="preload" as="fetch" href="http://localhost:3004/mf-manifest.json" crossorigin="anonymous" />',
    );
  });

  it('a runtime file cannot close the inline JSON', async () => {
    writeFileSync(
      path.join(runtime, 'config.json'),
      '{"note":"</script><script>alert(1)</script>"}',
    );
    const { body } = await page();
    expect(body).not.toContain('<script>alert(1)');
    expect(body).toContain('\\u003c/script\\u003e');
    writeFileSync(
      path.join(runtime, 'config.json'),
      '{"trackingUrl":"http://localhost:8084/event"}',
    );
  });

  it('the same page on every SPA route and /index.html', async () => {
    for (const url of ['/nutrition/', '/course/12', '/index.html'])
      expect(directive((await page(url)).csp, 'script-src')).toContain('http://localhost:3004');
  });

  it('follows remotes.json and csp.json as they are edited', async () => {
    writeFileSync(
      path.join(runtime, 'remotes.json'),
      '{"mf_account":"https://account.club.example/mf-manifest.json"}',
    );
    writeFileSync(
      path.join(runtime, 'csp.json'),
      '{"img-src":["https://cdn.club.example/pics/x.png","javascript:alert(1)","*"],"script-src":["https:"]}',
    );
    const { csp } = await page();
    expect(directive(csp, 'script-src')).toEqual(["'self'", 'https://account.club.example']);
    expect(directive(csp, 'img-src')).toContain('https://cdn.club.example');
    expect(csp).not.toMatch(/localhost:3004|javascript|\*|https: /);
  });

  it('sends the sign-in page without the member cookie and the app with it', async () => {
    // the built app page names its entry and the chunks it preloads
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><script defer="defer" src="/main.1a2b3c4d.js"></script>' +
        '<link rel="preload" as="script" href="/467.0b22458b.js"></head><body></body></html>',
    );
    mkdirSync(path.join(dist, 'signin'));
    writeFileSync(
      path.join(dist, 'signin', 'index.html'),
      '<!doctype html><html><head><script defer="defer" src="/signin/signin.9f8e7d6c.js"></script></head><body></body></html>',
    );
    try {
      const get = (cookie?: string) =>
        app.inject({
          method: 'GET',
          url: '/nutrition/',
          headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
        });
      const signedOut = await get('theme=dark');
      expect(signedOut.headers['x-club-page']).toBe('sign-in');
      expect(signedOut.headers.vary).toContain('Cookie');
      expect(signedOut.body).toContain('/signin/signin.9f8e7d6c.js');
      expect(signedOut.body).not.toContain('src="/main.1a2b3c4d.js"');
      // nothing of the app or the remotes is fetched by the sign-in page itself...
      expect(signedOut.body).not.toMatch(/rel="(preload|preconnect)"/);
      // ...it only lists the app's files, for its idle prefetch and for starting the app
      const json = /<script type="application\/json" id="club-runtime">(.*?)<\/script>/.exec(
        signedOut.body,
      )?.[1];
      expect(JSON.parse(json ?? 'null').app).toEqual({
        scripts: ['/main.1a2b3c4d.js'],
        chunks: ['/467.0b22458b.js'],
      });
      const member = await get('theme=dark; club_member=1');
      expect(member.headers['x-club-page']).toBe('app');
      expect(member.body).toContain('src="/main.1a2b3c4d.js"');
      expect(member.body).not.toContain('/signin/');
      expect(member.body).toContain('rel="preload" as="fetch"');
      // the same policy on both pages
      const scripts = (r: typeof member) =>
        directive(String(r.headers['content-security-policy']), 'script-src');
      expect(scripts(signedOut)).toEqual(scripts(member));
      expect(scripts(member).length).toBeGreaterThan(1);
    } finally {
      rmSync(path.join(dist, 'signin'), { recursive: true, force: true });
      writeFileSync(
        path.join(dist, 'index.html'),
        '<!doctype html><html><head><title>club</title></head><body></body></html>',
      );
    }
  });

  it("gives the page's own <style> (the start screen's rules) the nonce its policy allows", () => {
    const html = renderShellHtml(
      '<html><head><style>.shell-boot{display:flex}</style></head><body></body></html>',
      'n0nce',
    );
    expect(html).toContain('<style nonce="n0nce">.shell-boot{display:flex}</style>');
    expect(html).not.toMatch(/<style>/);
  });

  it("lists the remotes' entries and widgets for the shell's entry on a member's page, never on the sign-in page", () => {
    const runtime = {
      remotes: { mf_training: 'http://localhost:3001/mf-manifest.json' },
      config: {},
      extra: {},
    };
    const code = [
      {
        entry: 'http://localhost:3001/remoteEntry.js',
        widgets: ['http://localhost:3001/__federation_expose_widgets.2.js'],
        widgetStyles: ['http://localhost:3001/__federation_expose_widgets.3.css'],
        home: ['http://localhost:3001/470.js', 'http://localhost:3001/home.4.css'],
      },
    ];
    const page =
      '<html><head><script defer="defer" src="/main.js" fetchpriority="high"></script>' +
      '<link rel="preload" as="script" href="/467.js"></head></html>';
    const member = renderShellHtml(page, 'n', runtime, undefined, code);
    const runtimeJson = (html: string) =>
      JSON.parse(
        /<script type="application\/json" id="club-runtime">(.*?)<\/script>/.exec(html)?.[1] ??
          'null',
      ) as { remoteFiles?: string[] };
    // in the order of need: the entry, the widgets' code and stylesheets, home's own chunk
    expect(runtimeJson(member).remoteFiles).toEqual([
      'http://localhost:3001/remoteEntry.js',
      'http://localhost:3001/__federation_expose_widgets.2.js',
      'http://localhost:3001/__federation_expose_widgets.3.css',
      'http://localhost:3001/470.js',
      'http://localhost:3001/home.4.css',
    ]);
    // the page itself does not ask for them: they would share a slow link with the shell's own
    // start files (shell/src/boot/remoteFiles.ts asks for them once the entry runs)
    expect(member).not.toMatch(
      /<link [^>]*href="http:\/\/localhost:3001\/(remoteEntry|470|home|__federation)/,
    );
    // the shell's own entry and chunks are asked for first, then the remote's manifest
    const at = (s: string) => member.indexOf(s);
    expect(at('/467.js')).toBeGreaterThan(at('src="/main.js"'));
    expect(at('as="fetch" href="http://localhost:3001/mf-manifest.json')).toBeGreaterThan(
      at('/467.js'),
    );
    expect(at('rel="preconnect"')).toBeLessThan(at('src="/main.js"'));
    const files = { scripts: ['/main.js'], chunks: [] };
    const signIn = renderShellHtml('<html><head></head></html>', 'n', runtime, files, code);
    expect(signIn).not.toContain('remoteEntry.js');
    expect(runtimeJson(signIn).remoteFiles).toBeUndefined();
    // home knows its remotes: another remote's manifest and origin are not asked for there
    const two = {
      ...runtime,
      remotes: { ...runtime.remotes, mf_account: 'http://localhost:3004/mf-manifest.json' },
    };
    const home = renderShellHtml(page, 'n', two, undefined, code, ['mf_training']);
    expect(home).toContain('href="http://localhost:3001/mf-manifest.json"');
    expect(home).not.toContain('href="http://localhost:3004');
    expect(renderShellHtml(page, 'n', two, undefined, code)).toContain(
      'href="http://localhost:3004/mf-manifest.json"',
    );
    expect(widgetRemotesFor('/')).toEqual(['mf_training', 'mf_nutrition']);
    expect(widgetRemotesFor('/nutrition/')).not.toContain('mf_nutrition');
  });

  it("serves the deployment's runtime files over the built ones, compressed or not", async () => {
    writeFileSync(
      path.join(runtime, 'remotes.json'),
      '{"mf_training":"https://training.club.example:8443/mf/mf-manifest.json"}',
    );
    for (const encoding of ['identity', 'br, gzip']) {
      const res = await app.inject({
        url: '/remotes.json',
        headers: { 'accept-encoding': encoding },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      const body =
        res.headers['content-encoding'] === 'br'
          ? brotliDecompressSync(res.rawPayload).toString()
          : res.headers['content-encoding'] === 'gzip'
            ? gunzipSync(res.rawPayload).toString()
            : res.body;
      expect(JSON.parse(body)).toHaveProperty(
        'mf_training',
        'https://training.club.example:8443/mf/mf-manifest.json',
      );
    }
    // a file the deployment did not replace comes from the build
    writeFileSync(path.join(dist, 'config.json'), '{"built":true}');
    rmSync(path.join(runtime, 'config.json'));
    try {
      const res = await app.inject({ url: '/config.json' });
      expect(JSON.parse(res.body)).toEqual({ built: true });
    } finally {
      writeFileSync(
        path.join(runtime, 'config.json'),
        '{"trackingUrl":"http://localhost:8084/event"}',
      );
    }
  });

  it("sends the shell's built compressed twins, each cached as the file it stands for", async () => {
    writeFileSync(path.join(dist, 'sw.js'), 'self.version = 1;');
    writeFileSync(path.join(dist, 'sw.js.br'), brotliCompressSync('self.version = 1;'));
    writeFileSync(path.join(dist, 'main.1a2b3c4d.js'), 'var app = 1;');
    writeFileSync(path.join(dist, 'main.1a2b3c4d.js.gz'), gzipSync('var app = 1;'));
    const sw = await app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(sw.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(sw.rawPayload).toString()).toBe('self.version = 1;');
    // a new deploy's service worker is seen on the next start
    expect(sw.headers['cache-control']).toBe('no-cache');
    const main = await app.inject({
      url: '/main.1a2b3c4d.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(main.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(main.rawPayload).toString()).toBe('var app = 1;');
    expect(main.headers['cache-control']).toMatch(/immutable/);
  });

  it('a broken runtime file leaves only this origin', () => {
    const csp = shellPolicy({ remotes: {}, config: {}, extra: {} }, 'n');
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
  });
});

describe('remote host headers', () => {
  it('sends a no-content policy, nosniff and cross-origin resource policy with its files', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'club-remote-'));
    writeFileSync(path.join(dir, 'remoteEntry.js'), 'var x = 1;');
    const host = await startRemoteHost({ dir, port: 0 });
    try {
      const res = await host.inject({ method: 'GET', url: '/remoteEntry.js' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(res.headers['access-control-allow-origin']).toBe('*');
    } finally {
      await host.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
