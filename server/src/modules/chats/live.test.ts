import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { postgresDatabase } from '../../db/client';
import { loginAs, onPostgres, setup, testConfig, type TestContext } from '../../test/helpers';
import { MAX_NOTIFY_PAYLOAD_BYTES, notifyPayload, parsePayload } from '../realtime/service';
import { openStream } from '../realtime/testing';
import { caller } from './testing';

describe('NOTIFY payloads', () => {
  it('keeps the first release’s member-id payload and carries a live event beside it', () => {
    expect(notifyPayload(7)).toBe('7');
    expect(parsePayload('7')).toEqual({ userId: 7 });
    const event = { type: 'chat_deleted' as const, channel: 'coach' as const, id: 0 };
    expect(parsePayload(notifyPayload(7, event))).toEqual({ userId: 7, live: event });
    expect(parsePayload('not json')).toBeNull();
  });

  it('drops a message too big for one NOTIFY (the client reads it by id)', () => {
    const message = { id: 5, message: 'я'.repeat(4000) } as never;
    const payload = notifyPayload(7, { type: 'chat_message', channel: 'coach', id: 5, message });
    expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(MAX_NOTIFY_PAYLOAD_BYTES);
    expect(parsePayload(payload)?.live).toEqual({ type: 'chat_message', channel: 'coach', id: 5 });
  });
});

describe('live chat delivery (one process)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await setup();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => ctx.close());

  it('a staff message reaches the member’s open stream with its counts; the member’s own too', async () => {
    const token = await loginAs(ctx.app);
    const anna = caller(ctx.app, token);
    const stream = await openStream(ctx.app, token);
    await stream.counts(() => true);
    await anna.form('POST', '/api/testers/send_admin_message', {
      channel: 'dietolog',
      message: 'Как прошёл обед?',
    });
    const live = await stream.live((e) => e.type === 'chat_message');
    expect(live).toMatchObject({
      channel: 'dietolog',
      message: { message: 'Как прошёл обед?', sender: 'ADMIN', is_rear_view: false },
    });
    const counts = await stream.counts((c) => c.chats.channels[1]?.unread === 2);
    expect(counts.chats.count).toBe(4);

    // the member's own send reaches their other tabs, an edit too
    const sent = (
      await anna.form('POST', '/api/chat/send', { channel: 'dietolog', message: 'Отлично' })
    ).json().result.message;
    await stream.live((e) => e.type === 'chat_message' && e.id === sent.id);
    await anna.form('PATCH', `/api/chat/message/${sent.id}`, { message: 'Отлично!' });
    const edited = await stream.live((e) => e.type === 'chat_message_edited');
    expect(edited.message).toMatchObject({ id: sent.id, message: 'Отлично!', is_edited: true });

    // another member's message never reaches this stream
    const ivan = caller(ctx.app, await loginAs(ctx.app, 'demo2@club.local'));
    await ivan.form('POST', '/api/testers/send_admin_message', {
      channel: 'coach',
      message: 'Не для Анны',
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(
      stream.received.some((e) => e.event === 'live' && e.data.message?.message === 'Не для Анны'),
    ).toBe(false);
    stream.close();
  });
});

// Two API processes on one database need PostgreSQL (PGlite is one in-process database): test:all
// runs this file again on a throwaway cluster.
(onPostgres ? describe : describe.skip)('live chat delivery across processes (PostgreSQL)', () => {
  let ctx: TestContext;
  let appB: FastifyInstance;
  let closeB: () => Promise<void>;
  beforeAll(async () => {
    ctx = await setup();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const databaseB = postgresDatabase(ctx.testDb.url as string);
    appB = await buildApp({
      config: testConfig({ uploadsDir: ctx.app.config.uploadsDir }),
      database: databaseB,
    });
    await appB.listen({ port: 0, host: '127.0.0.1' });
    closeB = async () => {
      await appB.close();
      await databaseB.close();
    };
  });
  afterAll(async () => {
    await closeB();
    await ctx.close();
  });

  it('a staff message sent through instance B paints on a stream of instance A, and the other way', async () => {
    const tokenA = await loginAs(ctx.app);
    const onA = await openStream(ctx.app, tokenA);
    const onB = await openStream(appB, tokenA);
    await onA.counts(() => true);
    await onB.counts(() => true);

    await caller(appB, tokenA).form('POST', '/api/testers/send_admin_message', {
      channel: 'coach',
      message: 'Из процесса B',
    });
    for (const stream of [onA, onB]) {
      const live = await stream.live((e) => e.message?.message === 'Из процесса B');
      expect(live.type).toBe('chat_message');
      await stream.counts((c) => c.chats.channels[0].unread === 3);
    }

    const sent = (
      await caller(ctx.app, tokenA).form('POST', '/api/chat/send', {
        channel: 'coach',
        message: 'Из процесса A',
      })
    ).json().result.message;
    await onB.live((e) => e.id === sent.id);
    expect(ctx.app.realtime.hub.connectionCount()).toBe(1);
    expect(appB.realtime.hub.connectionCount()).toBe(1);
    onA.close();
    onB.close();
  });
});
