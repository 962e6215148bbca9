#!/usr/bin/env node
// One remote alone, for its team: `pnpm --filter @club/mf-nutrition dev` runs this in the remote's
// folder. It starts the remote's webpack dev server (hot reload; the shared dev harness stands in
// for the shell) and, unless one already answers, the API with reload and demo data on the
// embedded database (PGlite in DATA_DIR, ./.data by default, seeded on first start).
// Env: API_URL (use that API instead, e.g. a shared staging one; nothing local is started),
// API_PORT (4000), DEV_PORT (the remote's own port), DATA_DIR, TRACKING_PORT (8084).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { remotes, root } from './apps.mjs';

const env = process.env;
const dir = path.basename(process.cwd());
const remote = remotes.find((r) => r.dir === dir);
if (!remote) {
  console.error(
    `dev-remote: run it in a remote's folder (${remotes.map((r) => r.dir).join(', ')})`,
  );
  process.exit(2);
}
const devPort = Number(env.DEV_PORT || 3000 + remote.offset);
const apiPort = Number(env.API_PORT || 4000);
const apiUrl = env.API_URL || `http://localhost:${apiPort}`;

async function answers(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return res.status < 500;
  } catch {
    return false;
  }
}

const children = [];
function run(name, cmd, args, opts) {
  const child = spawn(cmd, args, { stdio: 'inherit', ...opts });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} остановился (${signal ?? code}).`);
      stop(code || 1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
process.on('exit', () => children.forEach((c) => c.exitCode === null && c.kill('SIGTERM')));

// The tools themselves, not through pnpm/sh wrappers: a stop signal reaches them directly.
const serverDir = path.join(root, 'server');
const tsxCli = createRequire(path.join(serverDir, 'package.json')).resolve('tsx/cli');
const webpackCli = createRequire(path.join(process.cwd(), 'package.json')).resolve(
  'webpack-cli/bin/cli.js',
);

const initUrl = `${apiUrl}/api/cabinet/init`;
let startedApi = false;
if (!env.API_URL && !(await answers(initUrl))) {
  startedApi = true;
  run('API', process.execPath, [tsxCli, 'watch', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...env,
      PORT: String(apiPort),
      DATA_DIR: path.resolve(root, env.DATA_DIR || '.data'),
    },
  });
}
run(dir, process.execPath, [webpackCli, 'serve', '--mode', 'development'], {
  cwd: process.cwd(),
  env: { ...env, API_URL: apiUrl, DEV_PORT: String(devPort) },
});

// The first start migrates and seeds the embedded database (photos included): minutes on a busy machine.
const until = Date.now() + Number(env.START_TIMEOUT_MS || 300_000);
while (!(await answers(initUrl))) {
  if (Date.now() > until) {
    console.error(`API ${apiUrl} не ответил вовремя.`);
    stop(1);
    break;
  }
  await new Promise((r) => setTimeout(r, 500));
}
if (!stopping) {
  console.log('');
  console.log(`Стенд ${dir}: http://localhost:${devPort}/`);
  console.log(
    `API: ${apiUrl} (${env.API_URL ? 'API_URL' : startedApi ? 'запущен здесь, демо-данные' : 'уже был запущен'})`,
  );
  console.log('Демо-вход: demo@club.local / demo12345');
}
