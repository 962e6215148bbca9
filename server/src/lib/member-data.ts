// Per-process cache of what the hot read routes (init, home, a course page) are built from and
// answer, keyed by the authenticated member's id: one member's rows and answers are never looked
// up under another's id. Two layers, both dropped together:
//  - the member's own rows those answers read (users, user_packs, workout_results);
//  - each answer, serialised once, and kept only while the member's clock stays before the moment
//    it would read otherwise (a status changes, a second of a countdown passes, a new day begins):
//    it is always the answer a fresh computation would give, so the passing of time and the time
//    machine move every status at once.
// Dropped at once, for one member:
//  - in every API process by the member_data NOTIFY that database triggers send on any change of
//    those tables (migration 0006_member_data_notify), so no write site can forget it;
//  - in the process that served the member's write request, before its answer leaves
//    (plugins/hot-cache.ts): on PostgreSQL that process hears its own NOTIFY only a moment later;
//  - when the member's clock moves (lib/clock.ts forgetClocks, here and through clock_events);
//  - by the tester console's "Clear Cache" (app.memberCaches).
// A load that started before a drop is served to the requests waiting for it but never kept, so a
// read that raced a change cannot outlive it. Entries also expire (a safety net only).
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client';
import { ok } from './envelope';
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
    // a member's rows and answers are a few tens of KB at most; a morning rush of 5,000 members
    // on two processes is 2,500 each
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
   * or `keep` says no; a kept value that `fresh` refuses is loaded again. Concurrent misses share
   * one load (never one started before a drop). The value is shared by every request that gets
   * it: callers must not change it.
   */
  async getOrLoad<V>(
    userId: number,
    key: string,
    load: () => Promise<V>,
    keep: (value: V) => boolean = () => true,
    fresh: (value: V) => boolean = () => true,
  ): Promise<V> {
    const slot = this.slot(userId);
    const hit = slot.values.get(key);
    if (hit) {
      if (hit.until > this.now() && fresh(hit.value as V)) return hit.value as V;
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

/**
 * An answer computed from the member's rows, reference data and the member's clock at `now`, with
 * `until`: the first moment of the member's clock at which it may read otherwise (a status
 * changes, a second of a countdown passes, a new day begins; Infinity when nothing depends on
 * the time).
 */
export interface TimedAnswer<T> {
  result: T;
  until: number;
}

interface KeptAnswer {
  body: Buffer;
  from: number;
  until: number;
}

/**
 * Sends the member's answer to a hot read route, serialised once by the route's own serializer
 * (the `{ result }` envelope) and kept beside the member's rows, dropped with them, while the
 * member's clock stays within [the moment it was computed for, its `until`). So it is always the
 * answer `compute(now)` would give; only the work is saved.
 */
export async function sendMemberAnswer<T>(
  reply: FastifyReply,
  db: Db,
  userId: number,
  key: string,
  now: Date,
  compute: (now: Date) => Promise<TimedAnswer<T>>,
): Promise<FastifyReply> {
  const t = now.getTime();
  const within = (kept: KeptAnswer) => kept.from <= t && t < kept.until;
  const kept = await memberData(db).getOrLoad<KeptAnswer>(
    userId,
    `answer:${key}`,
    async () => {
      const { result, until } = await compute(now);
      return { body: Buffer.from(String(reply.serialize(ok(result)))), from: t, until };
    },
    undefined,
    within,
  );
  // a load shared with a request of an earlier moment may be past its `until` for this one
  if (!within(kept)) return reply.send(ok((await compute(now)).result));
  return reply.header('content-type', 'application/json; charset=utf-8').send(kept.body);
}
