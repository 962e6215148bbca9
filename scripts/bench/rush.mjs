// `pnpm bench --rush` (issue 29, part 2): the morning rush of a whole club on the README's
// several-machines topology, on this machine: one throwaway PostgreSQL (DATABASE_URL, set by
// with-postgres.mjs), two API processes (server/dist/main.js, API_WORKERS=1 each) and nginx in front
// (docs/nginx-club.conf, pointed at the two) when nginx is installed; without nginx the members are
// spread over the two processes directly.
// Members open the app at the same hour: for 1,000, 2,500 and 5,000 open realtime streams (one per
// signed-in member), a mix of their calls arrives for 60 s at a fixed rate (open loop, rush-load.mjs).
// Printed per stage: calls per second served, p50/p99 per call, errors, streams dropped, RSS per API
// process and per stream, the API's and the generator's event-loop delay, CPU by component, and
// the delay of a chat message sent on process A to the member's stream held by process B.
// Budgets at 5,000 streams and 500 calls/s: p99 < 200 ms for every call, 0 errors, 0 streams
// dropped, message delay p99 < 1 s.
// Everything stays on loopback and is bounded: each stage's mix lasts BENCH_RUSH_SECONDS, the whole
// run has a deadline, and every child process (API, nginx) is killed on exit, also on failure.
// Smaller runs while developing: BENCH_RUSH_STREAMS=500 (or 200,500) BENCH_RUSH_SECONDS=15.
// BENCH_RUSH_CPU_PROF=<dir>: process A's CPU profile (node --cpu-prof) lands there.
// BENCH_RUSH_NGINX_LOG=<file>: nginx's timing of every call (its answer, the API's part) there.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { root } from '../apps.mjs';
import { API_MAIN, SERVER_DIR, apiEnv, untilApiAnswers } from './api-process.mjs';
import { seedRush } from './rush-club.mjs';
import { Streams, call, multipart, runMix, summary } from './rush-load.mjs';

const serverRequire = createRequire(path.join(root, 'server', 'package.json'));

export const RUSH = {
  stages: (process.env.BENCH_RUSH_STREAMS || '1000,2500,5000')
    .split(',')
    .map(Number)
    .filter((n) => n > 0),
  seconds: Number(process.env.BENCH_RUSH_SECONDS || 60),
  rate: Number(process.env.BENCH_RUSH_RATE || 500),
  /** cross-process chat probes per second (half a member's own send, half a coach's answer) */
  probeRate: Number(process.env.BENCH_RUSH_PROBE_RATE || 4),
  /** members whose stream is held by process B directly, for the probes sent to A */
  probeMembers: 20,
  staffPerDiscipline: 10,
  /** calls of each type measured alone for their cost (0: none) */
  costCalls: Number(process.env.BENCH_RUSH_COST_CALLS ?? 300),
  messagesPerConversation: 10,
  /** the whole run stops by itself after this long */
  deadlineMs: Number(process.env.BENCH_RUSH_DEADLINE_S || 1500) * 1000,
};
export const RUSH_BUDGET = { streams: 5000, rate: 500, p99Ms: 200, delayP99Ms: 1000 };

/**
 * The mix, in shares of the calls (README, "Running on several machines"): opening the app (init
 * and home's /api/v2/main/index, sent together by the shell), the course page, a chat page, a
 * workout finish and a chat send.
 */
export const RUSH_MIX = [
  { name: 'init', weight: 25, what: 'GET /api/cabinet/init' },
  { name: 'home', weight: 25, what: 'GET /api/v2/main/index' },
  { name: 'course page', weight: 20, what: 'GET /api/courses/weeks/:id' },
  { name: 'chat page', weight: 15, what: 'GET /api/chat/COACH/' },
  { name: 'workout finish', weight: 8, what: 'POST /api/courses/drill_day/:day' },
  { name: 'chat send', weight: 7, what: 'POST /api/chat/send' },
];

/**
 * The cost table's calls: the mix's, and a coach's answer in the staff inbox (the probes' staff
 * call, not in the members' mix), by the member's own coach.
 */
export const RUSH_COSTS = [
  ...RUSH_MIX,
  { name: 'coach answer', what: 'POST /api/staff/inbox/:member/coach/messages' },
];

const children = new Set();
/** the API processes' data folders and nginx's, removed also when the bench is killed */
const tempDirs = new Set();
/**
 * Kills every child still running, and their own children (nginx's workers: a killed master
 * leaves them running). Synchronous, so it also runs from 'exit'.
 */
function killChildren() {
  for (const c of children) {
    if (c.exitCode !== null || c.signalCode !== null) continue;
    for (const entry of readdirSafe('/proc'))
      if (/^\d+$/.test(entry) && procTicks(entry)?.ppid === c.pid)
        try {
          process.kill(Number(entry), 'SIGKILL');
        } catch {
          // gone already
        }
    c.kill('SIGKILL');
  }
}
const onExit = () => {
  killChildren();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
};
const onSignal = (sig) => {
  process.exit(128 + (os.constants.signals[sig] ?? 1));
};
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
/** while the rush runs: its children die with it, whatever ends it */
function guardChildren(on) {
  if (on) {
    process.on('exit', onExit);
    for (const sig of SIGNALS) process.on(sig, onSignal);
  } else {
    process.off('exit', onExit);
    for (const sig of SIGNALS) process.off(sig, onSignal);
  }
}

function track(child) {
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
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

async function stopChild(child, ms = 15_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), ms);
  await exited;
  clearTimeout(timer);
}

async function startApi(port, { name, nginx, profDir } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'club-bench-rush-'));
  tempDirs.add(dataDir);
  const probeFile = path.join(dataDir, 'probe.json');
  const child = track(
    spawn(
      process.execPath,
      [
        '--expose-gc',
        '--import',
        path.join(root, 'scripts', 'bench', 'rush-probe.mjs'),
        ...(profDir ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(profDir)] : []),
        API_MAIN,
      ],
      {
        cwd: SERVER_DIR,
        env: apiEnv(port, dataDir, {
          API_WORKERS: '1',
          LOG_LEVEL: 'warn',
          LOGIN_RATE_MAX: '100000',
          RUSH_PROBE_FILE: probeFile,
          ...(nginx ? { TRUST_PROXY: '127.0.0.1' } : {}),
        }),
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    ),
  );
  await untilApiAnswers(child, port);
  return {
    name,
    port,
    trackingPort: port + 84,
    target: { host: '127.0.0.1', port },
    pid: child.pid,
    probe() {
      try {
        return JSON.parse(readFileSync(probeFile, 'utf8'));
      } catch {
        return null;
      }
    },
    resetProbe: () => writeFileSync(`${probeFile}.reset`, ''),
    /** the figures right after a full garbage collection */
    async collected() {
      const asked = Date.now();
      writeFileSync(`${probeFile}.gc`, '');
      for (let i = 0; i < 50; i++) {
        await new Promise((r) => setTimeout(r, 200));
        const p = this.probe();
        if (p && p.at > asked + 100 && !existsSync(`${probeFile}.gc`)) return p;
      }
      return this.probe();
    },
    stop: async () => {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((p) =>
  existsSync(p),
);

/**
 * BENCH_RUSH_NGINX_LOG=<file>: nginx's own timing of every call (its whole answer, the API's part
 * and the connect to the API, in seconds), to split a slow answer by hop; off by default.
 */
function accessLog() {
  const file = process.env.BENCH_RUSH_NGINX_LOG;
  if (!file) return 'access_log off;';
  return (
    `log_format timing '$msec $request_time $upstream_response_time $upstream_connect_time ` +
    `$upstream_addr $status $request_method $uri';\naccess_log ${path.resolve(file)} timing;`
  );
}

/**
 * nginx with docs/nginx-club.conf as it stands, its upstreams pointed at the two processes, as
 * server/src/topology.test.ts runs it; the events block sized for the club (README).
 */
async function startNginx(apis) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'club-rush-nginx-'));
  tempDirs.add(dir);
  const port = await freePort();
  const example = readFileSync(path.join(root, 'docs', 'nginx-club.conf'), 'utf8');
  const servers = (p) => apis.map((api) => `  server 127.0.0.1:${api[p]};`).join('\n');
  const conf = example
    .replace(/(upstream club_api \{)(\n\s*server [^\n]*)+/, `$1\n${servers('port')}`)
    .replace(
      /(upstream club_tracking \{)[^}]*?(\n\s*keepalive \d+;)/,
      `$1\n${servers('trackingPort')}$2`,
    )
    .replace(/listen 80;/, `listen 127.0.0.1:${port} backlog=4096;`)
    .replace(/root \/srv\/club\/shell;/, `root ${dir};`);
  if (!conf.includes(`127.0.0.1:${apis[0].port}`)) throw new Error('nginx-club.conf: no upstream');
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\n` +
      // one worker: the two cores are the API's; it holds two connections per stream
      `worker_processes 1;\nworker_rlimit_nofile 20000;\n` +
      `events { worker_connections 16384; }\nhttp {\n` +
      `${accessLog()}\nclient_body_temp_path ${dir};\nproxy_temp_path ${dir};\n${conf}\n}\n`,
  );
  const child = track(
    spawn(
      NGINX,
      [
        '-p',
        dir,
        '-e',
        path.join(dir, 'error.log'),
        '-c',
        path.join(dir, 'nginx.conf'),
        '-g',
        'daemon off;',
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    ),
  );
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited ${child.exitCode}`);
    if (
      await fetch(`${base}/api/faq`).then(
        () => true,
        () => false,
      )
    )
      break;
    if (i > 50) throw new Error('nginx did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    target: { host: '127.0.0.1', port },
    pid: child.pid,
    errors: () => {
      try {
        return readFileSync(path.join(dir, 'error.log'), 'utf8')
          .split('\n')
          .filter((l) => /\[(error|crit|alert|emerg)\]/.test(l));
      } catch {
        return [];
      }
    },
    stop: async () => {
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// ---------- CPU by component (/proc): API processes, nginx, PostgreSQL, the generator ----------
const CLK_TCK = 100;
function procTicks(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) };
  } catch {
    return null;
  }
}
/** a process and its children's CPU ticks (nginx's workers, PostgreSQL's backends) */
function treeTicks(pid) {
  if (!pid) return 0;
  let total = procTicks(pid)?.ticks ?? 0;
  for (const entry of readdirSafe('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const p = procTicks(entry);
    if (p && p.ppid === pid) total += p.ticks;
  }
  return total;
}
function readdirSafe(dir) {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
/** resident memory of a process and its children (nginx's master and worker), bytes */
function treeRss(pid) {
  const rss = (p) => {
    try {
      const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${p}/status`, 'utf8'));
      return m ? Number(m[1]) * 1024 : 0;
    } catch {
      return 0;
    }
  };
  let total = rss(pid);
  for (const entry of readdirSafe('/proc'))
    if (/^\d+$/.test(entry) && procTicks(entry)?.ppid === pid) total += rss(entry);
  return total;
}

/**
 * What PostgreSQL's busy backends are doing, sampled every 100 ms during a mix: their wait events
 * (none: on a CPU) and their statements. A sampling profile of the database, cheap enough to run
 * beside the load (pg_stat_statements needs a restart with shared_preload_libraries).
 */
async function pgSampler() {
  const pg = serverRequire('pg');
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const stats = async () =>
    (
      await client.query(
        `select xact_commit + xact_rollback as xacts, tup_returned, tup_fetched, tup_inserted,
                tup_updated, blks_hit from pg_stat_database where datname = current_database()`,
      )
    ).rows[0];
  const tables = async () =>
    new Map(
      (
        await client.query(
          `select relname, seq_scan, seq_tup_read, coalesce(idx_tup_fetch, 0) as idx_tup_fetch
           from pg_stat_user_tables`,
        )
      ).rows.map((r) => [r.relname, r]),
    );
  let tablesBefore = null;
  let timer = null;
  let samples = 0;
  const waits = new Map();
  const statements = new Map();
  let before = null;
  return {
    async start() {
      before = await stats();
      tablesBefore = await tables();
      samples = 0;
      waits.clear();
      statements.clear();
      const tick = async () => {
        const { rows } = await client.query(
          `select coalesce(wait_event_type || ':' || wait_event, 'CPU') as wait, left(query, 90) as q
           from pg_stat_activity
           where backend_type = 'client backend' and state = 'active' and pid <> pg_backend_pid()`,
        );
        samples += 1;
        for (const r of rows) {
          waits.set(r.wait, (waits.get(r.wait) ?? 0) + 1);
          const q = r.q.replace(/\s+/g, ' ');
          statements.set(q, (statements.get(q) ?? 0) + 1);
        }
        if (timer !== null) timer = setTimeout(() => void tick().catch(() => undefined), 100);
      };
      timer = setTimeout(() => void tick().catch(() => undefined), 100);
    },
    async stop(seconds) {
      clearTimeout(timer);
      timer = null;
      const after = await stats();
      // statistics reach the views within a second (stats_fetch_consistency, PgStat flush)
      await new Promise((r) => setTimeout(r, 1100));
      const tablesAfter = await tables();
      const scanned = [...tablesAfter]
        .map(([name, t]) => {
          const b = tablesBefore.get(name) ?? { seq_scan: 0, seq_tup_read: 0, idx_tup_fetch: 0 };
          return {
            name,
            seqScans: (Number(t.seq_scan) - Number(b.seq_scan)) / seconds,
            seqRows: (Number(t.seq_tup_read) - Number(b.seq_tup_read)) / seconds,
            idxRows: (Number(t.idx_tup_fetch) - Number(b.idx_tup_fetch)) / seconds,
          };
        })
        .sort((x, y) => y.seqRows + y.idxRows - (x.seqRows + x.idxRows))
        .slice(0, 5);
      const per = (k) => (Number(after[k]) - Number(before[k])) / seconds;
      const top = (m, n) =>
        [...m]
          .sort((x, y) => y[1] - x[1])
          .slice(0, n)
          .map(([k, v]) => ({ what: k, busy: v / Math.max(1, samples) }));
      return {
        xactsPerSecond: per('xacts'),
        rowsReadPerSecond: per('tup_returned') + per('tup_fetched'),
        rowsWrittenPerSecond: per('tup_inserted') + per('tup_updated'),
        scanned,
        waits: top(waits, 6),
        statements: top(statements, 6),
      };
    },
    end: () => client.end(),
  };
}

/** every CPU's busy ticks on the machine (/proc/stat), to show what else ran beside the bench */
function machineTicks() {
  try {
    const f = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const total = f.slice(0, 8).reduce((x, y) => x + y, 0);
    return total - f[3] - f[4];
  } catch {
    return 0;
  }
}

function cpuSnapshot(pids) {
  const out = { machine: machineTicks() };
  for (const [name, pid] of Object.entries(pids)) out[name] = treeTicks(pid);
  const own = process.cpuUsage();
  out.generator = ((own.user + own.system) / 1e6) * CLK_TCK;
  return out;
}
/** cores used per component; `other`: the rest of the machine's busy time (not the bench's) */
function cpuCores(a, b, seconds) {
  const out = Object.fromEntries(Object.keys(a).map((k) => [k, (b[k] - a[k]) / CLK_TCK / seconds]));
  const machine = out.machine;
  delete out.machine;
  out.other = Math.max(0, machine - Object.values(out).reduce((x, y) => x + y, 0));
  return out;
}

async function postmasterPid() {
  const pg = serverRequire('pg');
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const dir = (await client.query('show data_directory')).rows[0].data_directory;
    return Number(readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return null;
  } finally {
    await client.end();
  }
}

// ---------- the members' calls ----------
async function json(target, token, urlPath) {
  const res = await call(undefined, target, { path: urlPath, token, read: true });
  if (res.status !== 200) throw new Error(`${urlPath}: ${res.status} ${res.body?.slice(0, 200)}`);
  return JSON.parse(res.body).result;
}

/** The workout a member finishes: an activated course's first day, its sets (the same for all). */
async function workoutTemplate(target, member) {
  const main = await json(target, member.token, '/api/courses/main');
  const cards = (main?.categories ?? []).flatMap((c) => c.blocks.flatMap((b) => b.courses));
  const sortOf = new Map([...member.packs].map(([sort, id]) => [id, sort]));
  for (const card of cards.filter((c) => c.status === 'ACTIVATED' && !c.contest)) {
    const course = await json(target, member.token, `/api/courses/weeks/${card.user_pack_id}`);
    if (!course || course.demo_day) continue;
    const day = course.weeks.flatMap((w) => w.days)[0];
    if (!day) continue;
    const workout = await json(
      target,
      member.token,
      `/api/courses/drill_day/${day.id}?user_pack_id=${card.user_pack_id}`,
    );
    const sets = new Set();
    JSON.stringify(workout, (k, v) => {
      if (k === 'set_id') sets.add(v);
      return v;
    });
    return { packSort: sortOf.get(card.user_pack_id), dayId: day.id, sets: [...sets] };
  }
  throw new Error('rush: no activated course with workouts in the copied packs');
}

function buildMix({ agent, front, members, upTo, template }) {
  let seq = 0;
  const who = () => members[Math.floor(Math.random() * upTo())];
  const get =
    (urlPath) =>
    (m, _streams, to = front()) =>
      call(agent, to, { path: urlPath(m), token: m.token });
  const runs = {
    init: get(() => '/api/cabinet/init'),
    home: get(() => '/api/v2/main/index'),
    'course page': get((m) => `/api/courses/weeks/${m.packs.get(template.packSort)}`),
    'chat page': get(() => '/api/chat/COACH/'),
    'workout finish': (m, _streams, to = front()) =>
      call(agent, to, {
        method: 'POST',
        path: `/api/courses/drill_day/${template.dayId}?user_pack_id=${m.packs.get(template.packSort)}`,
        token: m.token,
        contentType: 'application/json',
        body: JSON.stringify({
          attempt_id: randomBytes(12).toString('base64url'),
          time: 1500 + Math.floor(Math.random() * 1200),
          results: template.sets.map((id) => ({ set_id: id, count: 10 + (id % 5) })),
        }),
      }),
    'chat send': (m, streams, to = front()) => {
      const n = ++seq;
      const { body, contentType } = multipart({
        channel: 'coach',
        message: `Доброе утро! Сделала зарядку rush#${n}`,
        client_key: randomBytes(12).toString('base64url'),
      });
      streams.waiting.set(n, { sent: performance.now(), kind: 'mix' });
      return call(agent, to, {
        method: 'POST',
        path: '/api/chat/send',
        token: m.token,
        body,
        contentType,
      });
    },
  };
  return { runs, who, nextSeq: () => ++seq };
}

const fmt = (n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '—');
const mb = (bytes) => (bytes / 1048576).toFixed(0);

export async function rushFigures({ port, failures }) {
  guardChildren(true);
  const deadline = setTimeout(() => {
    console.error(`\n[rush] deadline of ${RUSH.deadlineMs / 1000} s passed: stopping`);
    killChildren();
    process.exit(1);
  }, RUSH.deadlineMs);
  deadline.unref();
  const stages = [...RUSH.stages].sort((a, b) => a - b);
  const size = stages.at(-1);
  console.log(
    `\nMorning rush (PostgreSQL, two API processes${NGINX ? ', nginx in front' : ', no nginx: members spread over both'}): ` +
      `${stages.join(' / ')} open streams, ${RUSH.rate} calls/s for ${RUSH.seconds} s each`,
  );
  // the API migrates and seeds the empty database first
  await (await startApi(port, { name: 'seed' })).stop();
  const club = await seedRush(process.env.DATABASE_URL, {
    members: size,
    staffPerDiscipline: RUSH.staffPerDiscipline,
    messagesPerConversation: RUSH.messagesPerConversation,
  });
  console.log(
    `  ${club.members.length} members seeded in ${club.seconds.toFixed(1)} s (their courses, plan, coach chats: ${club.messages} messages; a session each)`,
  );

  const a = await startApi(port, {
    name: 'A',
    nginx: Boolean(NGINX),
    profDir: process.env.BENCH_RUSH_CPU_PROF,
  });
  const b = await startApi(port + 1, { name: 'B', nginx: Boolean(NGINX) });
  let nginx = null;
  const streams = new Streams();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512, scheduling: 'lifo' });
  const probeAgent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const rows = [];
  const costs = {};
  try {
    if (NGINX) nginx = await startNginx([a, b]);
    let rr = 0;
    // the members' front: nginx, or the two processes in turn
    const front = nginx
      ? () => nginx.target
      : () => {
          rr = 1 - rr;
          return rr ? a.target : b.target;
        };
    const pids = {
      'API A': a.pid,
      'API B': b.pid,
      ...(nginx ? { nginx: nginx.pid } : {}),
      PostgreSQL: await postmasterPid(),
    };
    const members = club.members;
    const template = await workoutTemplate(a.target, members[0]);
    let upTo = 0;
    const mix = buildMix({ agent, front, members, upTo: () => Math.max(1, upTo), template });

    // cross-process probes: members 0..P-1 hold their stream on B; their messages go to A
    const probes = members.slice(0, RUSH.probeMembers);
    const coachTokens = new Map();
    // every coach signs in: the probes' answer their members, the cost table's any member
    for (const m of members)
      if (m.coachEmail && !coachTokens.has(m.coachEmail)) {
        const res = await fetch(`http://127.0.0.1:${a.port}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: m.coachEmail, password: 'staff12345' }),
        });
        const token = res.headers.get('x-auth-token');
        if (!token) throw new Error(`coach sign-in ${m.coachEmail}: ${res.status}`);
        coachTokens.set(m.coachEmail, token);
      }
    let probeTurn = 0;
    const coachAnswer = (m, text, agentOf = probeAgent) => {
      const { body, contentType } = multipart({ message: text });
      return call(agentOf, a.target, {
        method: 'POST',
        path: `/api/staff/inbox/${m.id}/coach/messages`,
        token: coachTokens.get(m.coachEmail),
        body,
        contentType,
      });
    };
    // the cost table's: a member of the whole club who has a coach, answered on process A
    mix.runs['coach answer'] = (m) =>
      coachAnswer(m.coachEmail ? m : probes[0], `Ответ тренера rush#${mix.nextSeq()}`, agent);
    const probeSend = (kind) => () => {
      const m = probes[probeTurn++ % probes.length];
      const n = mix.nextSeq();
      const text = kind === 'member' ? `Вопрос тренеру rush#${n}` : `Ответ тренера rush#${n}`;
      const entry = { sent: performance.now(), kind };
      streams.waiting.set(n, entry);
      const answered = (res) => {
        streams.answered(entry);
        return res;
      };
      if (kind === 'member') {
        const { body, contentType } = multipart({
          channel: 'coach',
          message: text,
          client_key: randomBytes(12).toString('base64url'),
        });
        return call(probeAgent, a.target, {
          method: 'POST',
          path: '/api/chat/send',
          token: m.token,
          body,
          contentType,
        }).then(answered);
      }
      return coachAnswer(m, text).then(answered);
    };
    const extra = [
      { name: 'probe: member send on A', rate: RUSH.probeRate / 2, run: probeSend('member') },
      { name: 'probe: coach answer on A', rate: RUSH.probeRate / 2, run: probeSend('staff') },
    ];
    const mixCalls = RUSH_MIX.map((m) => ({
      ...m,
      run: () => {
        const member = mix.who();
        return mix.runs[m.name](member, streams);
      },
    }));

    // a running club's API is warm: a short mix before any stream (code compiled, plans cached,
    // pools filled), then the baseline memory
    upTo = Math.min(members.length, stages[0]);
    // what each call costs on its own: the API's CPU and PostgreSQL's transactions per call, one
    // call type at a time on process A (members of the first stage, a few calls in flight)
    if (RUSH.costCalls) {
      await runMix({ rate: RUSH.rate, seconds: 3, mix: mixCalls });
      // members of the whole club: most calls meet a member whose caches are cold, as in a rush
      upTo = members.length;
      const pgStats = await pgSampler();
      console.log(
        `  cost of one call (${RUSH.costCalls} of each, 4 at a time, on process A, members of the whole club):`,
      );
      for (const m of RUSH_COSTS) {
        const t0 = treeTicks(a.pid);
        await pgStats.start();
        const started = performance.now();
        let next = 0;
        let failed = 0;
        await Promise.all(
          Array.from({ length: 4 }, async () => {
            while (next++ < RUSH.costCalls) {
              const res = await mix.runs[m.name](mix.who(), streams, a.target);
              if (res.status !== 200) failed += 1;
            }
          }),
        );
        const seconds = (performance.now() - started) / 1000;
        const db = await pgStats.stop(seconds);
        const cpuMs = ((treeTicks(a.pid) - t0) / CLK_TCK / RUSH.costCalls) * 1000;
        costs[m.name] = { cpuMs, xacts: (db.xactsPerSecond * seconds) / RUSH.costCalls };
        console.log(
          `    ${m.name.padEnd(16)} API CPU ${cpuMs.toFixed(2)} ms, ${costs[m.name].xacts.toFixed(1)} PostgreSQL transactions (${m.what})` +
            (failed ? `, ${failed} answers not 200` : ''),
        );
      }
      await pgStats.end();
      streams.waiting.clear();
      upTo = Math.min(members.length, stages[0]);
    }
    await runMix({ rate: RUSH.rate, seconds: Math.min(10, RUSH.seconds), mix: mixCalls });
    streams.waiting.clear();
    const baseline = { A: await a.collected(), B: await b.collected() };
    baseline.nginx = nginx ? treeRss(nginx.pid) : 0;
    const sampler = await pgSampler();
    console.log(
      `  warm, no streams: RSS A ${mb(baseline.A.rss)} MB, B ${mb(baseline.B.rss)} MB (after a ${Math.min(10, RUSH.seconds)} s warm-up mix)`,
    );

    let opened = 0;
    for (const stage of stages) {
      // the probes' streams on B, the others through the front
      const list = [];
      for (let i = opened; i < stage; i++)
        list.push({ target: i < RUSH.probeMembers ? b.target : front(), token: members[i].token });
      const t0 = performance.now();
      const refusedBefore = streams.refused;
      await streams.openMany(list);
      const openSeconds = (performance.now() - t0) / 1000;
      opened = stage;
      upTo = stage;
      await new Promise((r) => setTimeout(r, 1000));
      const open = { A: await a.collected(), B: await b.collected() };
      open.nginx = nginx ? treeRss(nginx.pid) : 0;
      const droppedBefore = streams.dropped;
      a.resetProbe();
      b.resetProbe();
      const cpu0 = cpuSnapshot(pids);
      await sampler.start();
      const result = await runMix({ rate: RUSH.rate, seconds: RUSH.seconds, mix: mixCalls, extra });
      const database = await sampler.stop(RUSH.seconds);
      const cpu = cpuCores(cpu0, cpuSnapshot(pids), RUSH.seconds);
      await new Promise((r) => setTimeout(r, 1500));
      const after = { A: a.probe(), B: b.probe() };
      const lost = streams.lost(0);
      const delays = Object.fromEntries([...streams.delays].map(([k, v]) => [k, summary(v)]));
      const cross = summary([
        ...(streams.delays.get('member') ?? []),
        ...(streams.delays.get('staff') ?? []),
      ]);
      const fanOut = summary([
        ...(streams.delays.get('member after answer') ?? []),
        ...(streams.delays.get('staff after answer') ?? []),
      ]);
      streams.delays.clear();
      rows.push({
        stage,
        streams: streams.count,
        refused: streams.refused - refusedBefore,
        openSeconds,
        dropped: streams.dropped - droppedBefore,
        result,
        open,
        after,
        cpu,
        delays,
        cross,
        fanOut,
        lost,
        database,
      });
      printStage(rows.at(-1), baseline);
    }
    await sampler.end();
    printTable(rows, baseline);
    if (nginx) {
      const errs = nginx.errors();
      if (errs.length)
        console.log(`  nginx errors (${errs.length}):\n    ${errs.slice(0, 5).join('\n    ')}`);
    }
    // budgets: at the club's size
    const top = rows.find((r) => r.stage >= RUSH_BUDGET.streams) ?? rows.at(-1);
    const budgetRun = top.stage >= RUSH_BUDGET.streams && RUSH.rate >= RUSH_BUDGET.rate;
    const over = [];
    for (const [name, c] of Object.entries(top.result.calls))
      if (!(c.p99 < RUSH_BUDGET.p99Ms)) over.push(`${name} p99 ${fmt(c.p99)} ms`);
    if (top.result.errors) over.push(`${top.result.errors} errors`);
    if (top.dropped || top.refused || top.streams < top.stage)
      over.push(
        `${top.dropped} streams dropped, ${top.refused} refused, ${top.streams}/${top.stage} open`,
      );
    if (top.lost) over.push(`${top.lost} chat messages never arrived`);
    if (!(top.cross.p99 < RUSH_BUDGET.delayP99Ms))
      over.push(`message delay p99 ${fmt(top.cross.p99)} ms`);
    console.log(
      `  budgets at ${top.stage} streams, ${RUSH.rate} calls/s${budgetRun ? '' : ' (smaller than the budget run: 5,000 streams, 500 calls/s)'}: ` +
        (over.length ? `over: ${over.join('; ')}` : 'all within'),
    );
    for (const o of over) failures.push(`rush ${top.stage} streams: ${o}`);
  } finally {
    streams.closeAll();
    agent.destroy();
    probeAgent.destroy();
    await nginx?.stop();
    await a.stop();
    await b.stop();
    clearTimeout(deadline);
    guardChildren(false);
  }
}

const DELAY_LABELS = {
  mix: 'mix sends (either process), from the send',
  member: "member's own send on A, stream on B, from the send",
  staff: "coach's answer on A, stream on B, from the send",
  'member after answer': "member's own send on A, stream on B, after A answered",
  'staff after answer': "coach's answer on A, stream on B, after A answered",
};

function printStage(r, baseline) {
  const g = r.result.generatorDelay;
  console.log(
    `\n  ${r.stage} streams (opened in ${r.openSeconds.toFixed(1)} s; ${r.streams} open, ${r.refused} refused, ${r.dropped} dropped during the mix): ` +
      `${r.result.sent} calls sent, ${fmt(r.result.served)} served/s, ${r.result.errors} errors, at most ${r.result.maxInFlight} in flight`,
  );
  for (const [name, c] of Object.entries(r.result.calls))
    console.log(
      `    ${name.padEnd(26)} ${String(c.n).padStart(6)} ok  p50 ${fmt(c.p50, 1).padStart(6)} ms  p99 ${fmt(c.p99, 1).padStart(6)} ms` +
        (c.errors ? `  ${c.errors} errors ${JSON.stringify(c.statuses)}` : ''),
    );
  for (const [kind, d] of Object.entries(r.delays))
    console.log(
      `    chat message to the member's stream, ${DELAY_LABELS[kind] ?? kind}: ` +
        `p50 ${fmt(d.p50)} ms, p99 ${fmt(d.p99)} ms (${d.n})`,
    );
  console.log(`    messages that never arrived: ${r.lost}`);
  for (const p of ['A', 'B'])
    console.log(
      `    API ${p}: RSS ${mb(r.open[p].rss)} MB with the streams before the mix, ${mb(r.after[p].rss)} MB after ` +
        `(heap ${mb(r.after[p].heapUsed)} MB); event-loop delay in the mix p50 ${r.after[p].delayP50} ms, p99 ${r.after[p].delayP99} ms, max ${r.after[p].delayMax} ms`,
    );
  const perStream =
    (r.open.A.rss + r.open.B.rss - baseline.A.rss - baseline.B.rss) / Math.max(1, r.streams);
  const heapPerStream =
    (r.open.A.heapUsed + r.open.B.heapUsed - baseline.A.heapUsed - baseline.B.heapUsed) /
    Math.max(1, r.streams);
  const nginxPerStream = (r.open.nginx - baseline.nginx) / Math.max(1, r.streams);
  console.log(
    `    per stream (after a full GC, over the warm baseline without streams): RSS ${(perStream / 1024).toFixed(1)} KB, ` +
      `JS heap ${(heapPerStream / 1024).toFixed(1)} KB in the API processes` +
      (r.open.nginx
        ? `; nginx ${(nginxPerStream / 1024).toFixed(1)} KB (${mb(r.open.nginx)} MB)`
        : ''),
  );
  const d = r.database;
  console.log(
    `    PostgreSQL: ${fmt(d.xactsPerSecond)} transactions/s (${fmt(d.xactsPerSecond / r.result.served, 1)} per call), ` +
      `${fmt(d.rowsReadPerSecond)} rows read/s, ${fmt(d.rowsWrittenPerSecond)} written/s; busy backends by wait: ` +
      d.waits.map((w) => `${w.what} ${w.busy.toFixed(2)}`).join(', '),
  );
  for (const st of d.statements) console.log(`      ${st.busy.toFixed(2)} busy  ${st.what}`);
  console.log(
    `    rows read per second by table (sequential scans/s, rows; index rows): ` +
      d.scanned
        .map((t) => `${t.name} ${fmt(t.seqScans)}, ${fmt(t.seqRows)}; ${fmt(t.idxRows)}`)
        .join(' | '),
  );
  console.log(
    `    CPU (cores) in the mix: ${Object.entries(r.cpu)
      .map(([k, v]) => `${k} ${v.toFixed(2)}`)
      .join(
        ', ',
      )}; generator event-loop delay p50 ${fmt(g.p50, 1)} ms, p99 ${fmt(g.p99, 1)} ms, max ${fmt(g.max)} ms`,
  );
}

function printTable(rows, baseline) {
  const names = Object.keys(rows[0].result.calls);
  console.log('\n  Summary (p50 / p99 ms per call):');
  console.log(
    `    ${'streams'.padEnd(26)}${rows.map((r) => String(r.stage).padStart(19)).join('')}`,
  );
  const line = (label, f) =>
    console.log(`    ${label.padEnd(26)}${rows.map((r) => String(f(r)).padStart(19)).join('')}`);
  line('calls/s served', (r) => fmt(r.result.served));
  for (const n of names)
    line(n, (r) => `${fmt(r.result.calls[n].p50, 1)} / ${fmt(r.result.calls[n].p99, 1)}`);
  line('errors', (r) => r.result.errors);
  line('streams dropped', (r) => r.dropped + r.refused);
  line('message delay A->B', (r) => `${fmt(r.cross.p50)} / ${fmt(r.cross.p99)}`);
  line('  after A answered', (r) => `${fmt(r.fanOut.p50)} / ${fmt(r.fanOut.p99)}`);
  line('RSS A / B (MB)', (r) => `${mb(r.after.A.rss)} / ${mb(r.after.B.rss)}`);
  line('JS heap per stream (KB)', (r) =>
    (
      (r.open.A.heapUsed + r.open.B.heapUsed - baseline.A.heapUsed - baseline.B.heapUsed) /
      Math.max(1, r.streams) /
      1024
    ).toFixed(1),
  );
  line('nginx per stream (KB)', (r) =>
    r.open.nginx
      ? ((r.open.nginx - baseline.nginx) / Math.max(1, r.streams) / 1024).toFixed(1)
      : '—',
  );
  line('loop delay p99 A / B', (r) => `${r.after.A.delayP99} / ${r.after.B.delayP99}`);
  line(
    'CPU A / B / PG',
    (r) =>
      `${r.cpu['API A'].toFixed(2)}/${r.cpu['API B'].toFixed(2)}/${r.cpu.PostgreSQL.toFixed(2)}`,
  );
  line('generator loop p99', (r) => fmt(r.result.generatorDelay.p99, 1));
  line('other load (cores)', (r) => r.cpu.other.toFixed(2));
  line('PG transactions/s', (r) => fmt(r.database.xactsPerSecond));
}
