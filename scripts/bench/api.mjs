// API under load: autocannon (200 connections on loopback, bounded in time) against the built API
// (server/dist/main.js) and, in the same run, against a bare Fastify route in a process of its own.
// Prints each route's figures beside the bare route's and the ratio, and one line per budget.
// The database is PGlite in a throwaway folder, or PostgreSQL when DATABASE_URL is set (bench.mjs
// runs that through server/scripts/with-postgres.mjs). BENCH_CPU_PROF=<dir> writes the API's CPU
// profile there (node --cpu-prof), to see where the time goes; BENCH_API_ROUTE=init (or main,
// weeks) runs only that route, so the profile is that route's.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { API_MAIN, SERVER_DIR, apiEnv, untilApiAnswers } from './api-process.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const CONNECTIONS = 200;
const SECONDS = Number(process.env.BENCH_API_SECONDS || 8);
const WARMUP_SECONDS = Number(process.env.BENCH_API_WARMUP_SECONDS || 2);
const DEMO = { email: 'demo@club.local', password: 'demo12345' };

/** Budgets of issue 20: route / bare Fastify in one run, and p99 on PostgreSQL. */
export const API_BUDGET = {
  PGlite: { ratio: 0.08 },
  PostgreSQL: { ratio: 0.2, p99Ms: 100 },
};

function waitFor(child, text, what) {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes(text)) resolve();
    });
    child.on('exit', (code) => reject(new Error(`${what} exited ${code}: ${out.slice(-500)}`)));
  });
}

function stopper(child, cleanup = () => undefined) {
  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.on('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    cleanup();
  };
}

async function startApi(port) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'club-bench-api-'));
  const profDir = process.env.BENCH_CPU_PROF;
  const child = spawn(
    process.execPath,
    [...(profDir ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(profDir)] : []), API_MAIN],
    { cwd: SERVER_DIR, env: apiEnv(port, dataDir), stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const stop = stopper(child, () => rmSync(dataDir, { recursive: true, force: true }));
  try {
    await untilApiAnswers(child, port);
  } catch (e) {
    await stop();
    throw e;
  }
  return stop;
}

async function startBare(port) {
  const child = spawn(process.execPath, [path.join(here, 'bare-server.mjs')], {
    env: { ...process.env, BARE_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await waitFor(child, 'ready', 'the bare Fastify server');
  return stopper(child);
}

async function login(base) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const token = res.headers.get('x-auth-token');
  if (!token) throw new Error(`login failed: ${res.status}`);
  return token;
}

/** The member's first activated course (the course page a member opens from home). */
async function activatedPack(base, token) {
  const res = await fetch(`${base}/api/courses/main`, { headers: { 'x-auth-token': token } });
  const cards = ((await res.json()).result?.categories ?? []).flatMap((c) =>
    c.blocks.flatMap((b) => b.courses),
  );
  const card = cards.find((c) => c.status === 'ACTIVATED');
  if (!card) throw new Error('no activated course in the seed');
  return card.user_pack_id;
}

async function cannon(url, headers, duration) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  // requests still queued in the server when the run stops would slow the next run: one more
  // request answers only after they are done
  await fetch(url, { headers }).then((r) => r.arrayBuffer());
  return result;
}

const fmt = (r) =>
  `${r.requests.average.toFixed(0).padStart(6)} req/s  p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(4)} ms` +
  `  (${r.requests.total} requests, ${r.non2xx} non-2xx, ${r.errors} errors)`;

/**
 * Runs the routes under load against the API on `label`'s database; returns the budget lines that
 * failed (the caller prints its own summary).
 */
export async function apiLoadFigures({ label, port }) {
  const failures = [];
  const budget = API_BUDGET[label];
  const stopApi = await startApi(port);
  const stopBare = await startBare(port + 1);
  try {
    const base = `http://127.0.0.1:${port}`;
    const token = await login(base);
    const pack = await activatedPack(base, token);
    const headers = { 'x-auth-token': token };
    // BENCH_API_ROUTE=<part of a path> measures only the matching routes (a CPU profile of one)
    const only = process.env.BENCH_API_ROUTE;
    const routes = ['/api/cabinet/init', '/api/v2/main/index', `/api/courses/weeks/${pack}`].filter(
      (r) => !only || r.includes(only),
    );
    const bareUrl = `http://127.0.0.1:${port + 1}/bare`;

    // warm both up (JIT, connection pools, caches) without counting it
    for (const url of [bareUrl, ...routes.map((r) => base + r)])
      await cannon(url, headers, WARMUP_SECONDS);
    // the bare route before and after the API routes, averaged: the machine's load moves
    const bareBefore = await cannon(bareUrl, {}, SECONDS);
    const measured = [];
    for (const route of routes)
      measured.push([route, await cannon(base + route, headers, SECONDS)]);
    const bareAfter = await cannon(bareUrl, {}, SECONDS);
    const bare = (bareBefore.requests.average + bareAfter.requests.average) / 2;

    // on PostgreSQL the API runs its default worker processes (API_WORKERS, one per core), which
    // share the cores with autocannon here: say how many, the figures depend on it
    const workers =
      label === 'PostgreSQL'
        ? `, ${Math.max(1, Number(process.env.API_WORKERS) || os.availableParallelism())} API workers on ${os.availableParallelism()} cores`
        : '';
    console.log(
      `\nAPI under load on ${label} (autocannon, ${CONNECTIONS} connections, ${SECONDS} s each, loopback${workers}):`,
    );
    console.log(`  bare Fastify route (before)  ${fmt(bareBefore)}`);
    console.log(`  bare Fastify route (after)   ${fmt(bareAfter)}`);
    const lines = [];
    for (const [route, r] of measured) {
      const ratio = r.requests.average / bare;
      console.log(`  ${route.padEnd(28)} ${fmt(r)}  = ${ratio.toFixed(3)}x bare`);
      const bad = r.non2xx > 0 || r.errors > 0;
      lines.push(
        `${label} ${route}: ${ratio.toFixed(3)}x bare (budget ≥${budget.ratio}x) ${ratio >= budget.ratio && !bad ? 'under budget' : 'OVER BUDGET'}`,
      );
      if (ratio < budget.ratio || bad)
        failures.push(
          `${label} ${route} ${ratio.toFixed(3)}x bare${bad ? ', failed requests' : ''}`,
        );
      if (budget.p99Ms !== undefined) {
        const p99 = r.latency.p99;
        lines.push(
          `${label} ${route}: p99 ${p99} ms (budget <${budget.p99Ms} ms) ${p99 < budget.p99Ms ? 'under budget' : 'OVER BUDGET'}`,
        );
        if (p99 >= budget.p99Ms) failures.push(`${label} ${route} p99 ${p99} ms`);
      }
    }
    console.log('  Budgets:');
    for (const line of lines) console.log(`    ${line}`);
  } finally {
    await stopBare();
    await stopApi();
  }
  return failures;
}
