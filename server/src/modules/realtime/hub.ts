// Streams connected to this process, keyed by member; fed by LISTEN member_events.
import type { ServerResponse } from 'node:http';
import type { Db } from '../../db/client';
import type { LiveEvent } from '@club/shared/contract';
import { getCounts, parsePayload } from './service';

export class RealtimeHub {
  private readonly streams = new Map<number, Set<ServerResponse>>();

  constructor(
    private readonly db: Db,
    private readonly onError: (err: unknown) => void,
  ) {}

  add(userId: number, res: ServerResponse): () => void {
    let set = this.streams.get(userId);
    if (!set) {
      set = new Set();
      this.streams.set(userId, set);
    }
    set.add(res);
    return () => {
      const s = this.streams.get(userId);
      if (!s) return;
      s.delete(res);
      if (s.size === 0) this.streams.delete(userId);
    };
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

  heartbeat(): void {
    for (const set of this.streams.values())
      for (const res of set) if (!res.writableEnded) res.write(': heartbeat\n\n');
  }

  closeAll(): void {
    for (const set of this.streams.values()) for (const res of set) res.end();
    this.streams.clear();
  }
}
