// Test helpers of the backups: the real API and the real backup command as child processes (the
// production entries through tsx), the way a club runs them.
import { spawn, type ChildProcess } from 'node:child_process';
import { SERVER_ROOT } from '../test/helpers';

export interface Server {
  proc: ChildProcess;
  /** http://127.0.0.1:<port> of the API */
  base: string;
  output(): string;
  stop(): Promise<void>;
}

/** The environment of a child: the embedded database unless DATABASE_URL is given in `env`. */
function childEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = { ...process.env, ...env };
  if (!('DATABASE_URL' in env)) delete out.DATABASE_URL;
  return out;
}

/** src/main.ts on a data folder, on free ports; resolves once the API listens. */
export async function startServer(dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<Server> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env: childEnv({
      DATA_DIR: dataDir,
      PORT: '0',
      TRACKING_PORT: '0',
      LOG_LEVEL: 'info',
      API_WORKERS: '1',
      ...env,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  const base = await new Promise<string>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      out += chunk.toString();
      // the API listens first, then the tracking service, then (embedded database) the backup
      // control channel
      const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      const ready = env.DATABASE_URL
        ? (out.match(/Server listening at/g) ?? []).length >= 2
        : out.includes('backup control channel listening');
      if (m && ready) resolve(m[1]);
    };
    proc.stdout?.on('data', collect);
    proc.stderr?.on('data', collect);
    proc.once('exit', (code) => reject(new Error(`server exited (${code}):\n${out}`)));
  });
  return {
    proc,
    base,
    output: () => out,
    async stop() {
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      proc.kill('SIGTERM');
      await exited;
    },
  };
}

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `src/backup.ts <args>` with the given environment. */
export function backupCommand(args: string[], env: NodeJS.ProcessEnv = {}) {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/backup.ts', ...args], {
    cwd: SERVER_ROOT,
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  proc.stdout?.on('data', (c: Buffer) => (stdout += c.toString()));
  proc.stderr?.on('data', (c: Buffer) => (stderr += c.toString()));
  const done = new Promise<CliRun>((resolve) =>
    proc.once('exit', (code) => resolve({ code, stdout, stderr })),
  );
  return { proc, done };
}

/** Signs in through the API; the token. */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const token = res.headers.get('x-auth-token');
  if (res.status !== 200 || !token) throw new Error(`sign-in failed: ${res.status}`);
  return token;
}

/** A member's GET through the API: the envelope's result. */
export async function getResult(url: string, token: string): Promise<Record<string, unknown>> {
  const res = await fetch(url, { headers: { 'x-auth-token': token } });
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return ((await res.json()) as { result: Record<string, unknown> }).result;
}
