#!/usr/bin/env node
// `pnpm start`: build every app for production, then run the API (serving the shell on the same
// origin) and each remote from its own origin, as independently deployed apps would be.
// Env: PORT (shell + API, 3000; remotes take PORT+1..PORT+6), TRACKING_PORT (8084), DATA_DIR
// (./.data), DATABASE_URL (PostgreSQL instead of the embedded PGlite), PUBLIC_HOST (localhost),
// SKIP_BUILD=1 to reuse existing builds, RESET_DATA=1 to start from a fresh embedded database,
// PRODUCTION_HOST + TESTER_EMAILS to close the tester console to all but staff on that host,
// TRUST_PROXY (the load balancers in front: their X-Forwarded-For names the client; unset, the
// connection's address). Every other variable of the API passes through to it as it is.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root, presentRemotes, ports } from './apps.mjs';

const env = process.env;
const p = ports(env);
const host = env.PUBLIC_HOST || 'localhost';
const dataDir = path.resolve(root, env.DATA_DIR || '.data');
const shellDist = path.join(root, 'shell', 'dist');
const serverDist = path.join(root, 'server', 'dist');
if (env.RESET_DATA === '1' && !env.DATABASE_URL) rmSync(dataDir, { recursive: true, force: true });

if (env.SKIP_BUILD !== '1' || !existsSync(path.join(shellDist, 'index.html'))) {
  console.log('Сборка приложений (production)…');
  const r = spawnSync('pnpm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// The runtime manifest: where each deployed remote lives. Editing this file (or pointing it at
// another origin) moves a remote without rebuilding the shell. Written per run into the data
// folder (served instead of the built one), so two runs on other ports never clobber each other.
const runtimeDir = path.join(dataDir, 'shell-runtime');
mkdirSync(runtimeDir, { recursive: true });
const deployed = presentRemotes().filter((r) =>
  existsSync(path.join(root, r.dir, 'dist', 'mf-manifest.json')),
);
const remotesJson = Object.fromEntries(
  deployed.map((r) => [r.name, `http://${host}:${p.remote(r)}/mf-manifest.json`]),
);
writeFileSync(path.join(runtimeDir, 'remotes.json'), JSON.stringify(remotesJson, null, 2) + '\n');
// PRODUCTION_HOST / TESTER_EMAILS: the tester console is for staff only on that host (the API
// reads the same variables and answers 403 to anyone else).
const testerEmails = (env.TESTER_EMAILS || '').split(/[\s,;]+/).filter(Boolean);
writeFileSync(
  path.join(runtimeDir, 'config.json'),
  JSON.stringify(
    {
      trackingUrl: `http://${host}:${p.tracking}/event`,
      ...(env.PRODUCTION_HOST ? { productionHost: env.PRODUCTION_HOST.trim(), testerEmails } : {}),
    },
    null,
    2,
  ) + '\n',
);

const children = [];
function run(name, args, extraEnv) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} остановился (${signal ?? code}); останавливаю остальные.`);
      stop(code || 1);
    }
  });
  children.push(child);
}

run('API', [path.join(serverDist, 'main.js')], {
  PORT: String(p.shell),
  TRACKING_PORT: String(p.tracking),
  DATA_DIR: dataDir,
  SHELL_DIST: shellDist,
  SHELL_RUNTIME_DIR: runtimeDir,
});
for (const r of deployed) {
  run(r.dir, [
    path.join(serverDist, 'remote-host.js'),
    '--dir',
    path.join(root, r.dir, 'dist'),
    '--port',
    String(p.remote(r)),
  ]);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

// The first start migrates and seeds the database (photos included): give a busy machine time.
const START_TIMEOUT_MS = Number(env.START_TIMEOUT_MS || 180_000);
async function waitFor(url, timeoutMs = START_TIMEOUT_MS) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return true;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

const urls = [
  `http://127.0.0.1:${p.shell}/remotes.json`,
  ...deployed.map((r) => `http://127.0.0.1:${p.remote(r)}/mf-manifest.json`),
];
const ok = (await Promise.all(urls.map((u) => waitFor(u)))).every(Boolean);
if (!ok) {
  console.error('Не все службы запустились вовремя.');
  stop(1);
} else {
  console.log('');
  console.log(`Клуб запущен: http://${host}:${p.shell}`);
  console.log(
    'Демо-вход: demo@club.local / demo12345 (второй участник: demo2@club.local / demo12345)',
  );
  console.log(
    'Сотрудники (/staff/): admin@club.local / admin12345; coach@, coach2@, dietitian@, psychologist@, moderator@club.local / staff12345',
  );
  console.log(
    `Ремоуты: ${deployed.map((r) => `${r.dir} :${p.remote(r)}`).join(', ')}; трекинг :${p.tracking}; база: ${env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite в ${dataDir}`}`,
  );
}
