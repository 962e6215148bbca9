// Test helpers for several API processes on this machine: an API process (`node src/main.ts`)
// on a loopback port of its own or a given one (a restart takes its predecessor's), and nginx in
// front with the README's example balancer config (docs/nginx-club.conf) as written: only the
// upstreams' addresses, the listening port and the shell's folder are this machine's.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_ROOT } from './helpers';

export const NGINX_CONF = path.join(SERVER_ROOT, '..', 'docs', 'nginx-club.conf');

/** nginx's binary, '' when it is not installed (Debian's is in /usr/sbin, off a user's PATH) */
export const nginxBinary =
  spawnSync('sh', ['-c', 'command -v nginx || true'], { encoding: 'utf8' }).stdout.trim() ||
  (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : '');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface ApiProcess {
  base: string;
  port: number;
  trackingPort: number;
  child: ChildProcess;
  output: () => string;
  /** the exit code (null: killed by a signal) */
  exited: Promise<number | null>;
}

/**
 * Starts `node src/main.ts` with `env` on the given ports (free ones by default) and resolves
 * once `/readyz` answers 200.
 */
export async function startApi(
  env: Record<string, string>,
  ports: { port?: number; trackingPort?: number } = {},
): Promise<ApiProcess> {
  const port = ports.port ?? (await freePort());
  const trackingPort = ports.trackingPort ?? (await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'club-api-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      API_WORKERS: '1',
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      TRACKING_PORT: String(trackingPort),
      DATA_DIR: dataDir,
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
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API on ${port} exited:\n${out}`);
    const status = await fetch(`${base}/readyz`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`API on ${port} did not start:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { base, port, trackingPort, child, output: () => out, exited };
}

export interface Balancer {
  base: string;
  /** nginx's access log: `msec method uri status upstream_addr upstream_status token` a line */
  accessLog(): string[];
  errorLog(): string;
  close(): Promise<void>;
}

/**
 * nginx with docs/nginx-club.conf in front of `apis` (the example's first server line of each
 * upstream becomes apis[0], the second apis[1]; their parameters stay as written).
 */
export async function startBalancer(
  apis: { port: number; trackingPort: number }[],
  opts: { shellDist?: string; address?: string } = {},
): Promise<Balancer> {
  if (!nginxBinary) throw new Error('nginx is not installed');
  const address = opts.address ?? '127.0.0.1';
  const dir = mkdtempSync(path.join(tmpdir(), 'club-nginx-'));
  const port = await freePort();
  const upstream = (name: string, key: 'port' | 'trackingPort', text: string) =>
    text.replace(new RegExp(`upstream ${name} \\{[^}]*\\}`), (block) => {
      let i = 0;
      return block.replace(/(\n\s*server )\S+?(:\d+)?([ ;])/g, (_m, head: string, _p, tail) => {
        const api = apis[i++];
        if (!api) throw new Error(`more servers in ${name} than API processes`);
        return `${head}${address}:${api[key]}${tail}`;
      });
    });
  let conf = readFileSync(NGINX_CONF, 'utf8');
  conf = upstream('club_api', 'port', conf);
  conf = upstream('club_tracking', 'trackingPort', conf);
  conf = conf.replace(/listen 80;/, `listen ${address}:${port};`);
  if (opts.shellDist) conf = conf.replace(/root \/srv\/club\/shell;/, `root ${opts.shellDist};`);
  // the types of a packaged nginx's own http block (without them scripts are text/plain)
  const confPath = /--conf-path=(\S+)/.exec(
    spawnSync(nginxBinary, ['-V'], { encoding: 'utf8' }).stderr,
  )?.[1];
  const mimeTypes = confPath && path.join(path.dirname(confPath), 'mime.types');
  const accessLog = path.join(dir, 'access.log');
  const errorLog = path.join(dir, 'error.log');
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `pid ${dir}/nginx.pid;\nerror_log ${errorLog};\nevents {}\nhttp {\n` +
      (mimeTypes && existsSync(mimeTypes) ? `include ${mimeTypes};\n` : '') +
      `log_format club '$msec $request_method $uri $status "$upstream_addr" ` +
      `"$upstream_status" $http_x_auth_token';\n` +
      `access_log ${accessLog} club;\n` +
      `client_body_temp_path ${dir};\nproxy_temp_path ${dir};\n${conf}\n}\n`,
  );
  const nginx = spawn(
    nginxBinary,
    ['-p', dir, '-e', errorLog, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  nginx.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<void>((resolve) => nginx.on('exit', () => resolve()));
  const base = `http://${address}:${port}`;
  for (let i = 0; ; i++) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    const up = await fetch(`${base}/livez`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (i === 100) throw new Error(`nginx did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '');
  return {
    base,
    accessLog: () => read(accessLog).split('\n').filter(Boolean),
    errorLog: () => read(errorLog),
    close: async () => {
      if (nginx.exitCode === null) nginx.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
