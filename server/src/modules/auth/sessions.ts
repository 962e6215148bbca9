// Sessions that end: an idle expiry (longer with "remember me"), and every ended session announced
// on the session_events channel, so each API process closes that session's realtime streams at once.
import { and, eq, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { sha256 } from '../../lib/crypto';

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
}

/** lastSeenAt is written at most this often (a write per request would be wasted work) */
const TOUCH_EVERY_MS = 60_000;
/** NOTIFY payloads stay far below PostgreSQL's 8000-byte limit */
const IDS_PER_NOTIFY = 500;

const idleOf = (policy: SessionPolicy, remember: boolean) =>
  remember ? policy.rememberIdleMs : policy.idleMs;

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
  if (ids.length) await announceEnded(db, ids);
  return ids;
}

export const endSession = (db: Db, sessionId: number, now: Date) =>
  endSessions(db, eq(sessions.id, sessionId), now);

/** Every other session of the member (a password change keeps only the one that made it). */
export const endOtherSessions = (db: Db, userId: number, keepSessionId: number, now: Date) =>
  endSessions(db, and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)), now);

async function liveRow(db: Db, where: SQL) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      lastSeenAt: sessions.lastSeenAt,
      remember: sessions.remember,
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
  const row = await liveRow(
    db,
    'token' in by ? eq(sessions.tokenHash, sha256(by.token)) : eq(sessions.id, by.sessionId),
  );
  if (!row) return null;
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
    userId: row.userId,
    sessionId: row.sessionId,
    expiresAt: new Date(lastSeen.getTime() + idle),
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
