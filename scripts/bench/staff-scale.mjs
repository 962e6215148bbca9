// `pnpm bench` scale figures of the staff app (issue 28), on a throwaway PostgreSQL (DATABASE_URL is
// set by with-postgres.mjs): a club of 10,000 members, 60 staff and 1,000,000 chat messages
// (staff-club.mjs), two API processes on the same database.
// - Under 50 staff at once (each signed in as themselves, spread over both processes): an inbox page
//   (p99 < 100 ms) and a conversation's first page (p99 < 50 ms).
// - Live across processes: a member's message (sent to process A) reaching the assigned coach's open
//   stream (on process B), and the coach's answer (sent to B) reaching the member's open chat stream
//   (on A): p99 < 1 s.
// - The plans PostgreSQL chose for the inbox and conversation queries (auto_explain, with the
//   statements' real parameters), printed for the README.
// Every loop is bounded in count and time, and every request goes to loopback.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { root } from '../apps.mjs';
import { seedClub } from './staff-club.mjs';
import { staffToken } from './staff.mjs';
import { STAFF_SCALE_CALLS } from './staff-calls.mjs';
import { API_MAIN, SERVER_DIR, apiEnv, untilApiAnswers } from './api-process.mjs';

const serverRequire = createRequire(path.join(root, 'server', 'package.json'));

export const SCALE = {
  members: Number(process.env.BENCH_CLUB_MEMBERS || 10_000),
  staffPerDiscipline: 20,
  messages: Number(process.env.BENCH_CLUB_MESSAGES || 1_000_000),
  concurrentStaff: 50,
  seconds: Number(process.env.BENCH_STAFF_SECONDS || 10),
  liveRounds: Number(process.env.BENCH_LIVE_ROUNDS || 40),
  /** a staff member's average pause between two requests (ms): a person working fast */
  thinkMs: Number(process.env.BENCH_STAFF_THINK_MS || 1000),
};
export const SCALE_BUDGET = { inboxP99Ms: 100, conversationP99Ms: 50, liveP99Ms: 1000 };

async function startApi(port, env = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'club-bench-staff-'));
  const child = spawn(process.execPath, [API_MAIN], {
    cwd: SERVER_DIR,
    env: apiEnv(port, dataDir, {
      API_WORKERS: '1',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_MAX: '100000',
      CHAT_SEND_RATE_MAX: '100000',
      ...env,
    }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  await untilApiAnswers(child, port);
  return {
    base,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] : NaN;

function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

/**
 * Each staff member's own loop for `seconds`: `next(i)` gives the URL of its i-th request, and a
 * staff member waits `thinkMs` (on average; 0: none) before the next one, as a person clicking
 * through the app does. With no think time the loop is the saturation figure: every staff member's
 * next request leaves the moment the last answer arrives.
 */
async function underLoad(workers, seconds, thinkMs) {
  const times = [];
  let failed = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    workers.map(async ({ base, token, next }, w) => {
      // staggered starts, so 50 people do not click in the same millisecond
      if (thinkMs) await new Promise((r) => setTimeout(r, (w * thinkMs) / workers.length));
      for (let i = 0; performance.now() < until; i++) {
        const url = next(i);
        const t = performance.now();
        const res = await fetch(base + url, { headers: { 'x-auth-token': token } });
        await res.arrayBuffer();
        if (res.status === 200) times.push(performance.now() - t);
        else failed += 1;
        if (thinkMs) await new Promise((r) => setTimeout(r, thinkMs * (0.5 + Math.random())));
      }
    }),
  );
  return { ...summary(times), failed, rate: times.length / seconds };
}

/** The figure against the budget (staff with think time) and the saturation figure beside it. */
async function measure(label, workers, budgetMs, failures) {
  // a running club's API is warm: the first seconds (compiling the route's code, the first plans
  // and connections) are not counted
  await underLoad(workers, 3, SCALE.thinkMs);
  const staffLoad = await underLoad(workers, SCALE.seconds, SCALE.thinkMs);
  const saturated = await underLoad(workers, Math.min(SCALE.seconds, 5), 0);
  console.log(
    `  ${label}, ${workers.length} staff at once (each a request every ${SCALE.thinkMs} ms on average): ` +
      `p50 ${staffLoad.p50.toFixed(1)} ms, p99 ${staffLoad.p99.toFixed(1)} ms (budget ${budgetMs} ms), ` +
      `${staffLoad.rate.toFixed(0)} requests/s, ${staffLoad.failed} failed`,
  );
  console.log(
    `    saturated (no pause between requests): ${saturated.rate.toFixed(0)} requests/s, ` +
      `p50 ${saturated.p50.toFixed(1)} ms, p99 ${saturated.p99.toFixed(1)} ms, ${saturated.failed} failed`,
  );
  if (!(staffLoad.p99 <= budgetMs) || staffLoad.failed || saturated.failed)
    failures.push(`staff ${label} p99 ${staffLoad.p99.toFixed(0)} ms, ${staffLoad.failed} failed`);
}

/** An open realtime stream: every `live` event with the moment it arrived. */
function openStream(base, token) {
  const events = [];
  const waiters = new Set();
  const url = new URL('/api/cabinet/stream', base);
  const req = http.get({
    host: url.hostname,
    port: url.port,
    path: STAFF_SCALE_CALLS.streamPath,
    headers: { 'x-auth-token': token, accept: 'text/event-stream' },
  });
  let buffer = '';
  const opened = new Promise((resolve, reject) => {
    req.on('response', (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        buffer += chunk;
        let i;
        while ((i = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, i);
          buffer = buffer.slice(i + 2);
          const data = frame
            .split('\n')
            .find((l) => l.startsWith('data: '))
            ?.slice(6);
          if (!data) continue;
          try {
            events.push({ at: performance.now(), data: JSON.parse(data) });
          } catch {
            continue;
          }
          for (const w of waiters) w();
        }
      });
      res.on('error', () => undefined);
      resolve();
    });
    req.on('error', reject);
  });
  return {
    opened,
    /** the arrival time of the first event since `from` whose data carries `text` */
    async arrival(text, from, timeoutMs = 10_000) {
      const deadline = performance.now() + timeoutMs;
      for (;;) {
        const hit = events.find((e) => e.at >= from && JSON.stringify(e.data).includes(text));
        if (hit) return hit.at;
        if (performance.now() > deadline) return null;
        await new Promise((resolve) => {
          const w = () => {
            waiters.delete(w);
            resolve();
          };
          waiters.add(w);
          setTimeout(w, 200);
        });
      }
    },
    close: () => req.destroy(),
  };
}

async function memberToken(base, email) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo12345' }),
  });
  const token = res.headers.get('x-auth-token');
  if (!token) throw new Error(`member sign-in of ${email} failed: ${res.status}`);
  return token;
}

/** The plans of the inbox and conversation queries, by auto_explain in the server's log. */
async function capturePlans(port, signIn) {
  const pg = serverRequire('pg');
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const dataDirectory = (await client.query('show data_directory')).rows[0].data_directory;
  const log = path.join(path.dirname(dataDirectory), 'server.log');
  // the module's settings are known once it is loaded in this session
  await client.query("load 'auto_explain'");
  const set = async (on) => {
    await client.query(
      on
        ? "alter system set session_preload_libraries = 'auto_explain'"
        : 'alter system reset session_preload_libraries',
    );
    await client.query(`alter system set auto_explain.log_min_duration = ${on ? 0 : -1}`);
    await client.query(`alter system set auto_explain.log_analyze = ${on ? 'on' : 'off'}`);
    await client.query('select pg_reload_conf()');
  };
  await set(true);
  const logStart = readFileSync(log, 'utf8').length;
  // a process started now opens its connections with auto_explain loaded
  const api = await startApi(port);
  try {
    const { token, calls } = await signIn(api.base);
    for (const [label, url] of calls) {
      const res = await fetch(api.base + url, { headers: { 'x-auth-token': token } });
      await res.arrayBuffer();
      console.log(`\n  Plan of ${label} (${url}):`);
      await new Promise((r) => setTimeout(r, 300));
      const text = readFileSync(log, 'utf8').slice(logStart);
      const plans = text
        .split(/\n(?=\S.*LOG: {2}duration:)/)
        .filter((p) => p.includes('Query Text'));
      const last = plans
        .filter((p) => STAFF_SCALE_CALLS.planTables.some((t) => p.includes(t)))
        .at(-1);
      console.log(
        last
          ? last
              .split('\n')
              .filter((l) => !/^\s*$/.test(l))
              .map((l) => `    ${l.replace(/^.*LOG: {2}/, '')}`)
              .join('\n')
          : '    (no plan captured)',
      );
    }
  } finally {
    await api.stop();
    await set(false);
    await client.end();
  }
}

export async function staffScaleFigures({ port, failures }) {
  console.log(
    `\nStaff app at scale (PostgreSQL): ${SCALE.members} members, ${SCALE.staffPerDiscipline * 3} staff, ` +
      `${SCALE.messages} chat messages; two API processes`,
  );
  // the API migrates and seeds the empty database first
  await (await startApi(port)).stop();
  const club = await seedClub(process.env.DATABASE_URL, SCALE);
  console.log(`  club seeded in ${club.seconds.toFixed(1)} s (${club.messages} chat messages)`);

  const a = await startApi(port);
  const b = await startApi(port + 1);
  try {
    const chosen = club.staff
      .filter((s) => s.discipline !== 'psyhologist')
      .concat(club.staff.filter((s) => s.discipline === 'psyhologist'))
      .slice(0, SCALE.concurrentStaff);
    const staff = [];
    for (const [i, s] of chosen.entries()) {
      const base = i % 2 ? b.base : a.base;
      staff.push({ ...s, base, token: await staffToken(base, s) });
    }
    await measure(
      'inbox page',
      staff.map((s) => ({ ...s, next: (i) => STAFF_SCALE_CALLS.inboxPage(i) })),
      SCALE_BUDGET.inboxP99Ms,
      failures,
    );

    // each staff member opens the conversations of their own inbox's first page
    for (const s of staff) s.conversations = await STAFF_SCALE_CALLS.conversationsOf(s);
    await measure(
      'conversation first page',
      staff.map((s) => ({
        ...s,
        next: (i) =>
          STAFF_SCALE_CALLS.conversationPage(s.conversations[i % s.conversations.length]),
      })),
      SCALE_BUDGET.conversationP99Ms,
      failures,
    );

    // live across processes: the member on A, their coach on B
    const coach = staff.find((s) => s.discipline === 'coach' && s.base === b.base);
    const memberEmail = await STAFF_SCALE_CALLS.memberOf(coach);
    const member = { base: a.base, token: await memberToken(a.base, memberEmail) };
    const coachStream = openStream(b.base, coach.token);
    const memberStream = openStream(a.base, member.token);
    await Promise.all([coachStream.opened, memberStream.opened]);
    await new Promise((r) => setTimeout(r, 500));
    const toCoach = [];
    const toMember = [];
    let lost = 0;
    for (let round = 0; round < SCALE.liveRounds; round++) {
      const question = `Вопрос тренеру №${round} ${Date.now()}`;
      let sent = performance.now();
      await STAFF_SCALE_CALLS.memberSends(member, question);
      const seen = await coachStream.arrival(question, sent);
      if (seen === null) lost += 1;
      else toCoach.push(seen - sent);
      const answer = `Ответ тренера №${round} ${Date.now()}`;
      sent = performance.now();
      await STAFF_SCALE_CALLS.staffAnswers(coach, memberEmail, answer);
      const got = await memberStream.arrival(answer, sent);
      if (got === null) lost += 1;
      else toMember.push(got - sent);
    }
    coachStream.close();
    memberStream.close();
    const up = summary(toCoach);
    const down = summary(toMember);
    console.log(
      `  a member's message to the coach's open stream (A -> B): p50 ${up.p50.toFixed(0)} ms, p99 ${up.p99.toFixed(0)} ms; ` +
        `the coach's answer to the member's open chat (B -> A): p50 ${down.p50.toFixed(0)} ms, p99 ${down.p99.toFixed(0)} ms ` +
        `(budget ${SCALE_BUDGET.liveP99Ms} ms, ${SCALE.liveRounds} rounds, ${lost} lost)`,
    );
    if (lost || !(Math.max(up.p99, down.p99) <= SCALE_BUDGET.liveP99Ms))
      failures.push(`staff live p99 ${Math.max(up.p99, down.p99).toFixed(0)} ms, ${lost} lost`);
    await capturePlans(port + 2, async (base) => {
      const s = staff[0];
      const token = await staffToken(base, s);
      return {
        token,
        calls: [
          ['the inbox page', STAFF_SCALE_CALLS.inboxPage(0)],
          ['a conversation page', STAFF_SCALE_CALLS.conversationPage(s.conversations[0])],
        ],
      };
    });
  } finally {
    await a.stop();
    await b.stop();
  }
}
