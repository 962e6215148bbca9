/**
 * @jest-environment node
 */
// IndexedDB from fake-indexeddb; Response and BroadcastChannel are Node's own.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import {
  enqueueResult,
  flushOutbox,
  outboxCount,
  outboxEntries,
  pendingResultOf,
  postEntry,
  resetOutboxConnection,
  type OutboxEntry,
  type SendOutcome,
} from './outbox';

const entry = (attemptId: string, dayId = '7'): OutboxEntry => ({
  attemptId,
  userPackId: '3',
  dayId,
  body: {
    attempt_id: attemptId,
    time: 1800,
    results: [{ set_id: 1, count: 12, weight: 0, duration: 0 }],
  },
  token: 'session-token',
  createdAt: 1,
});

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  resetOutboxConnection();
});

describe('the results outbox', () => {
  it('keeps one entry per attempt, however often the same finish is kept', async () => {
    await enqueueResult(entry('attempt-0001'));
    await enqueueResult(entry('attempt-0001'));
    await enqueueResult(entry('attempt-0002', '8'));
    expect(await outboxCount()).toBe(2);
    expect((await pendingResultOf(3, 8))?.attemptId).toBe('attempt-0002');
    expect(await pendingResultOf(3, 9)).toBeUndefined();
  });

  it('removes sent and refused results and keeps the ones that did not reach the server', async () => {
    await enqueueResult(entry('attempt-sent'));
    await enqueueResult(entry('attempt-away'));
    await enqueueResult(entry('attempt-refused'));
    const outcomes: Record<string, SendOutcome> = {
      'attempt-sent': { kind: 'sent' },
      'attempt-away': { kind: 'retry' },
      'attempt-refused': { kind: 'refused', message: 'нет' },
    };
    const left = await flushOutbox(async (e) => outcomes[e.attemptId]);
    expect(left).toBe(1);
    expect((await outboxEntries()).map((e) => e.attemptId)).toEqual(['attempt-away']);
  });

  it('shares one run between calls made at the same time (no result is posted twice)', async () => {
    await enqueueResult(entry('attempt-once'));
    const send = jest.fn(async () => ({ kind: 'sent' }) as SendOutcome);
    await Promise.all([flushOutbox(send), flushOutbox(send), flushOutbox(send)]);
    expect(send).toHaveBeenCalledTimes(1);
    expect(await outboxCount()).toBe(0);
  });
});

describe('postEntry', () => {
  const answer = (status: number, body: unknown) =>
    jest.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

  it('posts the result with its attempt id and the session token of the finish', async () => {
    const fetchFn = answer(200, { result: { percent: 100 }, error: null });
    expect(await postEntry(entry('attempt-post'), fetchFn)).toEqual({ kind: 'sent' });
    const [url, init] = (fetchFn as unknown as jest.Mock).mock.calls[0];
    expect(url).toBe('/api/courses/drill_day/7?user_pack_id=3');
    expect(init.headers['X-AUTH-TOKEN']).toBe('session-token');
    expect(JSON.parse(init.body).attempt_id).toBe('attempt-post');
  });

  it('tries again later on no network, 5xx and 429; a refusal carries the server message', async () => {
    const offline = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await postEntry(entry('attempt-x'), offline)).toEqual({ kind: 'retry' });
    expect(await postEntry(entry('attempt-x'), answer(503, {}))).toEqual({ kind: 'retry' });
    expect(await postEntry(entry('attempt-x'), answer(429, {}))).toEqual({ kind: 'retry' });
    expect(
      await postEntry(
        entry('attempt-x'),
        answer(400, { result: null, error: { message: 'Курс заморожен' } }),
      ),
    ).toEqual({
      kind: 'refused',
      message: 'Сервер не принял результат тренировки. Курс заморожен',
    });
  });
});
