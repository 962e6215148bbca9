// A graceful stop of an HTTP server that loses no call of a balancer in front (docs/operating.md):
//
// 1. Quiet down (at most `maxRefuseMs`): the server still accepts, answers the calls a balancer
//    repeats elsewhere (`refuse`: reads) with 503, which also takes this process out of the
//    balancer's rotation (nginx: max_fails), and the others (writes) as usual, until no call has
//    arrived for `quietMs`. A balancer that keeps sending (no passive health) is cut off at
//    `maxRefuseMs`.
// 2. The listening socket closes: a new connection is refused before any byte of a call is read,
//    so the balancer passes the call to another process, a write as safely as a read. (A
//    connection the kernel accepted but the process had not yet taken is reset by the close:
//    step 1 is there so that, behind a balancer, none is waiting then.)
// 3. Every answer from now on says `Connection: close` (the calls under way included, when their
//    headers have not left yet), so each connection closes after its answer. A call arriving on
//    an open keep-alive connection is answered as usual, never refused.
// 4. An idle keep-alive connection is left for its client to close: a server that closes one
//    races the client sending a call on it (which the client cannot safely repeat when it is a
//    write). The balancer closes its idle connections sooner than `idleGraceMs` (nginx:
//    `keepalive_timeout` in the upstream, docs/nginx-club.conf); what is still idle then (a client
//    without a balancer) is closed.
// 5. What is still busy at `deadlineMs` is cut.
//
// The realtime streams never end by themselves: the caller ends them first (with a reconnection
// hint, RealtimeHub.closeAll).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import net from 'node:net';

/** step 1 ends once no call arrived this long... */
export const QUIET_MS = 250;
/** ...or this long after it began */
export const MAX_REFUSE_MS = 2_000;
/** an idle connection its client has not closed this long after the listener closed is closed */
export const IDLE_GRACE_MS = 5_000;
/** connections still busy this long after the listener closed are cut */
export const DRAIN_DEADLINE_MS = 6_000;

export interface DrainOptions {
  quietMs?: number;
  maxRefuseMs?: number;
  idleGraceMs?: number;
  deadlineMs?: number;
}

export interface DrainableOptions {
  /** the calls answered 503 while quieting down (those a balancer repeats elsewhere) */
  refuse?: (req: IncomingMessage) => boolean;
  /** writes that 503 answer */
  refusal?: (res: ServerResponse) => void;
}

export interface Drainable {
  /** 'quieting' (step 1), 'closing' (steps 2-5) */
  readonly state: 'serving' | 'quieting' | 'closing';
  /** resolves once every connection of the server is closed (the listener first) */
  drain(opts?: DrainOptions): Promise<void>;
}

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

const defaultRefusal = (res: ServerResponse) => {
  const body = '{"result":null,"error":{"message":"Сервер перезапускается. Повтори запрос."}}';
  res.writeHead(503, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cache-control': 'no-store',
    'retry-after': '1',
  });
  res.end(body);
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Takes over `server`'s request listeners (the app's handler, already attached) so that drain()
 * can answer, refuse and mark calls; call it before the server listens.
 */
export function drainable(server: Server, options: DrainableOptions = {}): Drainable {
  const refusal = options.refusal ?? defaultRefusal;
  const underWay = new Set<ServerResponse>();
  let state: Drainable['state'] = 'serving';
  let lastCallAt = 0;
  let drained: Promise<void> | undefined;

  const handlers = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    lastCallAt = Date.now();
    if (state === 'quieting' && options.refuse?.(req)) {
      // the body of a read is empty: the connection stays usable for the balancer
      refusal(res);
      return;
    }
    if (state === 'closing') res.setHeader('connection', 'close');
    else {
      underWay.add(res);
      const done = () => underWay.delete(res);
      res.once('finish', done);
      res.once('close', done);
    }
    for (const handler of handlers) handler.call(server, req, res);
  });

  const closeListener = (opts: DrainOptions) =>
    new Promise<void>((resolve) => {
      state = 'closing';
      for (const res of underWay) if (!res.headersSent) res.setHeader('connection', 'close');
      underWay.clear();
      const timers: NodeJS.Timeout[] = [];
      const finish = () => {
        for (const timer of timers) clearTimeout(timer);
        resolve();
      };
      if (!server.listening) {
        server.closeAllConnections();
        finish();
        return;
      }
      // net's close, not http's: http's would also close the idle keep-alive connections at once
      // (step 4). The callback runs once the last connection is gone.
      net.Server.prototype.close.call(server, () => finish());
      timers.push(
        setTimeout(() => server.closeIdleConnections(), opts.idleGraceMs ?? IDLE_GRACE_MS),
        setTimeout(() => server.closeAllConnections(), opts.deadlineMs ?? DRAIN_DEADLINE_MS),
      );
      for (const timer of timers) timer.unref();
    });

  const drain = (opts: DrainOptions = {}): Promise<void> => {
    drained ??= (async () => {
      state = 'quieting';
      const start = Date.now();
      const quietMs = opts.quietMs ?? QUIET_MS;
      const until = start + (opts.maxRefuseMs ?? MAX_REFUSE_MS);
      for (;;) {
        const now = Date.now();
        const quietAt = Math.max(lastCallAt, start) + quietMs;
        if (now >= quietAt || now >= until) break;
        await sleep(Math.min(quietAt, until) - now);
      }
      await closeListener(opts);
    })();
    return drained;
  };

  return {
    get state() {
      return state;
    },
    drain,
  };
}

/**
 * The `retry:` delay a stream ended by the drain gets (ms): soon, and spread over two seconds so
 * that a process's thousands of streams do not all reconnect to the others at the same instant.
 */
export function streamRetryMs(random: () => number = Math.random): number {
  return 250 + Math.floor(random() * 2_000);
}
