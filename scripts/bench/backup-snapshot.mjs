// How long members' calls wait while the backup takes the embedded database's snapshot
// (`pnpm bench --backup-snapshot` alone; part of `pnpm bench`). The built API (server/dist/main.js)
// on a throwaway PGlite folder with the demo seed; members' calls keep going (sequential probes:
// the cabinet, the chat list, the dynamics reports) while `server/dist/backup.js` makes archives,
// first with nothing else running, then with the API kept busy by BENCH_SNAPSHOT_LOAD connections
// of other calls (a club's morning). The snapshot holds PGlite's transaction lock (CHECKPOINT, then
// the folder read in one synchronous pass), so every call that needs the database waits for it,
// and on a busy API also for the queue that built up meanwhile. Printed: the pause the API
// reports (the manifest's pauseMs), the longest call during each backup, and the calls before it.
// BENCH_SNAPSHOT_RUNS (3) backups per case.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { root } from '../apps.mjs';
import { API_MAIN, SERVER_DIR, apiEnv, untilApiAnswers } from './api-process.mjs';

const BACKUP_MAIN = path.join(root, 'server', 'dist', 'backup.js');
const RUNS = Number(process.env.BENCH_SNAPSHOT_RUNS || 3);
const LOAD = Number(process.env.BENCH_SNAPSHOT_LOAD || 32);
const PROBES = 4;
const DEMO = { email: 'demo@club.local', password: 'demo12345' };
const PROBE_PATHS = ['/api/cabinet/init', '/api/chat/', '/api/dynamics/list?sort=desc&page=1'];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const quantile = (values, q) => {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

function folderBytes(dir) {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? folderBytes(full) : entry.isFile() ? statSync(full).size : 0;
  }
  return total;
}

/** Sequential calls from PROBES members' tabs until stopped: each call's start and duration. */
function probe(base, token) {
  const calls = [];
  let running = true;
  const loops = Array.from({ length: PROBES }, async (_, i) => {
    for (let n = i; running; n++) {
      const url = `${base}${PROBE_PATHS[n % PROBE_PATHS.length]}`;
      const start = performance.now();
      let status = 0;
      try {
        const res = await fetch(url, { headers: { 'x-auth-token': token } });
        await res.arrayBuffer();
        status = res.status;
      } catch {
        status = -1;
      }
      calls.push({ start, ms: performance.now() - start, status });
      await sleep(20);
    }
  });
  return {
    calls,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** One archive by the backup command; its wall time and the pause the API reported. */
function runBackup(dataDir, backupDir) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BACKUP_MAIN, '--keep', '1'], {
      cwd: SERVER_DIR,
      env: { ...process.env, DATA_DIR: dataDir, BACKUP_DIR: backupDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => {
      const pause = /запросы ждали (\d+) мс/.exec(out);
      if (code !== 0 || !pause) reject(new Error(`backup exited ${code}: ${out.slice(-600)}`));
      else resolve(Number(pause[1]));
    });
  });
}

async function oneCase(label, { base, token, dataDir, backupDir, load }) {
  const busy =
    load > 0
      ? autocannon({
          url: `${base}/api/cabinet/init`,
          connections: load,
          duration: 3600,
          headers: { 'x-auth-token': token },
        })
      : null;
  const pauses = [];
  const longest = [];
  const before = [];
  let failed = 0;
  try {
    for (let run = 0; run < RUNS; run++) {
      const calls = probe(base, token);
      await sleep(3000);
      const started = performance.now();
      const pauseMs = await runBackup(dataDir, backupDir);
      const ended = performance.now();
      await sleep(1000);
      await calls.stop();
      pauses.push(pauseMs);
      before.push(...calls.calls.filter((c) => c.start < started).map((c) => c.ms));
      const during = calls.calls.filter((c) => c.start >= started && c.start <= ended);
      longest.push(Math.max(0, ...during.map((c) => c.ms)));
      failed += calls.calls.filter((c) => c.status !== 200).length;
    }
  } finally {
    if (busy) {
      busy.stop();
      await sleep(500);
    }
  }
  const worst = Math.max(...longest);
  console.log(
    `  ${label}: the API held its queries ${pauses.map((p) => `${p} ms`).join(', ')}; ` +
      `longest member's call during the backup ${longest.map(seconds).join(', ')} ` +
      `(before it: p50 ${quantile(before, 0.5).toFixed(0)} ms, p99 ${quantile(before, 0.99).toFixed(0)} ms); ` +
      `${failed} failed calls`,
  );
  return { worst, failed, pauses };
}

/** Prints the figures; pushes a failure when a call failed during a backup. */
export async function backupSnapshotFigures({ port, failures }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'club-bench-snap-'));
  const backupDir = `${dataDir}-backups`;
  const child = spawn(process.execPath, [API_MAIN], {
    cwd: SERVER_DIR,
    env: apiEnv(port, dataDir, { LOG_LEVEL: 'warn' }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await untilApiAnswers(child, port);
    const base = `http://127.0.0.1:${port}`;
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
    });
    const token = res.headers.get('x-auth-token');
    if (!token) throw new Error(`login failed: ${res.status}`);
    // the control channel listens once the API does
    for (let i = 0; i < 50 && !readdirSync(dataDir).includes('pglite.sock'); i++) await sleep(200);
    const mb = (folderBytes(path.join(dataDir, 'pglite')) / 1024 / 1024).toFixed(0);
    console.log(
      `\nMembers' calls while a backup takes the embedded database's snapshot (PGlite, ${mb} MB folder, ` +
        `${os.availableParallelism()} cores, load average ${os.loadavg()[0].toFixed(1)} at the start, ${RUNS} backups each; ` +
        `${PROBES} members' tabs calling ${PROBE_PATHS.join(', ')}):`,
    );
    const ctx = { base, token, dataDir, backupDir };
    const idle = await oneCase('nothing else running', { ...ctx, load: 0 });
    const busy = await oneCase(`busy API (${LOAD} more connections on /api/cabinet/init)`, {
      ...ctx,
      load: LOAD,
    });
    console.log(
      `  => a member's call may wait up to ${seconds(idle.worst)} while a backup runs on a quiet API, ` +
        `${seconds(busy.worst)} on a busy one (the held queries plus the queue behind them)`,
    );
    if (idle.failed + busy.failed > 0)
      failures.push(`${idle.failed + busy.failed} calls failed during a backup`);
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.on('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(backupDir, { recursive: true, force: true });
  }
}
