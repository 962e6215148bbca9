import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { emailVerifications, passwordRecoveries, sessions, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { hashPassword, newToken, sha256, verifyPassword } from '../../lib/crypto';
import { forgetMemberData } from '../../lib/member-data';
import { allowRecoveryLetter } from './limits';
import { endSessions } from './sessions';

export interface AuthDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

// Verifying against a real hash keeps the timing of unknown e-mails close to known ones.
let dummyHash: Promise<string> | undefined;

/** Returns a fresh token, or null when the credentials are wrong. */
export async function login(
  deps: AuthDeps,
  email: string,
  password: string,
  opts: { remember?: boolean } = {},
) {
  const [user] = await deps.db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  if (!user) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verifyPassword(password, await dummyHash);
    return null;
  }
  if (!(await verifyPassword(password, user.passwordHash))) return null;
  const token = newToken();
  await deps.db.insert(sessions).values({
    userId: user.id,
    tokenHash: sha256(token),
    createdAt: await deps.clock.now(user.id),
    lastSeenAt: deps.clock.systemNow(),
    remember: opts.remember ?? true,
  });
  return { token, userId: user.id };
}

export async function logout(deps: AuthDeps, sessionId: number, userId: number) {
  await endSessions(
    deps.db,
    and(eq(sessions.id, sessionId), eq(sessions.userId, userId)),
    await deps.clock.now(userId),
  );
}

const RECOVERY_TTL_MS = 60 * 60_000;

export async function requestPasswordRecovery(deps: AuthDeps, email: string) {
  const [user] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  if (!user) {
    deps.log.info('password recovery requested for an unknown e-mail');
    return;
  }
  if (!(await allowRecoveryLetter(deps.db, normalizeEmail(email), deps.clock.systemNow()))) {
    deps.log.warn({ userId: user.id }, 'password recovery: hourly letters for this e-mail used up');
    return;
  }
  const now = await deps.clock.now(user.id);
  const token = newToken();
  await deps.db.insert(passwordRecoveries).values({
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + RECOVERY_TTL_MS),
    createdAt: now,
  });
  // There is no mail service: the request is stored and logged (never the token itself).
  deps.log.info(
    { userId: user.id },
    'password recovery requested; mail delivery is not configured',
  );
}

/** Marks the e-mail verified; false when the hash is unknown, used or expired. */
export async function verifyEmail(deps: AuthDeps, hash: string): Promise<boolean> {
  const [row] = await deps.db
    .select({
      id: emailVerifications.id,
      userId: emailVerifications.userId,
      expiresAt: emailVerifications.expiresAt,
    })
    .from(emailVerifications)
    .where(and(eq(emailVerifications.hashDigest, sha256(hash)), isNull(emailVerifications.usedAt)));
  if (!row) return false;
  const now = await deps.clock.now(row.userId);
  if (row.expiresAt.getTime() <= now.getTime()) return false;
  const used = await deps.db
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(and(eq(emailVerifications.id, row.id), isNull(emailVerifications.usedAt)))
    .returning({ id: emailVerifications.id });
  if (used.length === 0) return false;
  await deps.db.update(users).set({ needEmailVerify: false }).where(eq(users.id, row.userId));
  // the link is opened signed out too, so no member's write request drops the cached rows here;
  // on PostgreSQL the trigger's NOTIFY reaches this process only a moment later
  forgetMemberData(deps.db, [row.userId]);
  return true;
}
