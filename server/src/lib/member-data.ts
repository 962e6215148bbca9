// Per-process cache of the member's own rows that the hot read routes are built from (init, home,
// a course page), keyed by the authenticated member's id: one member's rows are never looked up
// under another's id. Only the reads are saved: each answer is still computed on every request
// from these rows and the member's clock, so the time machine and the passing of time (statuses,
// seconds left) move at once.
//
// What those rows come from (users, user_packs, workout_results) is dropped for one member at once:
//  - in every API process by the member_data NOTIFY that database triggers send on any change of
//    those tables (migration 0006_member_data_notify), so no write site can forget it;
//  - in the process that served the member's write request, before its answer leaves
//    (plugins/hot-cache.ts): on PostgreSQL that process hears its own NOTIFY only a moment later;
//  - by the tester console's "Clear Cache" (app.memberCaches).
// A load that started before a drop is served to the requests waiting for it but never kept, so a
// read that raced a change cannot outlive it. Entries also expire (a safety net only).
import type { Db } from '../db/client';
import { HOT_TTL_MS, perDatabase } from './hot-cache';

/** Channel of changes to members' rows (payload: one member id), sent by database triggers. */
export const MEMBER_DATA_CHANNEL = 'member_data';

/** How long a member's rows are trusted without a drop (a safety net: every change drops them). */
export const MEMBER_DATA_TTL_MS = Number(process.env.MEMBER_CACHE_MS ?? HOT_TTL_MS);

interface Slot {
  /** unique across the cache's life: a slot evicted and made again never repeats a generation */
  generation: number;
  values: Map<string, { value: unknown; until: number }>;
  loading: Map<string, { generation: number; promise: Promise<unknown> }>;
}

export class MemberDataCache {
  private readonly members = new Map<number, Slot>();
  private nextGeneration = 1;

  constructor(
    private readonly ttlMs: number,
    private readonly maxMembers = 5_000,
    private readonly now: () => number = Date.now,
  ) {}

  private slot(userId: number): Slot {
    let slot = this.members.get(userId);
    if (!slot) {
      // a bound, not an LRU: when full, the members cached first go (Map keeps insertion order)
      if (this.members.size >= this.maxMembers) {
        const drop = Math.ceil(this.maxMembers / 10);
        for (const id of [...this.members.keys()].slice(0, drop)) this.members.delete(id);
      }
      slot = { generation: this.nextGeneration++, values: new Map(), loading: new Map() };
      this.members.set(userId, slot);
    }
    return slot;
  }

  /**
   * The member's cached `key`, or `load()`'s, kept unless the member's rows were dropped meanwhile
   * or `keep` says no. Concurrent misses share one load (never one started before a drop). The
   * value is shared by every request that gets it: callers must not change it.
   */
  async getOrLoad<V>(
    userId: number,
    key: string,
    load: () => Promise<V>,
    keep: (value: V) => boolean = () => true,
  ): Promise<V> {
    const slot = this.slot(userId);
    const hit = slot.values.get(key);
    if (hit) {
      if (hit.until > this.now()) return hit.value as V;
      slot.values.delete(key);
    }
    const running = slot.loading.get(key);
    if (running && running.generation === slot.generation) return running.promise as Promise<V>;
    const generation = slot.generation;
    const settle = () => {
      const current = this.members.get(userId);
      if (current?.loading.get(key)?.promise === promise) current.loading.delete(key);
      return current?.generation === generation ? current : undefined;
    };
    const promise: Promise<V> = load().then(
      (value) => {
        const unchanged = settle();
        if (unchanged && keep(value))
          unchanged.values.set(key, { value, until: this.now() + this.ttlMs });
        return value;
      },
      (err: unknown) => {
        settle();
        throw err;
      },
    );
    slot.loading.set(key, { generation, promise });
    return promise;
  }

  /** Drops everything cached of these members; loads under way for them will not be kept. */
  drop(userIds: Iterable<number>) {
    for (const id of userIds) {
      const slot = this.members.get(id);
      if (!slot) continue;
      slot.generation = this.nextGeneration++;
      slot.values.clear();
      slot.loading.clear();
    }
  }

  /** Drops every member (e.g. the NOTIFY listener reconnected: changes may have been missed). */
  clear() {
    this.members.clear();
  }

  /** how many members have a slot (tests) */
  get size() {
    return this.members.size;
  }
}

/** The cache of one database handle (so two apps on two pools in one test never share one). */
export const memberData = perDatabase((_db: Db) => new MemberDataCache(MEMBER_DATA_TTL_MS));

/** Drops these members' cached rows in this process (the NOTIFY reaches the others). */
export function forgetMemberData(db: Db, userIds: Iterable<number>) {
  memberData(db).drop(userIds);
}
