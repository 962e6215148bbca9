// Per-member clock: real time plus the member's stored offset (the tester console's time machine).
// The offset is read on nearly every request, so it is cached per process (lib/hot-cache.ts) and
// dropped at once when it moves: setMemberClock drops it here and NOTIFYs clock_events, which every
// other API process hears (plugins/hot-cache.ts).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { CLOCK_EVENTS_CHANNEL, HOT_TTL_MS, TtlCache, perDatabase } from './hot-cache';
import { forgetMemberData } from './member-data';

export interface Clock {
  /** Real time of the server (for things not tied to a member). */
  systemNow(): Date;
  /** The member's "now": real time plus their offset. */
  now(userId: number): Promise<Date>;
}

/** member id -> offset in ms */
export const offsetCache = perDatabase((_db: Db) => new TtlCache<number, number>(HOT_TTL_MS));

const offsetQuery = perDatabase((db: Db) =>
  db
    .select({ offset: users.timeOffsetMs })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('clock_offset'),
);

export function createClock(db: Db, realNow: () => number = () => Date.now()): Clock {
  const cache = offsetCache(db);
  const query = offsetQuery(db);
  return {
    systemNow: () => new Date(realNow()),
    async now(userId) {
      const offset = await cache.getOrLoad(userId, async () => {
        const [row] = await query.execute({ id: userId });
        return Number(row?.offset ?? 0);
      });
      return new Date(realNow() + offset);
    },
  };
}

/** Drops cached offsets of these members in this process (the NOTIFY reaches the others). */
export function forgetClocks(db: Db, userIds: number[]) {
  const cache = offsetCache(db);
  for (const id of userIds) cache.delete(id);
  // answers cached for a moment of the old clock (and any computing now) must not outlive it
  forgetMemberData(db, userIds);
}

/**
 * The time machine: moves a member's clock to real time + `offsetMs`. Every status computed from
 * the member's now (courses, nutrition days, contest stages) moves with it on the next request, in
 * every API process.
 */
export async function setMemberClock(db: Db, userId: number, offsetMs: number): Promise<void> {
  await db.update(users).set({ timeOffsetMs: offsetMs }).where(eq(users.id, userId));
  forgetClocks(db, [userId]);
  await db.execute(sql`select pg_notify(${CLOCK_EVENTS_CHANNEL}, ${String(userId)})`);
}

/** A moment as the API answers it: whole unix seconds. */
export const unixSeconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** Drops every cached offset in this process (the clock_events listener missed NOTIFYs). */
export function forgetAllClocks(db: Db) {
  offsetCache(db).clear();
}
