// Test helper: the member's SSE stream over real HTTP, collecting `counts` and `live` events.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type {
  ChatLiveEvent,
  ContestLiveEvent,
  LiveEvent,
  RealtimeCounts,
} from '@club/shared/contract';

/** A live event as a test reads it: any kind, each kind's fields optional (no narrowing needed). */
export type StreamLive = { type: LiveEvent['type'] } & Partial<Omit<ChatLiveEvent, 'type'>> &
  Partial<Omit<ContestLiveEvent, 'type'>>;

export type StreamEvent =
  { event: 'counts'; data: RealtimeCounts } | { event: 'live'; data: StreamLive };

export async function openStream(app: FastifyInstance, token: string) {
  const address = app.server.address() as AddressInfo;
  const received: StreamEvent[] = [];
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
      const name = lines.find((l) => l.startsWith('event: '))?.slice(7);
      const data = lines.find((l) => l.startsWith('data: '))?.slice(6);
      if ((name === 'counts' || name === 'live') && data)
        received.push({ event: name, data: JSON.parse(data) } as StreamEvent);
      waiters.splice(0).forEach((w) => w());
    }
  });
  res.on('error', () => undefined);
  /** Waits until an event matches (searching from the start), or fails after timeoutMs. */
  async function waitFor<T extends StreamEvent>(
    match: (e: StreamEvent) => e is T,
    timeoutMs = 5000,
  ): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = received.find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error('timed out waiting for a stream event');
      await new Promise<void>((r) => {
        waiters.push(r);
        setTimeout(r, 100);
      });
    }
  }
  return {
    res,
    received,
    waitFor,
    live: (predicate: (e: StreamLive) => boolean = () => true, timeoutMs?: number) =>
      waitFor(
        (e): e is Extract<StreamEvent, { event: 'live' }> =>
          e.event === 'live' && predicate(e.data),
        timeoutMs,
      ).then((e) => e.data),
    counts: (predicate: (c: RealtimeCounts) => boolean, timeoutMs?: number) =>
      waitFor(
        (e): e is Extract<StreamEvent, { event: 'counts' }> =>
          e.event === 'counts' && predicate(e.data),
        timeoutMs,
      ).then((e) => e.data),
    close: () => req.destroy(),
  };
}
