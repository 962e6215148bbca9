// A rolling restart behind the README's balancer: two API processes on one PostgreSQL with nginx
// in front (docs/nginx-club.conf as written, only the addresses are this machine's), members'
// calls (reads and writes) arriving all along, and one process sent SIGTERM and started again on
// its port in the middle. No call may fail, the process stops by itself (exit 0), its streams end
// with a reconnection hint and are back through the balancer within 5 s, and the new process
// gets its members' calls again once it is up. Needs PostgreSQL and nginx (`.ci/run` installs it):
// `pnpm test:server` runs this file in its PostgreSQL pass.
import http from 'node:http';
import { createTestDb, onPostgres, type TestDb } from './test/helpers';
import {
  nginxBinary,
  startApi,
  startBalancer,
  type ApiProcess,
  type Balancer,
} from './test/balancer';

/** calls a second through the balancer, half reads and half writes */
const RATE = 20;
/** calls of A's members 10 ms apart from 100 ms before the SIGTERM */
const BURST = 60;
/** the restarted process's pause between SIGTERM and its drain */
const SHUTDOWN_DELAY_MS = 1_500;
/** the load never runs longer than this... */
const MAX_LOAD_MS = 30_000;
/** ...and if the new process was not up by then (a busy machine), this much more once it is */
const TAIL_MS = 10_000;
/** a stream ended by the drain is open again through the balancer within this */
const STREAM_BACK_MS = 5_000;

if (onPostgres && !nginxBinary)
  console.info('nginx is not installed: the rolling restart test is skipped');

interface Outcome {
  method: string;
  status: number;
  error?: string;
  body?: string;
  at: number;
}

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@club.local', password: 'demo12345' }),
  });
  const token = res.headers.get('x-auth-token');
  if (res.status !== 200 || !token) throw new Error(`login failed: ${res.status}`);
  return token;
}

/** One call of a member through the balancer: the app's first read, or a chat send. */
async function memberCall(base: string, token: string, write: boolean, n: number) {
  const at = Date.now();
  const method = write ? 'POST' : 'GET';
  try {
    const res = await fetch(`${base}${write ? '/api/chat/send' : '/api/cabinet/init'}`, {
      method,
      headers: {
        'x-auth-token': token,
        ...(write ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: write
        ? new URLSearchParams({ channel: 'coach', message: `Во время перезапуска ${n}` }).toString()
        : undefined,
      signal: AbortSignal.timeout(10_000),
    });
    const body = await res.text();
    return { method, status: res.status, at, body: res.status === 200 ? undefined : body };
  } catch (err) {
    return { method, status: 0, at, error: String(err) };
  }
}

/** A stream through the balancer, its raw text kept (the reconnection hint is a raw line). */
function openRawStream(base: string, token: string) {
  const url = new URL(`${base}/api/cabinet/stream`);
  let text = '';
  let endedAt = 0;
  let req: http.ClientRequest | undefined;
  const opened = new Promise<number>((resolve, reject) => {
    req = http.get(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        headers: { 'x-auth-token': token, accept: 'text/event-stream' },
      },
      (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('close', () => (endedAt = Date.now()));
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
  });
  const stream = {
    opened,
    text: () => text,
    endedAt: () => endedAt,
    close: () => void req?.destroy(),
    /** resolves once a counts frame arrived */
    counts: async (timeoutMs: number) => {
      const deadline = Date.now() + timeoutMs;
      while (!text.includes('event: counts')) {
        if (Date.now() > deadline || endedAt) return false;
        await new Promise((r) => setTimeout(r, 20));
      }
      return true;
    },
  };
  return stream;
}

// Two API processes need PostgreSQL (the embedded database is one process), and the balancer
// needs nginx: without it (a machine that did not run .ci/run's install) the test says so and skips.
(onPostgres && nginxBinary ? describe : describe.skip)('a rolling restart behind nginx', () => {
  let testDb: TestDb;
  let env: Record<string, string>;
  let a: ApiProcess;
  let b: ApiProcess;
  let again: ApiProcess | undefined;
  let lb: Balancer;
  beforeAll(async () => {
    testDb = await createTestDb();
    env = {
      DATABASE_URL: testDb.url!,
      TRUST_PROXY: '127.0.0.1',
      // every call of the load is a member's own: the per-member chat limit is not what is tested
      CHAT_SEND_RATE_MAX: '100000',
    };
    [a, b] = await Promise.all([startApi(env), startApi(env)]);
    lb = await startBalancer([a, b]);
  }, 180_000);
  afterAll(async () => {
    for (const p of [a, b, again]) if (p && p.child.exitCode === null) p.child.kill('SIGKILL');
    await Promise.all([a?.exited, b?.exited, again?.exited]);
    await lb?.close();
    await testDb?.drop();
  }, 60_000);

  test('SIGTERM to one process and a new one on its port: no call fails, streams come back', async () => {
    /** the process each token's calls went to, from nginx's log */
    const served = (token: string) =>
      lb
        .accessLog()
        .filter((l) => l.endsWith(` ${token}`))
        .map((l) => /"127\.0\.0\.1:(\d+)"/.exec(l)?.[1]);
    const tokens: string[] = [];
    const of = new Map<string, number>();
    while (
      [a, b].some((p) => [...of.values()].filter((port) => port === p.port).length < 3) &&
      tokens.length < 40
    ) {
      const token = await login(lb.base);
      expect((await memberCall(lb.base, token, false, 0)).status).toBe(200);
      tokens.push(token);
      of.set(token, Number(served(token)[0]));
    }
    const onA = tokens.filter((t) => of.get(t) === a.port);
    const onB = tokens.filter((t) => of.get(t) === b.port);
    expect(Math.min(onA.length, onB.length)).toBeGreaterThanOrEqual(3);

    // streams of members of both processes, open through the balancer
    const streamTokens = [onA[0], onA[1], onB[0]];
    const streams = streamTokens.map((t) => openRawStream(lb.base, t));
    for (const s of streams) {
      expect(await s.opened).toBe(200);
      expect(await s.counts(10_000)).toBe(true);
    }

    // the load: open loop, each call leaves at its time whatever the earlier ones do
    const outcomes: Promise<Outcome>[] = [];
    const startLoad = (maxMs: number) => {
      const start = Date.now();
      let loading = true;
      const done = (async () => {
        for (let n = 0; loading && Date.now() - start < maxMs; n++) {
          outcomes.push(memberCall(lb.base, tokens[n % tokens.length], n % 2 === 1, n));
          const next = start + ((n + 1) * 1000) / RATE;
          await new Promise((r) => setTimeout(r, Math.max(0, next - Date.now())));
        }
        loading = false;
      })();
      return {
        running: () => loading,
        stop: () => {
          loading = false;
          return done;
        },
      };
    };
    const load = startLoad(MAX_LOAD_MS);

    await new Promise((r) => setTimeout(r, 1_900));
    // a burst of A's members' calls across the moment of the SIGTERM: calls under way, on open
    // keep-alive connections and on new ones while A stops
    for (let n = 0; n < BURST; n++)
      setTimeout(
        () => outcomes.push(memberCall(lb.base, onA[n % onA.length], n % 2 === 1, -n)),
        n * 10,
      );
    await new Promise((r) => setTimeout(r, 100));
    const stopAt = Date.now();
    a.child.kill('SIGTERM');
    // A's streams end with a hint to come back soon, and come back through the balancer
    const back = streams.slice(0, 2).map(async (s, i) => {
      while (!s.endedAt() && Date.now() - stopAt < 10_000)
        await new Promise((r) => setTimeout(r, 20));
      const hint = /(?:^|\n)retry: (\d+)\n\n$/.exec(s.text());
      const wait = Number(hint?.[1] ?? 5000);
      await new Promise((r) => setTimeout(r, wait));
      const fresh = openRawStream(lb.base, streamTokens[i]);
      const ok = (await fresh.opened) === 200 && (await fresh.counts(STREAM_BACK_MS));
      const after = Date.now() - s.endedAt();
      fresh.close();
      return { ended: s.endedAt() > 0, hint: hint?.[1] ?? null, ok, after };
    });
    expect(await a.exited).toBe(0);
    const stoppedIn = Date.now() - stopAt;
    // started as a club behind balancers that poll /readyz would (the next test stops it)
    again = await startApi(
      { ...env, SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS) },
      { port: a.port, trackingPort: a.trackingPort },
    );
    const readyAt = Date.now();
    // the new process gets its members' calls again (nginx tries it again after fail_timeout);
    // a start slower than the load (a busy machine) gets a tail of the same load
    const servedByNew = () =>
      lb
        .accessLog()
        .filter(
          (l) =>
            Number(l.split(' ')[0]) * 1000 >= readyAt && l.includes(`"127.0.0.1:${a.port}" "200"`),
        ).length;
    const tail = load.running() ? load : startLoad(TAIL_MS);
    while (servedByNew() < 10 && tail.running()) await new Promise((r) => setTimeout(r, 100));
    await Promise.all([load.stop(), tail.stop()]);
    const all = await Promise.all(outcomes);
    console.info(
      `rolling restart: ${all.length} calls, A stopped in ${stoppedIn} ms, ` +
        `back in ${readyAt - stopAt} ms, ${servedByNew()} calls served by the new A`,
    );

    const failed = all.filter((o) => o.status !== 200);
    if (failed.length) {
      const kinds = new Map<string, number>();
      for (const o of failed) {
        const kind = `${o.method} ${o.status} ${o.error ?? ''} at +${o.at - stopAt} ms`;
        kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
      }
      console.info(
        `failed calls (SIGTERM at +0):\n${[...kinds].map(([k, n]) => `${n} x ${k}`).join('\n')}\n` +
          `nginx: ${lb
            .errorLog()
            .split('\n')
            .filter((l) => l.includes('[error]'))
            .slice(0, 20)
            .join('\n')}`,
      );
    }
    expect(failed).toEqual([]);
    expect(all.length).toBeGreaterThan(200);
    expect(all.filter((o) => o.method === 'POST' && o.at > stopAt).length).toBeGreaterThan(50);
    expect(servedByNew()).toBeGreaterThanOrEqual(10);
    // B's stream stays open; A's ended with a hint and were back within 5 s
    expect(streams[2].endedAt()).toBe(0);
    for (const stream of await Promise.all(back)) {
      expect(stream).toMatchObject({ ended: true, ok: true });
      expect(stream.hint).not.toBeNull();
      expect(Number(stream.hint)).toBeLessThanOrEqual(3000);
      expect(stream.after).toBeLessThan(STREAM_BACK_MS);
    }
    for (const s of streams) s.close();
  }, 120_000);

  test('SIGTERM: /readyz is 503 at once while the process serves on for SHUTDOWN_DELAY_MS, then it refuses and exits', async () => {
    const api = again!;
    const token = await login(api.base);
    api.child.kill('SIGTERM');
    const stopAt = Date.now();
    // (the signal reaches the process a moment after kill() returns)
    let ready = await fetch(`${api.base}/readyz`);
    while (ready.status === 200 && Date.now() - stopAt < 500)
      ready = await fetch(`${api.base}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({
      status: 'unavailable',
      state: 'draining',
      checks: { shutdown: { ok: false } },
    });
    expect((await fetch(`${api.base}/livez`)).status).toBe(200);
    // still serving the calls that reach it meanwhile
    const res = await fetch(`${api.base}/api/cabinet/init`, { headers: { 'x-auth-token': token } });
    expect(res.status).toBe(200);
    expect(Date.now() - stopAt).toBeLessThan(SHUTDOWN_DELAY_MS);
    // then a new connection is refused, and the process stops by itself
    let refusedAt = 0;
    while (!refusedAt && Date.now() - stopAt < SHUTDOWN_DELAY_MS + 5_000) {
      // (a connection left open from before is answered once, with Connection: close)
      const up = await fetch(`${api.base}/livez`).then(
        () => true,
        () => false,
      );
      if (!up) refusedAt = Date.now();
      else await new Promise((r) => setTimeout(r, 50));
    }
    expect(refusedAt - stopAt).toBeGreaterThanOrEqual(SHUTDOWN_DELAY_MS);
    expect(await api.exited).toBe(0);
  }, 30_000);
});
