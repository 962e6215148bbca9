// Several machines, tested on this one: two API processes (`node src/main.ts`, A with two cluster
// workers, B with one) on different ports, against one throwaway PostgreSQL and one S3-compatible
// server on loopback (s3rver, started here), and nothing else on the network. Both serve a shell
// build (a small one made here, shaped as the real one) with a deployment's runtime files and trust
// the balancer's address (TRUST_PROXY). When nginx is installed, the README's example load balancer
// config (docs/nginx-club.conf) is put in front of both and used too: members' addresses, the page
// and its policy through it. Needs PostgreSQL: `pnpm test:server` runs this file in its PostgreSQL
// pass.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { loadConfig } from './config';
import { users } from './db/schema';
import { DEMO_PASSWORD } from './db/seed';
import { hashPassword } from './lib/crypto';
import { openStream } from './modules/realtime/testing';
import { createTestDb, onPostgres, SERVER_ROOT, type TestDb } from './test/helpers';
import { startTestS3, type TestS3 } from './test/s3';

const URL_TTL_SECONDS = 2;
/** where the balancer connects from, as the API processes see it (TRUST_PROXY) */
const BALANCER = '127.0.0.1';
/** tracking events per address a minute, low so a client's allowance is quickly used */
const TRACKING_RATE_MAX = 3;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

interface ApiProcess {
  base: string;
  port: number;
  trackingPort: number;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

async function startApi(env: Record<string, string>, workers: number): Promise<ApiProcess> {
  const [port, trackingPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'club-topology-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      TRACKING_PORT: String(trackingPort),
      API_WORKERS: String(workers),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve(code);
    }),
  );
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API on ${port} exited:\n${out}`);
    const up = await fetch(`${base}/api/faq`).then(
      () => true,
      () => false,
    );
    // a cluster is ready when every worker listens
    if (up && (workers === 1 || out.includes('API workers ready'))) break;
    if (Date.now() > deadline) throw new Error(`API on ${port} did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return { base, port, trackingPort, child, output: () => out, exited };
}

async function login(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo12345' }),
  });
  const token = res.headers.get('x-auth-token');
  if (res.status !== 200 || !token) throw new Error(`login failed: ${res.status}`);
  return token;
}

// answers are read loosely here: each module's own tests check the contract
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = { result: any };
const json = (res: Response) => res.json() as Promise<Answer>;

const call = (base: string, token: string, url: string, init: RequestInit = {}) =>
  fetch(`${base}${url}`, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), 'x-auth-token': token },
  });

const form = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

const photo = (color: string) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

const streamOn = (api: ApiProcess, token: string) =>
  openStream({ server: { address: () => ({ port: api.port }) } } as never, token);

const nginxBinary = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
if (onPostgres && !nginxBinary)
  console.info('nginx is not installed: the load balancer part is skipped');

/** the sign-in limits the processes run with (the defaults) */
const LIMITS = loadConfig({}, SERVER_ROOT);

interface Sent {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request on its own connection, from `localAddress` when given; the body decompressed. */
function send(
  url: string,
  opts: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    localAddress?: string;
  } = {},
): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: opts.method ?? 'GET',
        headers: opts.headers,
        localAddress: opts.localAddress,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const body =
            encoding === 'gzip'
              ? gunzipSync(raw)
              : encoding === 'br'
                ? brotliDecompressSync(raw)
                : raw;
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: body.toString('utf8'),
          });
        });
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

interface ShellBuild {
  dist: string;
  /** SHELL_RUNTIME_DIR: the deployment's remotes.json and config.json */
  runtime: string;
  /** the deployment's remote (nothing listens there: the page only names it) */
  remoteOrigin: string;
  appScripts: string[];
  signInScripts: string[];
}

/**
 * A shell build shaped as `pnpm --filter @club/shell build` writes it: the app's page and its
 * content-hashed entry, the light sign-in page in signin/ with its own, .gz twins, the service
 * worker, the web manifest and the build's own runtime files; beside it a deployment's runtime
 * files that must win.
 */
async function makeShellBuild(root: string): Promise<ShellBuild> {
  const dist = path.join(root, 'dist');
  const runtime = path.join(root, 'runtime');
  mkdirSync(path.join(dist, 'signin'), { recursive: true });
  mkdirSync(runtime);
  const page = (script: string) =>
    '<!doctype html><html lang="ru"><head><meta charset="utf-8" /><title>Клуб</title>' +
    `<script defer="defer" src="${script}"></script></head>` +
    '<body><div id="root"></div></body></html>';
  const appScripts = ['/main.3cebd5f5.js'];
  const signInScripts = ['/signin/signin.d0f05a66.js'];
  writeFileSync(path.join(dist, 'index.html'), page(appScripts[0]));
  writeFileSync(path.join(dist, 'signin', 'index.html'), page(signInScripts[0]));
  for (const [file, code] of [
    [appScripts[0], 'document.title = "Клуб: приложение";'],
    [signInScripts[0], 'document.title = "Клуб: вход";'],
  ]) {
    writeFileSync(path.join(dist, file), code);
    writeFileSync(path.join(dist, `${file}.gz`), gzipSync(code));
  }
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
  writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Клуб","start_url":"/"}');
  writeFileSync(
    path.join(dist, 'remotes.json'),
    '{"mf_account":"http://built.example/mf-manifest.json"}',
  );
  writeFileSync(path.join(dist, 'config.json'), '{"trackingUrl":"http://built.example/event"}');
  const remoteOrigin = `http://127.0.0.1:${await freePort()}`;
  writeFileSync(
    path.join(runtime, 'remotes.json'),
    JSON.stringify({ mf_account: `${remoteOrigin}/account/mf-manifest.json` }),
  );
  writeFileSync(
    path.join(runtime, 'config.json'),
    JSON.stringify({ trackingUrl: 'https://club.example.ru/event' }),
  );
  return { dist, runtime, remoteOrigin, appScripts, signInScripts };
}

// Runs in the PostgreSQL pass of test:all only: the topology is several processes on one PostgreSQL.
(onPostgres ? describe : describe.skip)('two API processes, one PostgreSQL, one bucket', () => {
  let testDb: TestDb;
  let s3: TestS3;
  let a: ApiProcess;
  let b: ApiProcess;
  let env: Record<string, string>;
  let shellRoot: string;
  let shell: ShellBuild;
  beforeAll(async () => {
    testDb = await createTestDb();
    s3 = await startTestS3();
    shellRoot = mkdtempSync(path.join(tmpdir(), 'club-topology-shell-'));
    shell = await makeShellBuild(shellRoot);
    env = {
      ...s3.env,
      DATABASE_URL: testDb.url!,
      S3_URL_TTL_SECONDS: String(URL_TTL_SECONDS),
      SHELL_DIST: shell.dist,
      SHELL_RUNTIME_DIR: shell.runtime,
      TRUST_PROXY: BALANCER,
      TRACKING_RATE_MAX: String(TRACKING_RATE_MAX),
    };
    [a, b] = await Promise.all([startApi(env, 2), startApi(env, 1)]);
  }, 300_000);
  afterAll(async () => {
    for (const p of [a, b]) if (p && p.child.exitCode === null) p.child.kill('SIGTERM');
    await Promise.all([a?.exited, b?.exited]);
    await s3?.close();
    await testDb?.drop();
    if (shellRoot) rmSync(shellRoot, { recursive: true, force: true });
  }, 60_000);

  test('a body photo uploaded through A is shown through B by a presigned URL that expires', async () => {
    const token = await login(a.base, 'demo5@club.local');
    const body = new FormData();
    body.set('weight', '61.4');
    body.set('photo_front', new Blob([await photo('#a86')], { type: 'image/jpeg' }), 'front.jpg');
    const created = await call(a.base, token, '/api/dynamics/create', { method: 'POST', body });
    expect(created.status).toBe(200);
    const id = (await json(created)).result.report.id as number;

    const list = await json(await call(b.base, token, '/api/dynamics/list'));
    const report = list.result.reports.find((r: { id: number }) => r.id === id);
    const url = report.photo_front.path as string;
    expect(url.startsWith(`${s3.endpoint}/${s3.bucket}/private/dynamics/`)).toBe(true);
    const shown = await fetch(url);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await shown.arrayBuffer())).metadata()).width).toBe(320);

    // valid for one to two TTLs from its signing time, then refused by the store
    const signed = new URL(url).searchParams;
    const date = signed.get('X-Amz-Date')!;
    const signedAt = Date.UTC(
      +date.slice(0, 4),
      +date.slice(4, 6) - 1,
      +date.slice(6, 8),
      +date.slice(9, 11),
      +date.slice(11, 13),
      +date.slice(13, 15),
    );
    expect(Number(signed.get('X-Amz-Expires'))).toBe(2 * URL_TTL_SECONDS);
    const expiresAt = signedAt + 2 * URL_TTL_SECONDS * 1000;
    await new Promise((r) => setTimeout(r, Math.max(0, expiresAt - Date.now()) + 1500));
    expect((await fetch(url)).status).toBe(403);
    // the member's next page gets a fresh one
    const again = await json(await call(a.base, token, '/api/dynamics/list'));
    const fresh = again.result.reports.find((r: { id: number }) => r.id === id).photo_front.path;
    expect(fresh).not.toBe(url);
    expect((await fetch(fresh)).status).toBe(200);
  });

  test("another member's token never obtains the photo, through either process", async () => {
    const owner = await login(b.base, 'demo5@club.local');
    const body = new FormData();
    body.set('weight', '61.2');
    body.set('photo_side', new Blob([await photo('#68a')], { type: 'image/jpeg' }), 'side.jpg');
    const created = await json(
      await call(b.base, owner, '/api/dynamics/create', { method: 'POST', body }),
    );
    const { id } = created.result.report;
    const key = new URL(created.result.report.photo_side.path).pathname.split('/').pop()!;

    const other = await login(a.base, 'demo9@club.local');
    for (const api of [a, b]) {
      const list = await call(api.base, other, '/api/dynamics/list');
      expect(list.status).toBe(200);
      expect(await list.text()).not.toContain(key);
      const update = new FormData();
      update.set('weight', '70');
      const res = await call(api.base, other, `/api/dynamics/update/${id}`, {
        method: 'POST',
        body: update,
      });
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain(key);
    }
  });

  test('an avatar uploaded through A is served by B from the bucket', async () => {
    const token = await login(a.base, 'demo2@club.local');
    const body = new FormData();
    body.set('avatar', new Blob([await photo('#8a6')], { type: 'image/jpeg' }), 'me.jpg');
    const res = await call(a.base, token, '/api/cabinet/profile/avatar', { method: 'POST', body });
    const url = (await json(res)).result.avatar as string;
    expect(url).toMatch(/^\/uploads\/avatars\//);
    const served = await fetch(`${b.base}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });

  test('a chat message sent through A arrives live on a stream held by B', async () => {
    const token = await login(a.base, 'demo@club.local');
    const stream = await streamOn(b, token);
    await stream.counts(() => true, 15_000);
    const sent = await call(
      a.base,
      token,
      '/api/chat/send',
      form({ channel: 'coach', message: 'Через A' }),
    );
    const { id } = (await json(sent)).result.message;
    const live = await stream.live((e) => e.type === 'chat_message' && e.id === id, 15_000);
    expect(live.message?.message).toBe('Через A');
    stream.close();
  });

  test('a logout through A refuses the token at B within a second and ends its stream there', async () => {
    const token = await login(b.base, 'demo@club.local');
    expect((await call(b.base, token, '/api/cabinet/init')).status).toBe(200);
    const stream = await streamOn(b, token);
    await stream.counts(() => true, 15_000);
    const ended = new Promise<void>((resolve) => stream.res.on('close', resolve));
    expect((await call(a.base, token, '/api/cabinet/logout', { method: 'POST' })).status).toBe(200);
    // B drops its cached session when A's NOTIFY arrives: milliseconds, but a request sent the
    // instant A answered can overtake it on a loaded machine, so B has a second to refuse it
    const refusedAt = Date.now() + 1000;
    let status = (await call(b.base, token, '/api/cabinet/init')).status;
    while (status === 200 && Date.now() < refusedAt) {
      await new Promise((r) => setTimeout(r, 50));
      status = (await call(b.base, token, '/api/cabinet/init')).status;
    }
    expect(status).toBe(401);
    await ended;
  });

  // The README's balancer in front of both: docs/nginx-club.conf as it stands, pointed at the two
  // processes, their tracking services, the shell build and a loopback port. Members are told
  // apart by the loopback address each connects from (127.0.0.0/8 is all this machine's).
  (nginxBinary ? describe : describe.skip)('behind nginx (docs/nginx-club.conf)', () => {
    let dir: string;
    let nginx: ChildProcess;
    let base: string;
    let port: number;
    beforeAll(async () => {
      dir = mkdtempSync(path.join(tmpdir(), 'club-nginx-'));
      port = await freePort();
      const example = readFileSync(path.join(SERVER_ROOT, '..', 'docs', 'nginx-club.conf'), 'utf8');
      const servers = (p: 'port' | 'trackingPort') =>
        [a, b].map((api) => `  server ${BALANCER}:${api[p]};`).join('\n');
      const conf = example
        // only the addresses: the rest of the upstream (its member-affine hash) is the README's
        .replace(/(upstream club_api \{)(\n\s*server [^\n]*)+/, `$1\n${servers('port')}`)
        .replace(/(upstream club_tracking \{)[^}]*\}/, `$1\n${servers('trackingPort')}\n}`)
        .replace(/listen 80;/, `listen ${BALANCER}:${port};`)
        .replace(/root \/srv\/club\/shell;/, `root ${shell.dist};`);
      // the types of a packaged nginx's own http block (without them scripts are text/plain)
      const confPath = /--conf-path=(\S+)/.exec(
        spawnSync(nginxBinary, ['-V'], { encoding: 'utf8' }).stderr,
      )?.[1];
      const mimeTypes = confPath && path.join(path.dirname(confPath), 'mime.types');
      writeFileSync(
        path.join(dir, 'nginx.conf'),
        `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n` +
          (mimeTypes && existsSync(mimeTypes) ? `include ${mimeTypes};\n` : '') +
          `access_log off;\nclient_body_temp_path ${dir};\nproxy_temp_path ${dir};\n${conf}\n}\n`,
      );
      nginx = spawn(nginxBinary, [
        '-p',
        dir,
        '-e',
        path.join(dir, 'error.log'),
        '-c',
        path.join(dir, 'nginx.conf'),
        '-g',
        'daemon off;',
      ]);
      base = `http://${BALANCER}:${port}`;
      for (
        let i = 0;
        i < 50 &&
        !(await fetch(`${base}/api/faq`).then(
          () => true,
          () => false,
        ));
        i++
      )
        await new Promise((r) => setTimeout(r, 200));
    });
    afterAll(() => {
      nginx?.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    });

    test("balances members over both, and keeps each member's calls and stream on one", async () => {
      /** which process logged the request carrying `marker` (LOG_LEVEL=info) */
      const servedBy = async (marker: string) => {
        for (let i = 0; ; i++) {
          if (a.output().includes(marker)) return 'A';
          if (b.output().includes(marker)) return 'B';
          if (i === 50) throw new Error(`no log line for ${marker}`);
          await new Promise((r) => setTimeout(r, 100));
        }
      };
      // sixteen signed-in devices (a token each): all on one process by chance is 1 in 32,768
      const tokens = await Promise.all(
        Array.from({ length: 16 }, () => login(base, 'demo2@club.local')),
      );
      const processes = await Promise.all(
        tokens.map(async (token) => {
          const of = new Set<string>();
          for (let i = 0; i < 3; i++) {
            const marker = `affinity-${Math.random().toString(36).slice(2)}`;
            expect((await call(base, token, `/api/cabinet/init?${marker}`)).status).toBe(200);
            of.add(await servedBy(marker));
          }
          return of;
        }),
      );
      for (const of of processes) expect(of.size).toBe(1);
      expect(new Set(processes.map((of) => [...of][0]))).toEqual(new Set(['A', 'B']));
      // the stream of a device goes where its calls go: the process whose log gained its request
      const streams = () =>
        [a, b].map((api) => api.output().split('"url":"/api/cabinet/stream"').length);
      const before = streams();
      const stream = await streamOn({ port } as ApiProcess, tokens[0]);
      await stream.counts(() => true, 15_000);
      const after = streams();
      stream.close();
      const gained = after[0] > before[0] ? 'A' : after[1] > before[1] ? 'B' : 'none';
      expect(gained).toBe([...processes[0]][0]);
    });

    test("sixty wrong passwords of ten members from their phones never refuse an eleventh member's right one", async () => {
      const members = Array.from({ length: 11 }, (_, i) => `phone${i + 1}@club.example`);
      const passwordHash = await hashPassword(DEMO_PASSWORD);
      await testDb.database.db.insert(users).values(
        members.map((email, i) => ({
          email,
          passwordHash,
          name: `Участник ${i + 1}`,
          createdAt: new Date(),
        })),
      );
      const signIn = (email: string, password: string, phone: string, forged?: string) =>
        send(`${base}/api/auth/login`, {
          method: 'POST',
          localAddress: phone,
          headers: {
            'content-type': 'application/json',
            ...(forged ? { 'x-forwarded-for': forged } : {}),
          },
          body: JSON.stringify({ email, password }),
        });
      // six typos each (fewer than lock an account), sixty in all (more than one address may make),
      // the ten members at once
      expect(6).toBeLessThan(LIMITS.loginRateMax);
      expect(60).toBeGreaterThan(LIMITS.loginRateIpMax);
      await Promise.all(
        members.slice(0, 10).map(async (email, m) => {
          for (let i = 0; i < 6; i++) {
            const res = await signIn(email, `typo-${i}`, `127.0.0.${10 + m * 6 + i}`);
            expect(res.status).toBe(400);
          }
        }),
      );
      const right = await signIn(members[10], DEMO_PASSWORD, '127.0.0.70');
      expect(right.status).toBe(200);
      expect(right.headers['x-auth-token']).toBeTruthy();

      // ...and so do the members who mistyped, from their phones
      expect((await signIn(members[0], DEMO_PASSWORD, '127.0.0.10')).status).toBe(200);
    });

    test('the address the API takes is the one nginx saw, never one a client wrote', async () => {
      const probe = async (via: string, from: string) => {
        const marker = `probe-${Math.random().toString(36).slice(2)}`;
        await send(`${via}/api/cabinet/init?${marker}`, {
          localAddress: from,
          headers: { 'x-forwarded-for': '198.51.100.1' },
        });
        // the request's log line (LOG_LEVEL=info) of whichever process answered
        for (let i = 0; ; i++) {
          const line = (a.output() + b.output()).split('\n').find((l) => l.includes(marker));
          if (line)
            return (JSON.parse(line) as { req: { remoteAddress: string } }).req.remoteAddress;
          if (i === 50) throw new Error(`no log line for ${marker}`);
          await new Promise((r) => setTimeout(r, 100));
        }
      };
      // through the balancer: the client's forged header is replaced by its connection's address
      expect(await probe(base, '127.0.0.220')).toBe('127.0.0.220');
      // straight to an API process from anywhere but the balancer: the header is not read
      expect(await probe(a.base, '127.0.0.221')).toBe('127.0.0.221');
    });

    test("the tracking service counts each member's own address", async () => {
      const track = (phone: string) =>
        send(`${base}/event`, {
          method: 'POST',
          localAddress: phone,
          headers: { 'content-type': 'text/plain' },
          body: JSON.stringify({
            event_time: Math.floor(Date.now() / 1000),
            project_id: 'club-web',
            event_name: 'app_opened',
            payload: { session_id: 'topology', path: '/' },
          }),
        });
      for (let i = 0; i < TRACKING_RATE_MAX; i++)
        expect((await track('127.0.0.210')).status).toBe(200);
      expect((await track('127.0.0.210')).status).toBe(429);
      expect((await track('127.0.0.211')).status).toBe(200);
    });

    // the policy with its per-load nonce taken out, to compare two loads
    const policyOf = (res: Sent) =>
      String(res.headers['content-security-policy']).replace(/'nonce-[^']*'/g, "'nonce'");
    const page = (url: string, from: string, cookie?: string) =>
      send(`${from}${url}`, {
        headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
      });
    const scriptsOf = (html: string) =>
      [...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);

    test('the signed-out page: the policy, the page choice and the light sign-in scripts of the API', async () => {
      const direct = await page('/', a.base);
      for (const url of [
        '/',
        '/index.html',
        '/nutrition/',
        '/no/such/page',
        '/missing.0badc0de.js',
      ]) {
        const res = await page(url, base);
        expect(res.status).toBe(200);
        expect(res.headers['x-club-page']).toBe('sign-in');
        expect(String(res.headers.vary)).toMatch(/\bCookie\b/);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(policyOf(res)).toBe(policyOf(direct));
        // the deployment's remotes and tracking service, not the build's
        expect(policyOf(res)).toContain(`script-src 'self' ${shell.remoteOrigin};`);
        expect(policyOf(res)).toContain('https://club.example.ru');
        expect(policyOf(res)).not.toContain('built.example');
        // the sign-in build's own scripts, served as the build wrote them
        const scripts = scriptsOf(res.body);
        expect(scripts).toEqual(shell.signInScripts);
      }
      for (const script of shell.signInScripts) {
        const res = await send(`${base}${script}`, { headers: { 'accept-encoding': 'gzip' } });
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toMatch(/^application\/javascript/);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(res.body).toBe(readFileSync(path.join(shell.dist, script), 'utf8'));
      }
    });

    test('the signed-in page (member cookie): the app and its policy', async () => {
      const cookie = 'club_member=1';
      const direct = await page('/', a.base, cookie);
      for (const url of ['/', '/index.html', '/training/']) {
        const res = await page(url, base, cookie);
        expect(res.status).toBe(200);
        expect(res.headers['x-club-page']).toBe('app');
        expect(policyOf(res)).toBe(policyOf(direct));
        expect(scriptsOf(res.body)).toEqual(shell.appScripts);
      }
    });

    test("remotes.json, config.json, the service worker and the manifest are the API's", async () => {
      for (const name of ['remotes.json', 'config.json'])
        expect(JSON.parse((await send(`${base}/${name}`)).body)).toEqual(
          JSON.parse(readFileSync(path.join(shell.runtime, name), 'utf8')),
        );
      for (const file of ['/sw.js', '/manifest.webmanifest']) {
        const [direct, res] = [await send(`${a.base}${file}`), await send(`${base}${file}`)];
        expect(res.status).toBe(200);
        expect(res.body).toBe(direct.body);
        for (const header of ['content-type', 'cache-control', 'content-security-policy'])
          expect([file, header, res.headers[header]]).toEqual([
            file,
            header,
            direct.headers[header],
          ]);
      }
    });
  });

  test('SIGTERM stops every worker of A gracefully; a write it acknowledged is kept', async () => {
    const token = await login(b.base, 'demo@club.local');
    const pending = call(
      a.base,
      token,
      '/api/chat/send',
      form({ channel: 'coach', message: 'Перед остановкой' }),
    );
    await new Promise((r) => setTimeout(r, 30));
    const stopAt = Date.now();
    a.child.kill('SIGTERM');
    const answer = await pending.then(
      async (res) => ({ status: res.status, body: await json(res) }),
      () => null,
    );
    expect(await a.exited).toBe(0);
    console.info(`A stopped in ${Date.now() - stopAt} ms`);
    const stopped = a
      .output()
      .split('\n')
      .filter((l) => l.includes('API worker stopped'));
    expect(stopped).toHaveLength(2);
    // each worker closed by itself (not by the force-exit timer)
    for (const line of stopped) expect(JSON.parse(line)).toMatchObject({ code: 0 });
    expect(a.output()).toContain('all API workers stopped');
    if (answer?.status === 200) {
      const { id } = answer.body.result.message;
      const chat = await (await call(b.base, token, '/api/chat/coach/')).text();
      expect(chat).toContain(`"id":${id}`);
    }
    // B keeps serving
    expect((await call(b.base, token, '/api/cabinet/init')).status).toBe(200);
  });
});
