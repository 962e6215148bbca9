// Several machines, tested on this one: two API processes (`node src/main.ts`, A with two cluster
// workers, B with one) on different ports, against one throwaway PostgreSQL and one S3-compatible
// server on loopback (s3rver, started here), and nothing else on the network. When nginx is
// installed, the README's example load balancer config (docs/nginx-club.conf) is put in front of
// both and used too. Needs PostgreSQL: `pnpm test:server` runs this file in its PostgreSQL pass.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { openStream } from './modules/realtime/testing';
import { createTestDb, onPostgres, SERVER_ROOT, type TestDb } from './test/helpers';
import { startTestS3, type TestS3 } from './test/s3';

const URL_TTL_SECONDS = 2;

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
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

async function startApi(env: Record<string, string>, workers: number): Promise<ApiProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'club-topology-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      TRACKING_PORT: '0',
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
  return { base, port, child, output: () => out, exited };
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

// Runs in the PostgreSQL pass of test:all only: the topology is several processes on one PostgreSQL.
(onPostgres ? describe : describe.skip)('two API processes, one PostgreSQL, one bucket', () => {
  let testDb: TestDb;
  let s3: TestS3;
  let a: ApiProcess;
  let b: ApiProcess;
  let env: Record<string, string>;
  beforeAll(async () => {
    testDb = await createTestDb();
    s3 = await startTestS3();
    env = { ...s3.env, DATABASE_URL: testDb.url!, S3_URL_TTL_SECONDS: String(URL_TTL_SECONDS) };
    [a, b] = await Promise.all([startApi(env, 2), startApi(env, 1)]);
  }, 300_000);
  afterAll(async () => {
    for (const p of [a, b]) if (p && p.child.exitCode === null) p.child.kill('SIGTERM');
    await Promise.all([a?.exited, b?.exited]);
    await s3?.close();
    await testDb?.drop();
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

    const other = await login(a.base, 'demo2@club.local');
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

  test('a logout through A refuses the token at B at once and ends its stream there', async () => {
    const token = await login(b.base, 'demo@club.local');
    expect((await call(b.base, token, '/api/cabinet/init')).status).toBe(200);
    const stream = await streamOn(b, token);
    await stream.counts(() => true, 15_000);
    const ended = new Promise<void>((resolve) => stream.res.on('close', resolve));
    expect((await call(a.base, token, '/api/cabinet/logout', { method: 'POST' })).status).toBe(200);
    expect((await call(b.base, token, '/api/cabinet/init')).status).toBe(401);
    await ended;
  });

  test("nginx from the README's example balances over both (skipped without nginx)", async () => {
    const nginx = spawnSync('sh', ['-c', 'command -v nginx']).stdout.toString().trim();
    if (!nginx) {
      console.info('nginx is not installed: the load balancer part is skipped');
      return;
    }
    const dir = mkdtempSync(path.join(tmpdir(), 'club-nginx-'));
    const port = await freePort();
    const example = readFileSync(path.join(SERVER_ROOT, '..', 'docs', 'nginx-club.conf'), 'utf8');
    // the example as it stands, pointed at the two processes and a loopback port
    const conf = example
      .replace(
        /(upstream club_api \{)[^}]*\}/,
        `$1\n  server 127.0.0.1:${a.port};\n  server 127.0.0.1:${b.port};\n}`,
      )
      .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
      .replace(/root \/srv\/club\/shell;/, `root ${dir};`);
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\naccess_log off;\n` +
        `client_body_temp_path ${dir};\nproxy_temp_path ${dir};\n${conf}\n}\n`,
    );
    const server = spawn(nginx, [
      '-p',
      dir,
      '-c',
      path.join(dir, 'nginx.conf'),
      '-g',
      'daemon off;',
    ]);
    try {
      const base = `http://127.0.0.1:${port}`;
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
      const token = await login(base, 'demo2@club.local');
      // every request lands on either process and both know the session
      for (let i = 0; i < 6; i++)
        expect((await call(base, token, '/api/cabinet/init')).status).toBe(200);
      const stream = await streamOn({ port } as ApiProcess, token);
      await stream.counts(() => true, 15_000);
      stream.close();
    } finally {
      server.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    }
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
