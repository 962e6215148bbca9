// The drain of a stopping process, on a real server and real sockets: what a balancer in front
// sees of each connection (docs/operating.md).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { drainable, streamRetryMs, type Drainable } from './drain';

interface Served {
  server: http.Server;
  port: number;
  drains: Drainable;
  /** answers of /slow wait for this */
  release: () => void;
}

/** the app's refusal while quieting down: reads, as main.ts passes it */
const reads = (req: http.IncomingMessage) => req.method === 'GET';

async function serve(): Promise<Served> {
  let release!: () => void;
  let gate = new Promise<void>((r) => (release = r));
  const server = http.createServer((req, res) => {
    const answer = () => {
      const body = `answered ${req.url}`;
      res.writeHead(200, { 'content-type': 'text/plain', 'content-length': body.length });
      res.end(body);
    };
    if (req.url === '/slow') void gate.then(answer);
    else answer();
  });
  const drains = drainable(server, { refuse: reads });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    server,
    port,
    drains,
    release: () => {
      release();
      gate = new Promise<void>((r) => (release = r));
    },
  };
}

/** A keep-alive client connection: requests written raw, answers read back as text. */
function connection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let text = '';
  let closedAt = 0;
  socket.setEncoding('utf8');
  socket.on('data', (d: string) => (text += d));
  const closed = new Promise<void>((resolve) =>
    socket.on('close', () => {
      closedAt = Date.now();
      resolve();
    }),
  );
  socket.on('error', () => undefined);
  const connected = new Promise<void>((r) => socket.once('connect', () => r()));
  return {
    connected,
    send: (path: string, method = 'GET') =>
      socket.write(
        `${method} ${path} HTTP/1.1\r\nHost: test\r\nConnection: keep-alive\r\n` +
          `Content-Length: 0\r\n\r\n`,
      ),
    /** resolves with the text once `count` answers arrived */
    answers: async (count: number, timeoutMs = 3000) => {
      const deadline = Date.now() + timeoutMs;
      while ((text.match(/HTTP\/1\.1 /g) ?? []).length < count) {
        if (Date.now() > deadline) throw new Error(`no answer: ${text}`);
        await new Promise((r) => setTimeout(r, 10));
      }
      return text;
    },
    closedAt: () => closedAt,
    closed,
    close: () => socket.end(),
  };
}

const refused = (port: number) =>
  new Promise<string>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('accepted');
    });
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
  });

describe('drainable: a stop that loses no call of a balancer', () => {
  test('a call under way is answered, with Connection: close; then a new connection is refused', async () => {
    const s = await serve();
    const c = connection(s.port);
    await c.connected;
    c.send('/slow', 'POST');
    await new Promise((r) => setTimeout(r, 50));
    const drained = s.drains.drain({ quietMs: 100, idleGraceMs: 2000, deadlineMs: 3000 });
    expect(s.drains.state).toBe('quieting');
    await new Promise((r) => setTimeout(r, 200));
    expect(s.drains.state).toBe('closing');
    // no new connection: the balancer gets a refusal before sending anything, and passes it on
    expect(await refused(s.port)).toBe('ECONNREFUSED');
    s.release();
    const text = await c.answers(1);
    expect(text).toMatch(/^HTTP\/1\.1 200 /);
    expect(text).toMatch(/\r\nConnection: close\r\n/i);
    expect(text).toContain('answered /slow');
    // the server closed that connection after the answer, and the drain is over
    const started = Date.now();
    await drained;
    expect(Date.now() - started).toBeLessThan(1000);
    await c.closed;
  });

  test('quieting down: reads are refused with 503 (the balancer repeats them), writes answered, until no call comes', async () => {
    const s = await serve();
    const c = connection(s.port);
    await c.connected;
    const drained = s.drains.drain({ quietMs: 300, maxRefuseMs: 5000, idleGraceMs: 500 });
    c.send('/read');
    let text = await c.answers(1);
    expect(text).toMatch(/^HTTP\/1\.1 503 /);
    expect(text).toMatch(/\r\nretry-after: 1\r\n/i);
    expect(text).toContain('Сервер перезапускается');
    // the connection stays usable: the refused read left nothing unread
    c.send('/write', 'POST');
    text = await c.answers(2);
    expect(text.slice(text.lastIndexOf('HTTP/1.1'))).toMatch(
      /^HTTP\/1\.1 200 [^]*answered \/write$/,
    );
    // a new connection is still taken while calls come: no call waits unaccepted at the close
    expect(await refused(s.port)).toBe('accepted');
    await new Promise((r) => setTimeout(r, 150));
    expect(s.drains.state).toBe('quieting');
    // 300 ms without a call: the listener closes
    await new Promise((r) => setTimeout(r, 400));
    expect(s.drains.state).toBe('closing');
    expect(await refused(s.port)).toBe('ECONNREFUSED');
    await drained;
  });

  test('a balancer that keeps sending is cut off at maxRefuseMs', async () => {
    const s = await serve();
    const c = connection(s.port);
    await c.connected;
    const start = Date.now();
    const drained = s.drains.drain({ quietMs: 200, maxRefuseMs: 600, idleGraceMs: 300 });
    let sent = 0;
    while (s.drains.state === 'quieting' && Date.now() - start < 2000) {
      c.send('/write', 'POST');
      sent += 1;
      await c.answers(sent);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(Date.now() - start).toBeGreaterThanOrEqual(550);
    expect(Date.now() - start).toBeLessThan(1000);
    await drained;
  });

  test('after the close, a call arriving on an open keep-alive connection is answered, not refused', async () => {
    const s = await serve();
    const c = connection(s.port);
    await c.connected;
    c.send('/first');
    expect(await c.answers(1)).toMatch(/\r\nConnection: keep-alive\r\n/i);
    const drained = s.drains.drain({ quietMs: 50, idleGraceMs: 2000, deadlineMs: 3000 });
    await new Promise((r) => setTimeout(r, 150));
    expect(s.drains.state).toBe('closing');
    // the connection stayed open (idle): the client's next call on it gets a real answer
    expect(c.closedAt()).toBe(0);
    c.send('/second');
    const text = await c.answers(2);
    expect(text.slice(text.lastIndexOf('HTTP/1.1'))).toMatch(
      /^HTTP\/1\.1 200 [^]*\r\nConnection: close\r\n[^]*answered \/second$/i,
    );
    await drained;
  });

  test('an idle connection is left to its client until the grace, then closed', async () => {
    const s = await serve();
    const [left, kept] = [connection(s.port), connection(s.port)];
    await Promise.all([left.connected, kept.connected]);
    for (const c of [left, kept]) {
      c.send('/');
      await c.answers(1);
    }
    const start = Date.now();
    let drainedAt = 0;
    const drained = s.drains
      .drain({ quietMs: 0, idleGraceMs: 600, deadlineMs: 3000 })
      .then(() => (drainedAt = Date.now()));
    // the balancer closes one of its idle connections itself (its keepalive_timeout)
    await new Promise((r) => setTimeout(r, 200));
    left.close();
    await new Promise((r) => setTimeout(r, 200));
    expect(kept.closedAt()).toBe(0);
    expect(drainedAt).toBe(0);
    // the other is closed by the server once the grace is over, and the drain ends
    await drained;
    await kept.closed;
    expect(kept.closedAt() - start).toBeGreaterThanOrEqual(550);
    expect(drainedAt - start).toBeLessThan(1500);
  });

  test('a call still under way at the deadline is cut, so a stop is bounded', async () => {
    const s = await serve();
    const c = connection(s.port);
    await c.connected;
    c.send('/slow');
    await new Promise((r) => setTimeout(r, 50));
    const start = Date.now();
    await s.drains.drain({ quietMs: 0, idleGraceMs: 200, deadlineMs: 500 });
    expect(Date.now() - start).toBeGreaterThanOrEqual(450);
    expect(Date.now() - start).toBeLessThan(1500);
    await c.closed;
    s.release();
  });

  test('streams come back soon and spread: the reconnection hint is 0.25 to 2.25 s', () => {
    expect(streamRetryMs(() => 0)).toBe(250);
    expect(streamRetryMs(() => 0.999999)).toBe(2249);
    const hints = Array.from({ length: 200 }, () => streamRetryMs());
    expect(new Set(hints).size).toBeGreaterThan(100);
  });
});
