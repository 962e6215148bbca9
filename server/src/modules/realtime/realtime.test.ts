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
import { openStream as openMemberStream, type StreamEvent } from './testing';

/** The member's stream (./testing), read as its `counts` events in order. */
async function openStream(app: FastifyInstance, token: string) {
  const stream = await openMemberStream(app, token);
  const counts = (): RealtimeCounts[] =>
    stream.received.flatMap((e) => (e.event === 'counts' ? [e.data] : []));
  return {
    get received() {
      return counts();
    },
    /** The `count`-th counts event, once it has come. */
    async next(count: number, timeoutMs = 5000): Promise<RealtimeCounts> {
      await stream.waitFor(
        (e): e is Extract<StreamEvent, { event: 'counts' }> =>
          e.event === 'counts' && counts().length >= count,
        timeoutMs,
      );
      return counts()[count - 1];
    },
    res: stream.res,
    close: stream.close,
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
