// Issue 27, item 5: an upload refused before its body was read (too many files or parts, a file
// too big) leaves its keep-alive connection usable: the next request on the same socket answers.
import http from 'node:http';
import type { Socket } from 'node:net';
import { loginAs, setup, type TestContext } from '../test/helpers';
import { multipartParts } from '../test/multipart';
import { listening } from '../test/raw-http';

let ctx: TestContext;
let port: number;
let token: string;
beforeAll(async () => {
  ctx = await setup();
  port = await listening(ctx.app);
  token = await loginAs(ctx.app);
}, 120_000);
afterAll(() => ctx.close());

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** the connection it went over (the agent may hand a queued request a freed socket) */
  socket: Socket | null;
}

/** One request through `agent`; chunked (no Content-Length) when asked. */
function send(
  agent: http.Agent,
  method: string,
  path: string,
  body?: { payload: Buffer; headers: Record<string, string> },
  chunked = false,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: {
          'x-auth-token': token,
          ...body?.headers,
          ...(body && !chunked ? { 'content-length': String(body.payload.length) } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: text,
            socket: req.socket,
          }),
        );
      },
    );
    // the server may answer (and the test move on) before the whole body is written
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error(`no answer to ${method} ${path}`)));
    if (body && chunked) {
      // in pieces, as a browser streams a big upload
      for (let i = 0; i < body.payload.length; i += 64 * 1024)
        req.write(body.payload.subarray(i, i + 64 * 1024));
      req.end();
    } else req.end(body?.payload);
  });
}

const file = (name: string, size: number) => ({
  filename: name,
  contentType: 'image/jpeg',
  data: Buffer.alloc(size, 7),
});

describe('a refused upload on a keep-alive connection', () => {
  const refusals: [string, string, () => { payload: Buffer; headers: Record<string, string> }][] = [
    [
      'too many files',
      '/api/chat/send',
      () =>
        multipartParts([
          ['channel', 'coach'],
          ['message', 'Много картинок'],
          ...Array.from(
            { length: 8 },
            (_, i) => ['attach[]', file(`p${i}.jpg`, 300_000)] as [string, ReturnType<typeof file>],
          ),
        ]),
    ],
    [
      'too many parts',
      '/api/chat/send',
      () =>
        multipartParts([
          ['channel', 'coach'],
          ...Array.from({ length: 80 }, (_, i) => [`f${i}`, 'x'.repeat(2000)] as [string, string]),
          ['attach[]', file('late.jpg', 500_000)],
        ]),
    ],
    [
      'a file over 5 MB',
      '/api/dynamics/create',
      () =>
        multipartParts([
          ['weight', '70'],
          ['photo_front', file('big.jpg', 6 * 1024 * 1024)],
          ['photo_side', file('side.jpg', 300_000)],
        ]),
    ],
  ];

  it.each(refusals)(
    '(%s): the next request on the same socket answers',
    async (_name, url, body) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const refused = await send(agent, 'POST', url, body());
        expect(refused.status).toBeGreaterThanOrEqual(400);
        expect(refused.status).toBeLessThan(500);
        expect(JSON.parse(refused.body).error.message).toEqual(expect.any(String));
        const next = await send(agent, 'GET', '/api/cabinet/init');
        // answered on the same connection, kept open
        expect({
          status: next.status,
          sameSocket: next.socket !== null && next.socket === refused.socket,
          connection: refused.headers.connection,
        }).toEqual({ status: 200, sameSocket: true, connection: 'keep-alive' });
      } finally {
        agent.destroy();
      }
    },
  );

  it('a refused upload of unknown length closes its connection after the answer; the next request answers', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const refused = await send(agent, 'POST', '/api/chat/send', refusals[0][2](), true);
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.headers.connection).toBe('close');
      const next = await send(agent, 'GET', '/api/cabinet/init');
      expect(next.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});
