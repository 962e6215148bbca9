#!/usr/bin/env node
// `pnpm bench`: figures from the production build, printed (budgets are checked here, not in
// timed tests). Browser figures come from headless Chromium on localhost; API figures from
// autocannon on loopback (bounded: 200 connections for a fixed number of seconds), on PGlite and
// on a throwaway PostgreSQL cluster (with 1 and 2 API workers; plus the photo upload path on the
// local folder and on a loopback S3 bucket: bench/storage-cluster.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { root, remotes, ports } from './apps.mjs';
import { communityProgressFigures } from './bench/community-progress.mjs';
import { communityMessagingFigures } from './bench/community-messaging.mjs';
import { clusterAndStorageFigures } from './bench/storage-cluster.mjs';
import { offlineFigures } from './bench/offline.mjs';
import {
  FIRST_LOAD_BUDGET,
  firstLoadFigures,
  msRunsText,
  medianRun,
  memberCookie,
} from './bench/first-load.mjs';
import { a11yFigures } from './bench/a11y.mjs';
import { apiLoadFigures } from './bench/api.mjs';
import { staffFirstLoadFigures } from './bench/staff.mjs';
import { staffScaleFigures } from './bench/staff-scale.mjs';
import { rushFigures } from './bench/rush.mjs';
import { backupSnapshotFigures } from './bench/backup-snapshot.mjs';

const BENCH_PORT = Number(process.env.BENCH_PORT || 3300);
const DEMO = { email: 'demo@club.local', password: 'demo12345' };
const BUDGET = { lcpMs: 1500, tickToPaintMs: 50 };
const TICKS = Number(process.env.BENCH_TICKS || 60);
const API_SECONDS = Number(process.env.BENCH_API_SECONDS || 8);
const SINGLETONS = ['react', 'react-dom', 'react-router-dom', '@club/shared/core'];
// rxjs is bundled inside the @club/shared singletons (shared/src/rx.ts), not shared on its own:
// count the loaded files that carry its Subject code instead.
const RXJS_SIGNATURE = 'object unsubscribed';
const failures = [];

function ensureBuild(serverOnly = false) {
  const server = existsSync(path.join(root, 'server', 'dist', 'main.js'));
  // the server's build takes a second: always the code as it is now, never figures of an older
  // build left in dist/ (the apps' builds take minutes, so those are built only when missing)
  if (server && !serverOnly && existsSync(path.join(root, 'shell', 'dist', 'index.html'))) return;
  // the API figures need the server alone: building every app would cost minutes for nothing
  const r = serverOnly
    ? spawnSync('pnpm', ['--filter', '@club/server', 'build'], { cwd: root, stdio: 'inherit' })
    : spawnSync('pnpm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(1);
}

async function startApp(port, extraEnv = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'club-bench-'));
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      SKIP_BUILD: '1',
      PORT: String(port),
      TRACKING_PORT: String(port + 84),
      DATA_DIR: dataDir,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('Клуб запущен')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`start.mjs exited ${code}`)));
  });
  return {
    stop: async () => {
      // (a start that already ended, e.g. a port taken, has nothing left to wait for)
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.on('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
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

const kb = (n) => (n / 1024).toFixed(1);

function launchBrowser() {
  return chromium.launch({
    executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A signed-in page that records every JavaScript file it receives (gzip size, bytes on the wire). */
async function signedInPage(browser, token) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript((t) => window.localStorage.setItem('club.token', t), token);
  // a signed-in browser carries the member cookie: the server sends the app's page at once
  await context.addCookies([memberCookie(`http://localhost:${BENCH_PORT}`)]);
  const page = await context.newPage();
  const js = [];
  const css = [];
  page.on('response', async (res) => {
    const url = res.url();
    const type = res.headers()['content-type'] || '';
    if (type.includes('text/css')) {
      const body = await res.body().catch(() => null);
      if (body) css.push({ url, gzip: gzipSync(body).length });
      return;
    }
    if (!url.endsWith('.js') && !type.includes('javascript')) return;
    try {
      const body = await res.body();
      const sizes = await res.request().sizes();
      js.push({
        wire: sizes.responseBodySize,
        url,
        raw: body.length,
        gzip: gzipSync(body).length,
        rxjs: body.includes(RXJS_SIGNATURE),
      });
    } catch {
      /* redirects have no body */
    }
  });
  return { page, js, css };
}

// Cold loads of home; the bench reports their LCP median (the first also meets a server just started)
const HOME_RUNS = Number(process.env.BENCH_HOME_RUNS || 3);

/** One cold signed-in load of home: its JavaScript, its LCP and the share scope it ended with. */
async function homeLoad(browser, base, token) {
  const { page, js, css } = await signedInPage(browser, token);
  try {
    await page.addInitScript(() => {
      window.__lcp = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__lcp = e.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    // The realtime stream stays open, so "network idle" never comes: wait for the home page itself.
    await page.goto(base + '/', { waitUntil: 'load' });
    await page.getByRole('heading', { name: 'Главная' }).waitFor();
    await page.waitForTimeout(1500);
    const lcp = await page.evaluate(() => window.__lcp);
    const shared = await page.evaluate((names) => {
      // The federation runtime's share scope: which provider's copy of each library was loaded.
      const fed = window.__FEDERATION__;
      const out = {};
      for (const inst of fed?.__INSTANCES__ ?? []) {
        const scope = inst.shareScopeMap?.default ?? {};
        for (const name of names) {
          for (const [version, info] of Object.entries(scope[name] ?? {})) {
            const key = `${name}@${version}`;
            out[key] = out[key] || {
              from: info.from,
              loaded: Boolean(info.loaded || info.lib),
              providers: new Set(),
            };
            out[key].providers.add(info.from);
            out[key].loaded = out[key].loaded || Boolean(info.loaded || info.lib);
          }
        }
      }
      return Object.fromEntries(
        Object.entries(out).map(([k, v]) => [k, { ...v, providers: [...v.providers] }]),
      );
    }, SINGLETONS);
    return { js, css, lcp, shared };
  } finally {
    await page.context().close();
  }
}

/** Home's figures: the bytes and share scope of the first cold load, the LCP median of HOME_RUNS. */
async function browserFigures(base, token) {
  const browser = await launchBrowser();
  try {
    const loads = [];
    for (let i = 0; i < HOME_RUNS; i++) loads.push(await homeLoad(browser, base, token));
    return { ...loads[0], lcp: medianRun(loads, 'lcp').lcp, lcpRuns: loads.map((l) => l.lcp) };
  } finally {
    await browser.close();
  }
}

const runsLine = (lcpRuns) => `median of ${lcpRuns.length} cold loads: ${msRunsText(lcpRuns)}`;

async function apiJson(base, token, url) {
  const res = await fetch(base + url, { headers: { 'x-auth-token': token } });
  return (await res.json()).result;
}

/** The first workout of an activated course that has no result yet: /workout/{user_pack_id}/{day}. */
async function workoutPath(base, token) {
  const main = await apiJson(base, token, '/api/courses/main');
  const cards = (main?.categories ?? []).flatMap((c) => c.blocks.flatMap((b) => b.courses));
  for (const card of cards.filter((c) => c.status === 'ACTIVATED' && !c.contest)) {
    const course = await apiJson(base, token, `/api/courses/weeks/${card.user_pack_id}`);
    if (!course || course.demo_day) continue;
    const day = course.weeks.flatMap((w) => w.days).find((d) => !d.result);
    if (day) return `/workout/${card.user_pack_id}/${day.id}`;
  }
  throw new Error('no activated course with an undone workout in the seed');
}

/**
 * JavaScript a page adds beyond home: a cold signed-in load of home, then an in-app navigation
 * (history push, as a link does) to the page; counts the files fetched after home was ready.
 */
async function pageBeyondHome(browser, base, token, target, ready) {
  const { page, js } = await signedInPage(browser, token);
  await page.goto(base + '/', { waitUntil: 'load' });
  await page.getByRole('heading', { name: 'Главная' }).waitFor();
  await page.waitForTimeout(1500);
  const before = js.length;
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, target);
  await ready(page);
  await page.waitForTimeout(1000);
  const added = js.slice(before);
  return { page, gzip: added.reduce((n, f) => n + f.gzip, 0), files: added.length };
}

/**
 * Time from ticking a set to the next frame painted: click in the page, then wait for the next
 * animation frame plus a task (the frame has been produced by then). Ticks and unticks the first
 * set, TICKS times; median and p95.
 */
async function tickToPaint(page) {
  await page.getByRole('button', { name: 'Начать тренировку' }).click();
  await page.getByRole('checkbox').first().waitFor();
  const times = await page.evaluate(async (count) => {
    const out = [];
    for (let i = 0; i < count; i++) {
      const box = document.querySelector('[role="checkbox"]:not([aria-disabled="true"])');
      if (!box) break;
      const t0 = performance.now();
      box.click();
      await new Promise((resolve) =>
        requestAnimationFrame(() => {
          const ch = new MessageChannel();
          ch.port1.onmessage = resolve;
          ch.port2.postMessage(0);
        }),
      );
      out.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 30));
    }
    return out;
  }, TICKS);
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { count: times.length, median: at(0.5), p95: at(0.95) };
}

async function featurePageFigures(base, token) {
  const browser = await launchBrowser();
  try {
    console.log(
      '\nPages beyond home (cold home load, then in-app navigation; JS fetched after home):',
    );
    const workout = await pageBeyondHome(
      browser,
      base,
      token,
      await workoutPath(base, token),
      (p) => p.getByText('Сегодня тебя ждет').waitFor(),
    );
    console.log(
      `  workout page   ${String(workout.files).padStart(3)} files  ${kb(workout.gzip).padStart(7)} KB gzip`,
    );
    const nutrition = await pageBeyondHome(browser, base, token, '/nutrition/', (p) =>
      p.getByRole('heading', { name: 'Питание', level: 1 }).waitFor(),
    );
    const highcharts = await nutrition.page.evaluate(
      () => Boolean(window.Highcharts) || document.querySelector('.highcharts-container') !== null,
    );
    console.log(
      `  nutrition page ${String(nutrition.files).padStart(3)} files  ${kb(nutrition.gzip).padStart(7)} KB gzip  (Highcharts chart drawn: ${highcharts ? 'yes' : 'no'})`,
    );

    const tick = await tickToPaint(workout.page);
    console.log(
      `\nTicking a set to the next frame painted (headless Chromium, ${tick.count} ticks): median ${tick.median.toFixed(1)} ms, p95 ${tick.p95.toFixed(1)} ms (budget ${BUDGET.tickToPaintMs} ms median)`,
    );
    if (!(tick.count > 0) || tick.median > BUDGET.tickToPaintMs)
      failures.push(`tick to paint ${tick.median?.toFixed(1)} ms`);
  } finally {
    await browser.close();
  }
}

function appOf(url, port) {
  const u = new URL(url);
  const p = Number(u.port);
  if (p === port) return 'shell';
  const r = remotes.find((x) => port + x.offset === p);
  return r ? r.dir : u.host;
}

/**
 * The API figures on PostgreSQL: a throwaway cluster (with-postgres.mjs runs `--api-only`, or with
 * `loadOnly` `--api-load-only`: the routes under load without the worker and storage figures).
 */
function postgresApiFigures(loadOnly = false) {
  const pg = spawnSync(
    process.execPath,
    [
      path.join(root, 'server', 'scripts', 'with-postgres.mjs'),
      process.execPath,
      path.join(root, 'scripts', 'bench.mjs'),
      loadOnly ? '--api-load-only' : '--api-only',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (pg.status !== 0) failures.push('PostgreSQL API run over budget or failed');
}

/** The staff app at scale on a throwaway PostgreSQL cluster (with-postgres.mjs runs `--staff-scale-only`). */
function postgresStaffScale() {
  const pg = spawnSync(
    process.execPath,
    [
      path.join(root, 'server', 'scripts', 'with-postgres.mjs'),
      process.execPath,
      path.join(root, 'scripts', 'bench.mjs'),
      '--staff-scale-only',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (pg.status !== 0) failures.push('staff scale run on PostgreSQL over budget or failed');
}

/** The morning rush on a throwaway PostgreSQL cluster (with-postgres.mjs runs `--rush-only`). */
function postgresRush() {
  const pg = spawnSync(
    process.execPath,
    [
      path.join(root, 'server', 'scripts', 'with-postgres.mjs'),
      process.execPath,
      path.join(root, 'scripts', 'bench.mjs'),
      '--rush-only',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (pg.status !== 0) failures.push('morning rush on PostgreSQL over budget or failed');
}

/** `/api/cabinet/init` alone under 200 connections (the worker comparison uses it). */
async function apiFigures(base, token, label) {
  const result = await autocannon({
    url: `${base}/api/cabinet/init`,
    connections: 200,
    duration: API_SECONDS,
    headers: { 'x-auth-token': token },
  });
  const non2xx = result.non2xx;
  console.log(
    `  /api/cabinet/init on ${label}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms` +
      `, ${result.requests.total} requests, ${non2xx} non-2xx, ${result.errors} errors (200 connections, ${API_SECONDS} s)`,
  );
  return result.requests.average;
}

async function main() {
  const mode = process.argv[2];
  if (mode === '--analyze') {
    // every app built with webpack-bundle-analyzer: one HTML treemap per app (gzip sizes)
    const r = spawnSync('pnpm', ['run', 'build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ANALYZE: '1' },
    });
    console.log(`\nBundle analysis: ${path.join(root, '.bench', 'analyze')}/<app>.html`);
    process.exitCode = r.status ?? 1;
    return;
  }
  const apiMode = mode === '--api' || mode === '--api-only' || mode === '--api-load-only';
  const rushMode = mode === '--rush' || mode === '--rush-only';
  ensureBuild(
    mode === '--api' || mode === '--api-load-only' || rushMode || mode === '--backup-snapshot',
  );
  if (mode === '--backup-snapshot') {
    // `pnpm bench --backup-snapshot`: members' calls while a backup runs (bench/backup-snapshot.mjs)
    await backupSnapshotFigures({ port: BENCH_PORT + 70, failures });
    if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`);
    process.exitCode = failures.length ? 1 : 0;
    return;
  }
  if (mode === '--a11y') {
    // `pnpm bench --a11y`: only the accessibility table (the walk starts its own servers)
    a11yFigures({ port: BENCH_PORT + 20, failures });
    console.log(
      failures.length ? `\nFailed: ${failures.join('; ')}` : '\nNo serious or critical axe nodes.',
    );
    process.exitCode = failures.length ? 1 : 0;
    return;
  }
  const remoteOrigins = remotes.map(
    (r) => `http://localhost:${ports({ PORT: BENCH_PORT }).remote(r)}`,
  );
  if (mode === '--first-load') {
    const app = await startApp(BENCH_PORT);
    const base = `http://localhost:${BENCH_PORT}`;
    try {
      const token = await login(base);
      // home's bytes and its LCP on localhost, as the full run measures them
      const { js, lcp, lcpRuns } = await browserFigures(base, token);
      console.log(
        `\nHome on localhost (1280x800, signed in): LCP ${lcp.toFixed(0)} ms, ${runsLine(lcpRuns)}`,
      );
      await firstLoadFigures({
        base,
        token,
        launchBrowser,
        kb,
        failures,
        remoteOrigins,
        homeJs: js.reduce((s, f) => s + f.gzip, 0),
        homeLcp: lcp,
      });
    } finally {
      await app.stop();
    }
    console.log(failures.length ? `\nOver budget: ${failures.join('; ')}` : '\nAll within budget.');
    process.exitCode = failures.length ? 1 : 0;
    return;
  }
  if (apiMode) {
    // The API under load beside a bare Fastify route (issue 20's budgets). `--api`: PGlite here,
    // then PostgreSQL through with-postgres.mjs, which runs `--api-only` (DATABASE_URL points at a
    // throwaway cluster).
    const label = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    failures.push(...(await apiLoadFigures({ label, port: BENCH_PORT + 40 })));
    if (mode === '--api') {
      postgresApiFigures(true);
      console.log(
        failures.length
          ? `\nOver budget or failed: ${failures.join('; ')}`
          : '\nAll within budget.',
      );
      process.exitCode = failures.length ? 1 : 0;
      return;
    }
  }
  if (mode === '--api-load-only') {
    if (failures.length) {
      console.log(`\nOver budget or failed: ${failures.join('; ')}`);
      process.exitCode = 1;
    }
    return;
  }
  if (mode === '--api-only') {
    // ... then with 1 and with 2 API workers, and the upload path on the local folder and on a
    // bucket.
    await clusterAndStorageFigures({
      port: BENCH_PORT + 10,
      startApp,
      login,
      apiFigures,
      failures,
    });
    if (failures.length) {
      console.log(`\nFailed: ${failures.join('; ')}`);
      process.exitCode = 1;
    }
    return;
  }

  if (mode === '--staff') {
    // `pnpm bench --staff`: the staff app's figures alone (scripts/bench/staff.mjs)
    const app = await startApp(BENCH_PORT);
    try {
      const base = `http://localhost:${BENCH_PORT}`;
      await staffFirstLoadFigures({ base, launchBrowser, kb, failures, memberCookie });
    } finally {
      await app.stop();
    }
    postgresStaffScale();
    console.log(failures.length ? `\nOver budget: ${failures.join('; ')}` : '\nAll within budget.');
    process.exitCode = failures.length ? 1 : 0;
    return;
  }
  if (mode === '--staff-scale-only') {
    // inside with-postgres.mjs: the club at scale (scripts/bench/staff-scale.mjs)
    await staffScaleFigures({ port: BENCH_PORT + 50, failures });
    if (failures.length) {
      console.log(`\nOver budget or failed: ${failures.join('; ')}`);
      process.exitCode = 1;
    }
    return;
  }

  if (mode === '--rush') {
    // `pnpm bench --rush`: the morning rush alone (scripts/bench/rush.mjs), on PostgreSQL
    postgresRush();
    console.log(failures.length ? `\nOver budget: ${failures.join('; ')}` : '\nAll within budget.');
    process.exitCode = failures.length ? 1 : 0;
    return;
  }
  if (mode === '--rush-only') {
    // inside with-postgres.mjs: two API processes, nginx in front, 5,000 streams
    await rushFigures({ port: BENCH_PORT + 60, failures });
    if (failures.length) {
      console.log(`\nOver budget or failed: ${failures.join('; ')}`);
      process.exitCode = 1;
    }
    return;
  }

  if (mode === '--offline-only') {
    // gym mode's figures alone (scripts/bench/offline.mjs)
    const app = await startApp(BENCH_PORT);
    try {
      const base = `http://localhost:${BENCH_PORT}`;
      await offlineFigures({ base, token: await login(base), launchBrowser, kb });
    } finally {
      await app.stop();
    }
    return;
  }

  const app = await startApp(BENCH_PORT);
  const base = `http://localhost:${BENCH_PORT}`;
  try {
    const token = await login(base);
    const { js, css, lcp, lcpRuns, shared } = await browserFigures(base, token);
    const byApp = {};
    for (const f of js) {
      const a = appOf(f.url, ports({ PORT: BENCH_PORT }).shell);
      byApp[a] = byApp[a] || { files: 0, gzip: 0, raw: 0, wire: 0 };
      byApp[a].files++;
      byApp[a].gzip += f.gzip;
      byApp[a].raw += f.raw;
      byApp[a].wire += f.wire;
    }
    const total = js.reduce((s, f) => s + f.gzip, 0);
    console.log('\nSigned-in cold load of the home page (headless Chromium, 1280x800):');
    console.log(
      '  (gzip: each file gzipped here, the budget figure; wire: what the servers sent, br/gzip)',
    );
    for (const [a, v] of Object.entries(byApp))
      console.log(
        `  ${a.padEnd(14)} ${String(v.files).padStart(3)} files  ${kb(v.gzip).padStart(7)} KB gzip  ${kb(v.wire).padStart(7)} KB wire  (${kb(v.raw)} KB raw)`,
      );
    if (process.env.BENCH_LIST)
      for (const f of js) console.log(`    ${kb(f.gzip).padStart(6)} KB  ${f.url}`);
    // judged with the other first-load budgets below
    console.log(
      `  total JavaScript: ${kb(total)} KB gzip (budget ${FIRST_LOAD_BUDGET.homeJsKB} KB)`,
    );
    const cssTotal = css.reduce((s, f) => s + f.gzip, 0);
    console.log(
      `  stylesheets beside it: ${css.length} files, ${kb(cssTotal)} KB gzip (not JavaScript: parsed by the style engine, no budget)`,
    );
    console.log(
      `  Largest Contentful Paint: ${lcp.toFixed(0)} ms (budget ${BUDGET.lcpMs} ms; ${runsLine(lcpRuns)})`,
    );
    if (!(lcp > 0) || lcp > BUDGET.lcpMs) failures.push(`LCP ${lcp.toFixed(0)} ms`);

    console.log('\nShared singletons (federation share scope):');
    for (const name of SINGLETONS) {
      const entries = Object.entries(shared).filter(
        ([k]) => k.slice(0, k.lastIndexOf('@')) === name,
      );
      const loaded = entries.filter(([, v]) => v.loaded);
      const line =
        entries.map(([k, v]) => `${k} from ${v.from}${v.loaded ? ' (loaded)' : ''}`).join('; ') ||
        'not registered';
      console.log(`  ${name.padEnd(17)} loaded ${loaded.length}x  ${line}`);
      if (loaded.length !== 1) failures.push(`${name} loaded ${loaded.length} times`);
    }
    const rxjsFiles = js.filter((f) => f.rxjs);
    console.log(
      `  ${'rxjs'.padEnd(17)} loaded ${rxjsFiles.length}x  inside ${rxjsFiles.map((f) => new URL(f.url).pathname).join(', ') || 'nothing'} (bundled in @club/shared)`,
    );
    if (rxjsFiles.length !== 1) failures.push(`rxjs loaded ${rxjsFiles.length} times`);

    await firstLoadFigures({
      base,
      token,
      launchBrowser,
      kb,
      failures,
      remoteOrigins,
      homeJs: total,
      homeLcp: lcp,
    });
    await featurePageFigures(base, token);
    await communityProgressFigures({ base, token, launchBrowser, signedInPage, kb, failures });
    await communityMessagingFigures({ base, token, launchBrowser, pageBeyondHome, kb });
    await offlineFigures({ base, token, launchBrowser, kb });
    await staffFirstLoadFigures({ base, launchBrowser, kb, failures, memberCookie });
  } finally {
    await app.stop();
  }
  console.log('\nAPI under load (autocannon, loopback):');
  failures.push(...(await apiLoadFigures({ label: 'PGlite', port: BENCH_PORT + 40 })));
  await backupSnapshotFigures({ port: BENCH_PORT + 70, failures });
  postgresApiFigures();
  postgresStaffScale();
  a11yFigures({ port: BENCH_PORT + 20, failures });
  postgresRush();

  console.log(
    failures.length
      ? `\nOver budget or failed: ${failures.join('; ')}`
      : '\nAll figures within budget.',
  );
  process.exitCode = failures.length ? 1 : 0;
}

await main();
