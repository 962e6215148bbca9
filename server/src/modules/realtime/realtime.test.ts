import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RealtimeCounts } from '@club/shared/contract';
import { buildApp } from '../../app';
import { postgresDatabase } from '../../db/client';
import { users } from '../../db/schema';
import { loginAs, onPostgres, setup, testConfig, type TestContext } from '../../test/helpers';
import {
  addAdminChatMessage,
  addNotification,
  markChannelRead,
  setNotActiveOptions,
} from './member-data';

/** Opens the SSE stream over real HTTP and collects `counts` events. */
async function openStream(app: FastifyInstance, token: string) {
  const address = app.server.address() as AddressInfo;
  const received: RealtimeCounts[] = [];
  const waiters: (() => void)[] = [];
  let buffer = '';
  const req = http.get({
    host: '127.0.0.1',
    port: address.port,
    path: '/api/cabinet/stream',
    headers: { 'x-auth-token': token, accept: 'text/event-stream' },
  });
  const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
    req.on('response', resolve);
    req.on('error', reject);
  });
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => {
    buffer += chunk;
    let i: number;
    while ((i = buffer.indexOf('\n\n')) >= 0) {
      const frame = buffer.slice(0, i);
      buffer = buffer.slice(i + 2);
      const lines = frame.split('\n');
      if (lines.includes('event: counts')) {
        const data = lines.find((l) => l.startsWith('data: '));
        if (data) received.push(JSON.parse(data.slice(6)));
        waiters.splice(0).forEach((w) => w());
      }
    }
  });
  res.on('error', () => undefined);
  return {
    res,
    received,
    async next(count: number, timeoutMs = 5000): Promise<RealtimeCounts> {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for event #${count}`);
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 100);
        });
      }
      return received[count - 1];
    },
    close: () => req.destroy(),
  };
}

async function userId(app: FastifyInstance, email: string) {
  const [u] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return u.id;
}

describe('realtime stream (one process)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await setup();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => ctx.close());

  it('refuses without a header token (never from the query string)', async () => {
    const token = await loginAs(ctx.app);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/cabinet/stream?token=${token}` });
    expect(res.statusCode).toBe(401);
  });

  it('sends counts on connect and after notifyMember', async () => {
    const token = await loginAs(ctx.app);
    const anna = await userId(ctx.app, 'demo@club.local');
    const stream = await openStream(ctx.app, token);
    expect(stream.res.statusCode).toBe(200);
    expect(stream.res.headers['content-type']).toMatch(/^text\/event-stream/);
    const first = await stream.next(1);
    expect(first).toEqual({
      rest_time: expect.any(Number),
      not_active_options: [],
      chats: {
        count: 3,
        channels: [
          { channel: 'coach', unread: 2 },
          { channel: 'dietolog', unread: 1 },
          { channel: 'psyhologist', unread: 0 },
        ],
      },
      notifications: { count: 2 },
    });

    const deps = {
      db: ctx.app.db,
      clock: ctx.app.clock,
      notifyMember: ctx.app.realtime.notifyMember,
    };
    await addNotification(deps, anna, '<p>Новое уведомление</p>');
    expect((await stream.next(2)).notifications.count).toBe(3);
    await markChannelRead(deps, anna, 'coach');
    expect((await stream.next(3)).chats).toMatchObject({ count: 1 });
    await addAdminChatMessage(deps, anna, 'psyhologist', 'Как настроение?');
    expect((await stream.next(4)).chats.channels[2]).toEqual({ channel: 'psyhologist', unread: 1 });
    await setNotActiveOptions(deps, anna, ['CHATS', 'BOGUS']);
    expect((await stream.next(5)).not_active_options).toEqual(['CHATS']);

    // another member's change does not reach this stream
    const ivan = await userId(ctx.app, 'demo2@club.local');
    await addNotification(deps, ivan, '<p>Не для Анны</p>');
    await new Promise((r) => setTimeout(r, 300));
    expect(stream.received).toHaveLength(5);
    stream.close();
  });
});

// Skipped on PGlite on purpose: PGlite is one in-process database, so two processes cannot share
// it; test:all runs this file again on a throwaway PostgreSQL cluster where it does run.
(onPostgres ? describe : describe.skip)('realtime fan-out across processes (PostgreSQL)', () => {
  let ctx: TestContext;
  let appB: FastifyInstance;
  let closeB: () => Promise<void>;
  beforeAll(async () => {
    ctx = await setup();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    // instance B: its own pool and LISTEN client on the same database
    const databaseB = postgresDatabase(ctx.testDb.url as string);
    appB = await buildApp({ config: testConfig(), database: databaseB });
    await appB.ready();
    closeB = async () => {
      await appB.close();
      await databaseB.close();
    };
  });
  afterAll(async () => {
    await closeB();
    await ctx.close();
  });

  it('a change made through instance B reaches a stream open on instance A', async () => {
    const token = await loginAs(ctx.app);
    const stream = await openStream(ctx.app, token);
    const before = await stream.next(1);
    const anna = await userId(appB, 'demo@club.local');
    await addNotification(
      { db: appB.db, clock: appB.clock, notifyMember: appB.realtime.notifyMember },
      anna,
      '<p>Из другого процесса</p>',
    );
    const after = await stream.next(2);
    expect(after.notifications.count).toBe(before.notifications.count + 1);
    expect(ctx.app.realtime.hub.connectionCount(anna)).toBe(1);
    expect(appB.realtime.hub.connectionCount()).toBe(0);
    stream.close();
  });
});
