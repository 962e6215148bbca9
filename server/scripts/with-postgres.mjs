#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL 15 cluster:
//   node scripts/with-postgres.mjs <cmd...>
// initdb in a temp folder, pg_ctl start on a free loopback port, run <cmd> with DATABASE_URL set,
// then always stop the cluster and remove the folder (also on failure and on signals).
// As root (initdb refuses root) the cluster runs as the `postgres` user through runuser.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const cmd = process.argv.slice(2);
if (cmd.length === 0) {
  console.error('usage: with-postgres.mjs <cmd...>');
  process.exit(2);
}

const PG_BIN_DIRS = ['/usr/lib/postgresql/15/bin', '/usr/local/bin', '/usr/bin'];
function pgBin(name) {
  for (const dir of PG_BIN_DIRS) {
    const p = path.join(dir, name);
    if (existsSync(p)) return p;
  }
  return name; // from PATH
}

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
function pgRun(bin, args, opts = {}) {
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  return execFileSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], ...opts });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const base = mkdtempSync(path.join(os.tmpdir(), 'club-pg-'));
const dataDir = path.join(base, 'data');
const logFile = path.join(base, 'server.log');
let started = false;
let cleaned = false;

function cleanup() {
  if (cleaned) return;
  cleaned = true;
  if (started) {
    try {
      pgRun(pgBin('pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // already stopped
    }
  }
  rmSync(base, { recursive: true, force: true });
}

let child;
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    if (child && child.exitCode === null) child.kill(sig);
    cleanup();
    process.exit(128 + (os.constants.signals[sig] ?? 1));
  });
}
process.on('exit', cleanup);

try {
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(base, uid, gid);
  }
  const pwFile = path.join(base, 'pw');
  writeFileSync(pwFile, 'club\n');
  if (asRoot)
    chownSync(pwFile, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0);
  pgRun(pgBin('initdb'), [
    '-D',
    dataDir,
    '-U',
    'club',
    '--pwfile',
    pwFile,
    '-A',
    'scram-sha-256',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  const port = await freePort();
  const opts = [
    `-c listen_addresses=127.0.0.1`,
    `-c port=${port}`,
    `-c unix_socket_directories=${base}`,
    `-c fsync=off`,
    `-c synchronous_commit=off`,
    `-c full_page_writes=off`,
    `-c max_connections=200`,
  ].join(' ');
  pgRun(pgBin('pg_ctl'), ['-D', dataDir, '-l', logFile, '-o', opts, '-w', '-t', '60', 'start']);
  started = true;
  const url = `postgres://club:club@127.0.0.1:${port}/postgres`;
  console.log(`[with-postgres] PostgreSQL on 127.0.0.1:${port}`);

  child = spawn(cmd.join(' '), {
    stdio: 'inherit',
    shell: true,
    env: {
      ...process.env,
      DATABASE_URL: url,
      PATH: `${path.resolve(import.meta.dirname, '..', 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
    },
  });
  const code = await new Promise((resolve) => {
    child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
  cleanup();
  process.exit(code);
} catch (err) {
  console.error('[with-postgres] failed:', err.stderr?.toString() || err.message);
  if (existsSync(logFile))
    console.error(spawnSync('tail', ['-n', '30', logFile]).stdout?.toString());
  cleanup();
  process.exit(1);
}
