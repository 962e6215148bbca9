// Attempt counters kept in the database (table rate_limits), so they survive a restart and every API
// process of an installation shares them. Fixed windows: a key's counter starts with its first hit
// and resets once its window has passed. One atomic upsert per hit, the same SQL on PGlite and
// PostgreSQL. Used directly by the sign-in limits (only failures count) and, through
// `databaseRateLimitStore`, by @fastify/rate-limit for the per-route request limits.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

export interface Counter {
  points: number;
  /** when the window ends */
  resetAt: Date;
}

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** Adds `points` to the key's counter (a new window when the old one has passed). */
export async function hit(
  db: Db,
  key: string,
  windowMs: number,
  now: Date = new Date(),
  points = 1,
): Promise<Counter> {
  const expire = new Date(now.getTime() + windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, points, expire })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        points: sql`CASE WHEN ${rateLimits.expire} <= ${ts(now)} THEN ${points} ELSE ${rateLimits.points} + ${points} END`,
        expire: sql`CASE WHEN ${rateLimits.expire} <= ${ts(now)} THEN ${ts(expire)} ELSE ${rateLimits.expire} END`,
      },
    })
    .returning({ points: rateLimits.points, expire: rateLimits.expire });
  return { points: row.points, resetAt: row.expire ?? expire };
}

/** The key's counter in its current window (0 points when none). */
export async function peek(db: Db, key: string, now: Date = new Date()): Promise<Counter> {
  const [row] = await db
    .select({ points: rateLimits.points, expire: rateLimits.expire })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.expire, now)));
  return row ? { points: row.points, resetAt: row.expire ?? now } : { points: 0, resetAt: now };
}

/**
 * Keeps a marker under `key` until `ttlMs` from now (set again: the time starts anew); `peek`
 * sees it with 1 point while it lasts. The sign-in limits remember known devices with it.
 */
export async function remember(
  db: Db,
  key: string,
  ttlMs: number,
  now: Date = new Date(),
): Promise<void> {
  const expire = new Date(now.getTime() + ttlMs);
  await db
    .insert(rateLimits)
    .values({ key, points: 1, expire })
    .onConflictDoUpdate({ target: rateLimits.key, set: { points: 1, expire } });
}

export async function clear(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Drops counters whose window ended more than an hour ago (called now and then). */
export async function sweepExpired(db: Db, now: Date = new Date()): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.expire, new Date(now.getTime() - 3600_000)));
}

type IncrCallback = (err: Error | null, res?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit on the same table: `store: databaseRateLimitStore(db)`. Each
 * route's limiter gets its own key prefix (method and URL), so two routes never share a counter.
 */
interface StoreOptions {
  timeWindow?: unknown;
  routeInfo?: { method?: string | string[]; url?: string };
}

export function databaseRateLimitStore(db: Db) {
  return class DatabaseStore {
    private readonly prefix: string;
    private readonly windowMs: number;
    constructor(options: StoreOptions = {}) {
      const info = options.routeInfo;
      this.prefix = info?.url ? `rl:${String(info.method)}:${info.url}|` : 'rl:global|';
      this.windowMs = typeof options.timeWindow === 'number' ? options.timeWindow : 60_000;
    }
    incr(key: string, callback: IncrCallback, timeWindow?: number): void {
      const now = new Date();
      hit(db, this.prefix + key, timeWindow ?? this.windowMs, now).then(
        (c) =>
          callback(null, {
            current: c.points,
            ttl: Math.max(0, c.resetAt.getTime() - now.getTime()),
          }),
        (err: Error) => callback(err),
      );
    }
    // typed loosely: @fastify/rate-limit hands the merged route options (timeWindow, routeInfo)
    child(routeOptions: object) {
      return new DatabaseStore(routeOptions as StoreOptions);
    }
  };
}
