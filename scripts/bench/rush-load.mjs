// The rush bench's load generator (rush.mjs): members' realtime streams held open, and an
// open-loop mix of their calls at a fixed arrival rate (a call leaves when its time comes, whether
// or not earlier ones have been answered: a slow API shows as latency, never as a lower rate).
// node:http only: one keep-alive Agent for the calls, one socket per stream. Every request has a
// timeout; nothing outlives the bench.
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const CALL_TIMEOUT_MS = 10_000;

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] : NaN;

export function summary(times) {
  const sorted = Float64Array.from(times).sort();
  return { n: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

/** One HTTP call: resolves { status, ms, body } (status 0: no answer, or none in time). */
export function call(agent, target, { method = 'GET', path, token, body, contentType, read }) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    // as a browser asks (the answer's bytes are not decoded: the generator stays cheap)
    const headers = { 'x-auth-token': token };
    if (!read) headers['accept-encoding'] = 'gzip, br';
    if (body !== undefined) {
      headers['content-type'] = contentType;
      headers['content-length'] = Buffer.byteLength(body);
    }
    let done = false;
    const finish = (status, text) => {
      if (done) return;
      done = true;
      resolve({ status, ms: performance.now() - t0, body: text });
    };
    const req = http.request(
      { agent, host: target.host, port: target.port, method, path, headers },
      (res) => {
        const chunks = read ? [] : null;
        res.on('data', (c) => chunks?.push(c));
        res.on('end', () => finish(res.statusCode, chunks && Buffer.concat(chunks).toString()));
        res.on('error', () => finish(0));
      },
    );
    req.setTimeout(CALL_TIMEOUT_MS, () => {
      req.destroy();
      finish(0);
    });
    req.on('error', () => finish(0));
    req.end(body);
  });
}

/** A multipart/form-data body of text fields, as the app's FormData sends a chat message. */
export function multipart(fields) {
  const boundary = `----rush${Math.random().toString(16).slice(2)}`;
  let out = '';
  for (const [k, v] of Object.entries(fields))
    out += `--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`;
  out += `--${boundary}--\r\n`;
  return { body: out, contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Open realtime streams. A message tagged `rush#<seq>` arriving on any stream settles the waiter
 * registered for that seq (the chat delay). A stream that ends before `closeAll` is a dropped one.
 */
export class Streams {
  constructor() {
    this.open = new Set();
    this.dropped = 0;
    this.refused = 0;
    this.closing = false;
    /** seq -> { sent, kind, memberIndex } */
    this.waiting = new Map();
    /** kind -> delays (ms) */
    this.delays = new Map();
  }

  get count() {
    return this.open.size;
  }

  /** Opens one stream; resolves true when the API answered 200 and sent its first frame. */
  openOne(target, token) {
    return new Promise((resolve) => {
      let settled = false;
      const settle = (ok) => {
        if (settled) return;
        settled = true;
        if (!ok) this.refused += 1;
        resolve(ok);
      };
      const req = http.request({
        agent: false,
        host: target.host,
        port: target.port,
        path: '/api/cabinet/stream',
        headers: { 'x-auth-token': token, accept: 'text/event-stream' },
      });
      const entry = { req, tail: '' };
      req.setTimeout(30_000, () => {
        if (!settled) req.destroy();
      });
      req.on('response', (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          settle(false);
          return;
        }
        req.setTimeout(0);
        this.open.add(entry);
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          settle(true);
          this.onData(entry, chunk);
        });
        const ended = () => {
          if (!this.open.delete(entry)) return;
          if (!this.closing) this.dropped += 1;
        };
        res.on('end', ended);
        res.on('close', ended);
        res.on('error', ended);
      });
      req.on('error', () => settle(false));
      req.end();
    });
  }

  onData(entry, chunk) {
    const text = entry.tail + chunk;
    entry.tail = text.slice(-24);
    if (!this.waiting.size || !text.includes('rush#')) return;
    const now = performance.now();
    for (const m of text.matchAll(/rush#(\d+)/g)) {
      const w = this.waiting.get(Number(m[1]));
      if (!w) continue;
      this.waiting.delete(Number(m[1]));
      this.record(w.kind, now - w.sent);
      w.arrived = now;
      if (w.answered !== undefined)
        this.record(`${w.kind} after answer`, Math.max(0, now - w.answered));
    }
  }

  record(kind, ms) {
    let list = this.delays.get(kind);
    if (!list) this.delays.set(kind, (list = []));
    list.push(ms);
  }

  /**
   * The sender's answer arrived: the delay from then (the message is stored; what is left is the
   * fan-out to the stream) is recorded beside the delay from the send.
   */
  answered(entry) {
    const now = performance.now();
    entry.answered = now;
    if (entry.arrived !== undefined)
      this.record(`${entry.kind} after answer`, Math.max(0, entry.arrived - now));
  }

  /** Opens `list` ([{ target, token }]) `parallel` at a time; returns how many opened. */
  async openMany(list, parallel = 100) {
    let next = 0;
    let opened = 0;
    await Promise.all(
      Array.from({ length: Math.min(parallel, list.length) }, async () => {
        while (next < list.length) {
          const { target, token } = list[next++];
          if (await this.openOne(target, token)) opened += 1;
        }
      }),
    );
    return opened;
  }

  /** waiters older than `ms` (their message never arrived) */
  lost(ms = 5000) {
    const now = performance.now();
    let n = 0;
    for (const [seq, w] of this.waiting)
      if (now - w.sent > ms) {
        this.waiting.delete(seq);
        n += 1;
      }
    return n;
  }

  closeAll() {
    this.closing = true;
    for (const e of this.open) e.req.destroy();
    this.open.clear();
  }
}

/**
 * The mix at `rate` calls per second for `seconds`: every call is `pick()` (weighted), sent at
 * its time on a fixed schedule (open loop). Returns per-call latencies, errors and the
 * generator's own event-loop delay.
 */
export async function runMix({ rate, seconds, mix, extra }) {
  const weights = mix.map((m) => m.weight);
  const total = weights.reduce((a, b) => a + b, 0);
  const byName = new Map(
    [...mix, ...(extra ?? [])].map((m) => [m.name, { times: [], errors: 0, statuses: {} }]),
  );
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const inFlight = new Set();
  const t0 = performance.now();
  const end = t0 + seconds * 1000;
  let sent = 0;
  let maxInFlight = 0;
  const pick = () => {
    let r = Math.random() * total;
    for (const m of mix) if ((r -= m.weight) < 0) return m;
    return mix[mix.length - 1];
  };
  /** per second of the run: the slowest answer (BENCH_RUSH_TRACE prints them) */
  const slowest = [];
  const fire = (m) => {
    const second = Math.floor((performance.now() - t0) / 1000);
    const p = m.run().then((res) => {
      slowest[second] = Math.max(slowest[second] ?? 0, res.ms);
      const rec = byName.get(m.name);
      if (res.status >= 200 && res.status < 300) rec.times.push(res.ms);
      else {
        rec.errors += 1;
        rec.statuses[res.status] = (rec.statuses[res.status] ?? 0) + 1;
      }
      inFlight.delete(p);
    });
    inFlight.add(p);
    maxInFlight = Math.max(maxInFlight, inFlight.size);
  };
  const extras = (extra ?? []).map((x) => ({ ...x, sent: 0 }));
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      const due = Math.floor(((Math.min(now, end) - t0) / 1000) * rate);
      while (sent < due) {
        fire(pick());
        sent += 1;
      }
      for (const x of extras) {
        const xdue = Math.floor(((Math.min(now, end) - t0) / 1000) * x.rate);
        while (x.sent < xdue) {
          x.sent += 1;
          fire(x);
        }
      }
      if (now >= end) resolve();
      else setTimeout(tick, 2);
    };
    tick();
  });
  const elapsed = (performance.now() - t0) / 1000;
  await Promise.all(inFlight);
  loopDelay.disable();
  const calls = {};
  for (const [name, rec] of byName) calls[name] = { ...summary(rec.times), ...rec };
  const ok = Object.values(calls).reduce((s, c) => s + c.n, 0);
  if (process.env.BENCH_RUSH_TRACE)
    console.log(
      `    slowest answer per second: ${slowest.map((x) => Math.round(x ?? 0)).join(' ')}`,
    );
  return {
    calls,
    sent,
    served: ok / elapsed,
    errors: Object.values(calls).reduce((s, c) => s + c.errors, 0),
    maxInFlight,
    generatorDelay: {
      p50: loopDelay.percentile(50) / 1e6,
      p99: loopDelay.percentile(99) / 1e6,
      max: loopDelay.max / 1e6,
    },
  };
}
