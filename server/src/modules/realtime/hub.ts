// Streams connected to this process, keyed by member; fed by LISTEN member_events.
import type { ServerResponse } from 'node:http';
import type { Db } from '../../db/client';
import { getCounts } from './service';

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

  /** Payload of a NOTIFY: the member id. */
  async onPayload(payload: string): Promise<void> {
    const userId = Number(payload);
    if (!Number.isInteger(userId) || !this.streams.has(userId)) return;
    try {
      await this.push(userId);
    } catch (err) {
      this.onError(err);
    }
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
