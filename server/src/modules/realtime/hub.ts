// Streams connected to this process, keyed by member; fed by LISTEN member_events.
import type { ServerResponse } from 'node:http';
import type { Db } from '../../db/client';
import type { LiveEvent } from '@club/shared/contract';
import { getCounts, parsePayload } from './service';

/** Streams written per turn of the event loop by a heartbeat. */
export const HEARTBEAT_SLICE = 200;
/** Members whose counts refreshAll reads at once: the pool serves requests meanwhile. */
export const REFRESH_CONCURRENCY = 4;

export class RealtimeHub {
  private readonly streams = new Map<number, Set<ServerResponse>>();
  /** the same streams by session, to close them when their session ends */
  private readonly bySession = new Map<number, Set<ServerResponse>>();
  /** set by closeAll(retryMs): the process is stopping */
  private retryAfterClose: (() => number) | undefined;

  constructor(
    private readonly db: Db,
    private readonly onError: (err: unknown) => void,
  ) {}

  add(userId: number, res: ServerResponse, sessionId?: number): () => void {
    // the process is stopping: a stream opened meanwhile is told at once where to go
    if (this.retryAfterClose) {
      res.end(`retry: ${this.retryAfterClose()}\n\n`);
      return () => undefined;
    }
    addTo(this.streams, userId, res);
    if (sessionId !== undefined) addTo(this.bySession, sessionId, res);
    return () => {
      removeFrom(this.streams, userId, res);
      if (sessionId !== undefined) removeFrom(this.bySession, sessionId, res);
    };
  }

  /** the sessions with open streams in this process */
  openSessionIds(): number[] {
    return [...this.bySession.keys()];
  }

  /** open streams of one session in this process */
  sessionStreamCount(sessionId: number): number {
    return this.bySession.get(sessionId)?.size ?? 0;
  }

  /** Ends the streams of sessions that ended (logout, password change, idle expiry). */
  closeSessions(sessionIds: number[]): number {
    let closed = 0;
    for (const id of sessionIds) {
      for (const res of [...(this.bySession.get(id) ?? [])]) {
        res.end();
        closed++;
      }
      this.bySession.delete(id);
    }
    return closed;
  }

  connectionCount(userId?: number): number {
    if (userId !== undefined) return this.streams.get(userId)?.size ?? 0;
    let n = 0;
    for (const s of this.streams.values()) n += s.size;
    return n;
  }

  /** Payload of a NOTIFY: the member id, with a live event or not (see notifyPayload). */
  async onPayload(payload: string): Promise<void> {
    const parsed = parsePayload(payload);
    if (!parsed || !this.streams.has(parsed.userId)) return;
    // the live event first: it needs no query, so an open messenger paints it at once
    if (parsed.live) this.pushLive(parsed.userId, parsed.live);
    try {
      await this.push(parsed.userId);
    } catch (err) {
      this.onError(err);
    }
  }

  pushLive(userId: number, live: LiveEvent): void {
    const frame = `event: live\ndata: ${JSON.stringify(live)}\n\n`;
    for (const res of this.streams.get(userId) ?? []) if (!res.writableEnded) res.write(frame);
  }

  async push(userId: number, only?: ServerResponse): Promise<void> {
    const counts = await getCounts(this.db, userId);
    if (!counts) return;
    const frame = `event: counts\ndata: ${JSON.stringify(counts)}\n\n`;
    const targets = only ? [only] : [...(this.streams.get(userId) ?? [])];
    for (const res of targets) if (!res.writableEnded) res.write(frame);
  }

  /**
   * Fresh counts to every member with an open stream here, a few at a time: after the NOTIFY
   * listener came back from a drop, the changes it missed may have moved anyone's counts.
   * Never rejects: failures go to onError.
   */
  async refreshAll(): Promise<void> {
    const members = [...this.streams.keys()];
    let next = 0;
    const worker = async () => {
      while (next < members.length) {
        const userId = members[next++];
        // streams closed meanwhile need nothing
        if (!this.streams.has(userId)) continue;
        try {
          await this.push(userId);
        } catch (err) {
          this.onError(err);
        }
      }
    };
    await Promise.all(Array.from({ length: REFRESH_CONCURRENCY }, worker));
  }

  /**
   * A comment line on every stream, so proxies keep them open. Written in slices of
   * HEARTBEAT_SLICE with the event loop free between them: thousands of socket writes in one go
   * held every call of the process for tens of milliseconds (the rush at 5,000 streams).
   */
  heartbeat(): Promise<void> {
    const all: ServerResponse[] = [];
    for (const set of this.streams.values()) for (const res of set) all.push(res);
    return new Promise((resolve) => {
      const slice = (from: number) => {
        for (const res of all.slice(from, from + HEARTBEAT_SLICE))
          if (!res.writableEnded) res.write(': heartbeat\n\n');
        if (from + HEARTBEAT_SLICE < all.length) setImmediate(slice, from + HEARTBEAT_SLICE);
        else resolve();
      };
      slice(0);
    });
  }

  /**
   * Ends every stream (the process stops). With `retryMs`, each gets a `retry:` line first (the
   * delay before its client reconnects, through the balancer to another process) and a stream
   * opened after this ends at once with one too.
   */
  closeAll(retryMs?: () => number): void {
    if (retryMs) this.retryAfterClose = retryMs;
    for (const set of this.streams.values())
      for (const res of set) res.end(retryMs ? `retry: ${retryMs()}\n\n` : undefined);
    this.streams.clear();
    this.bySession.clear();
  }
}

function addTo<K>(map: Map<K, Set<ServerResponse>>, key: K, res: ServerResponse) {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(res);
}

function removeFrom<K>(map: Map<K, Set<ServerResponse>>, key: K, res: ServerResponse) {
  const set = map.get(key);
  if (!set) return;
  set.delete(res);
  if (set.size === 0) map.delete(key);
}
