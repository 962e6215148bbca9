// Issue 27, item 5: an upload its client aborts half-way is written to the log at info level,
// never as a warning or an error (nothing failed on the server's side).
import http from 'node:http';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loggerOptions } from '../lib/log';
import { jpeg } from '../modules/dynamics/testing';
import { createTestDb, loginAs, testConfig, type TestDb } from '../test/helpers';
import { multipartParts } from '../test/multipart';
import { listening } from '../test/raw-http';

let testDb: TestDb;
let app: FastifyInstance;
let port: number;
let token: string;
const lines: { level: number; msg: string; reqId?: string }[] = [];
beforeAll(async () => {
  testDb = await createTestDb();
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as (typeof lines)[0]);
      done();
    },
  });
  app = await buildApp({
    config: testConfig(),
    database: testDb.database,
    logger: { ...(loggerOptions('debug') as object), stream } as never,
  });
  port = await listening(app);
  token = await loginAs(app);
}, 120_000);
afterAll(async () => {
  await app.close();
  await testDb.drop();
});

/** Sends the head and a part of the body, then drops the connection. */
function abortedUpload(path: string, body: { payload: Buffer; headers: Record<string, string> }) {
  return new Promise<void>((resolve) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path,
      headers: {
        ...body.headers,
        'x-auth-token': token,
        'content-length': String(body.payload.length),
      },
    });
    req.on('error', () => undefined);
    req.write(body.payload.subarray(0, Math.floor(body.payload.length / 2)), () =>
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 50),
    );
  });
}

/** Waits (up to 10 s) until the log has a line that `match` accepts. */
async function logged(match: (line: (typeof lines)[0]) => boolean) {
  for (let i = 0; i < 200 && !lines.some(match); i += 1)
    await new Promise((resolve) => setTimeout(resolve, 50));
  return lines.filter(match);
}

it('an upload aborted half-way is logged at info, never as a warning or an error', async () => {
  const photo = await jpeg(1200, 1600);
  const big = { ...photo, data: Buffer.concat([photo.data, Buffer.alloc(1_500_000)]) };
  for (const [path, parts] of [
    [
      '/api/dynamics/create',
      [
        ['weight', '70'],
        ['photo_front', big],
      ],
    ],
    [
      '/api/chat/send',
      [
        ['channel', 'coach'],
        ['attach[]', big],
      ],
    ],
    ['/api/cabinet/profile/avatar', [['avatar', big]]],
  ] as const) {
    const before = lines.length;
    await abortedUpload(path, multipartParts(parts as never));
    const aborted = await logged(
      (l) => lines.indexOf(l) >= before && l.msg === 'request aborted by the client',
    );
    expect([path, aborted.map((l) => l.level)]).toEqual([path, [30]]);
  }
  expect(lines.filter((l) => l.level >= 40)).toEqual([]);
});
