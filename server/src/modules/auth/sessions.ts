// Sessions that end: an idle expiry (longer with "remember me"), and every ended session announced
// on the session_events channel, so each API process closes that session's realtime streams at once.
// The session of a token is cached per process (lib/hot-cache.ts): an ended session is dropped
// from it here at once, and in every other process when the announcement arrives. It carries
// whether the account is staff (holds any role; issue 28), dropped on role changes the same way
// (modules/staff/identity.ts, the staff_events channel).
import { and, eq, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, userRoles, users } from '../../db/schema';
import { sha256 } from '../../lib/crypto';
import { HOT_TTL_MS, TtlCache, perDatabase } from '../../lib/hot-cache';
import { offsetCache } from '../../lib/clock';

export const SESSION_EVENTS_CHANNEL = 'session_events';

export interface SessionPolicy {
  /** idle expiry without "remember me" */
  idleMs: number;
  /** idle expiry with "remember me" */
  rememberIdleMs: number;
}

export interface LiveSession {
  userId: number;
  sessionId: number;
  /** when the session ends unless used again */
  expiresAt: Date;
  /** the account holds a role: staff (issue 28), not a member */
  staff: boolean;
}

/** lastSeenAt is written at most this often (a write per request would be wasted work) */
const TOUCH_EVERY_MS = 60_000;
/** NOTIFY payloads stay far below PostgreSQL's 8000-byte limit */
const IDS_PER_NOTIFY = 500;

const idleOf = (policy: SessionPolicy, remember: boolean) =>
  remember ? policy.rememberIdleMs : policy.idleMs;

interface CachedSession {
  sessionId: number;
  userId: number;
  lastSeenAt: Date;
  remember: boolean;
  staff: boolean;
}

/** token hash -> its live session, as last read (undefined while loading, never kept) */
const sessionCache = perDatabase(
  (_db: Db) => new TtlCache<string, CachedSession | undefined>(HOT_TTL_MS),
);

/** Drops these sessions from this process's cache (the announcement reaches the others). */
export function forgetSessions(db: Db, ids: number[]) {
  if (!ids.length) return;
  const ended = new Set(ids);
  sessionCache(db).deleteWhere((s) => s !== undefined && ended.has(s.sessionId));
}

/** Drops every cached session of these accounts (their staff flag may have changed). */
export function forgetSessionsOfUsers(db: Db, userIds: number[]) {
  if (!userIds.length) return;
  const changed = new Set(userIds);
  sessionCache(db).deleteWhere((s) => s !== undefined && changed.has(s.userId));
}

/** Tells every API process (LISTEN session_events) that these sessions ended. */
export async function announceEnded(db: Db, ids: number[]): Promise<void> {
  for (let i = 0; i < ids.length; i += IDS_PER_NOTIFY) {
    const payload = ids.slice(i, i + IDS_PER_NOTIFY).join(',');
    await db.execute(sql`select pg_notify(${SESSION_EVENTS_CHANNEL}, ${payload})`);
  }
}

/** Parses a session_events payload. */
export const endedIds = (payload: string): number[] =>
  payload
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);

/**
 * Ends the sessions matching `where` (not ended yet) and announces them. Inside a transaction the
 * NOTIFY is delivered when it commits.
 */
export async function endSessions(db: Db, where: SQL | undefined, now: Date): Promise<number[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(where, isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  const ids = rows.map((r) => r.id);
  // inside a transaction `db` has no cache of its own: the caller drops after the commit
  forgetSessions(db, ids);
  if (ids.length) await announceEnded(db, ids);
  return ids;
}

export const endSession = (db: Db, sessionId: number, now: Date) =>
  endSessions(db, eq(sessions.id, sessionId), now);

/** Every other session of the member (a password change keeps only the one that made it). */
export const endOtherSessions = (db: Db, userId: number, keepSessionId: number, now: Date) =>
  endSessions(db, and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)), now);

/** The account holds any role (user_roles' primary key starts with the user). */
const isStaffAccount = sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${sessions.userId})`;

/**
 * The live session of a token hash, and its member's clock offset (the row is joined anyway): one
 * indexed read instead of two for a member whose session and clock are not cached, as in a rush.
 * Prepared once per database handle.
 */
const liveByToken = perDatabase((db: Db) =>
  db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      lastSeenAt: sessions.lastSeenAt,
      remember: sessions.remember,
      staff: isStaffAccount,
      clockOffsetMs: users.timeOffsetMs,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('hash')), isNull(sessions.revokedAt)))
    .prepare('live_session_by_token'),
);

async function liveRow(db: Db, where: SQL) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      lastSeenAt: sessions.lastSeenAt,
      remember: sessions.remember,
      staff: isStaffAccount,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(where, isNull(sessions.revokedAt)));
  return row;
}

/**
 * The live session of a token: null when unknown, ended, or idle for too long (then it is ended
 * and announced). `touch` records the use (a request); the realtime stream's checks do not, so an
 * open but unused tab never keeps a session alive.
 */
export async function resolveSession(
  db: Db,
  by: { token: string } | { sessionId: number },
  policy: SessionPolicy,
  now: Date,
  touch = true,
): Promise<LiveSession | null> {
  if ('token' in by) {
    const hash = sha256(by.token);
    const cache = sessionCache(db);
    const load = async (): Promise<CachedSession | undefined> => {
      // a clock moved while this read ran is not primed (lib/clock.ts drops it the same way)
      const clocks = offsetCache(db);
      const clockMark = clocks.mark();
      const [row] = await liveByToken(db).execute({ hash });
      if (!row) return undefined;
      const { clockOffsetMs, ...session } = row;
      clocks.setIfUnchanged(clockMark, row.userId, clockOffsetMs);
      return session;
    };
    // unknown or ended tokens are not kept
    const cached = await cache.getOrLoad(hash, load, (row) => row !== undefined);
    if (!cached) return null;
    const idle = idleOf(policy, cached.remember);
    const seen = cached.lastSeenAt.getTime();
    if (seen + idle > now.getTime() && (!touch || now.getTime() - seen < TOUCH_EVERY_MS))
      return {
        userId: cached.userId,
        sessionId: cached.sessionId,
        expiresAt: new Date(seen + idle),
        staff: cached.staff,
      };
    // an expiry or a touch is the database's call (another process may have used it meanwhile)
    const mark = cache.mark();
    const row = await load();
    const live = row ? await checkLive(db, row, policy, now, touch) : null;
    if (row && live) cache.setIfUnchanged(mark, hash, { ...row, lastSeenAt: live.lastSeenAt });
    else cache.delete(hash);
    return (
      live && {
        userId: live.userId,
        sessionId: live.sessionId,
        expiresAt: live.expiresAt,
        staff: live.staff,
      }
    );
  }
  const row = await liveRow(db, eq(sessions.id, by.sessionId));
  if (!row) return null;
  const live = await checkLive(db, row, policy, now, touch);
  return (
    live && {
      userId: live.userId,
      sessionId: live.sessionId,
      expiresAt: live.expiresAt,
      staff: live.staff,
    }
  );
}

/** Ends an idle session, records the use of a live one (`touch`, at most once a minute). */
async function checkLive(
  db: Db,
  row: CachedSession,
  policy: SessionPolicy,
  now: Date,
  touch: boolean,
): Promise<(LiveSession & { lastSeenAt: Date }) | null> {
  const idle = idleOf(policy, row.remember);
  if (row.lastSeenAt.getTime() + idle <= now.getTime()) {
    await endSession(db, row.sessionId, now);
    return null;
  }
  let lastSeen = row.lastSeenAt;
  if (touch && now.getTime() - lastSeen.getTime() >= TOUCH_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(and(eq(sessions.id, row.sessionId), lt(sessions.lastSeenAt, now)));
    lastSeen = now;
  }
  return {
    lastSeenAt: lastSeen,
    userId: row.userId,
    sessionId: row.sessionId,
    expiresAt: new Date(lastSeen.getTime() + idle),
    staff: row.staff,
  };
}

/** Ends every session idle for too long (a sweep; requests and streams also check on their own). */
export async function endIdleSessions(db: Db, policy: SessionPolicy, now: Date): Promise<number[]> {
  const shortBefore = new Date(now.getTime() - policy.idleMs);
  const longBefore = new Date(now.getTime() - policy.rememberIdleMs);
  const stale = await db
    .select({ id: sessions.id, remember: sessions.remember, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(and(isNull(sessions.revokedAt), lt(sessions.lastSeenAt, shortBefore)));
  const ids = stale
    .filter((s) => !s.remember || s.lastSeenAt.getTime() <= longBefore.getTime())
    .map((s) => s.id);
  if (!ids.length) return [];
  return endSessions(db, inArray(sessions.id, ids), now);
}

export const sessionPolicy = (config: {
  sessionIdleMs: number;
  sessionRememberIdleMs: number;
}): SessionPolicy => ({
  idleMs: config.sessionIdleMs,
  rememberIdleMs: config.sessionRememberIdleMs,
});

/**
 * Drops every cached session of this process: the session_events listener was deaf for a while
 * (its connection dropped), so an ending it missed must not be trusted until the TTL.
 */
export function forgetAllSessions(db: Db) {
  sessionCache(db).clear();
}

/**
 * Of these sessions, the ones no longer live (ended, or gone with their account): what a listener
 * that was deaf for a while may have missed the announcement of. Idle expiry is not judged here
 * (a stream's own checks and the sweep do that).
 */
export async function notLiveAmong(db: Db, ids: number[]): Promise<number[]> {
  const live = new Set<number>();
  // a bound on the statement's parameters, whatever the number of open streams
  for (let i = 0; i < ids.length; i += 5_000) {
    const rows = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(inArray(sessions.id, ids.slice(i, i + 5_000)), isNull(sessions.revokedAt)));
    for (const r of rows) live.add(r.id);
  }
  return ids.filter((id) => !live.has(id));
}
