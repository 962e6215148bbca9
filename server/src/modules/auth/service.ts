import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { STAFF_MESSAGES } from '@club/shared/contract';
import { emailVerifications, sessions, staffProfiles, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import { hashPassword, newToken, sha256, verifyPassword } from '../../lib/crypto';
import { forgetMemberData } from '../../lib/member-data';
import { recoveryLetter, type Gender } from '../mail/letters';
import type { Mailer } from '../mail/outbox';
import { allowRecoveryLetter } from './limits';
import { createPasswordLink, passwordLink } from './password-links';
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
  // a deactivated staff member (issue 28) is told so, once the password is right
  const [profile] = await deps.db
    .select({ active: staffProfiles.active })
    .from(staffProfiles)
    .where(eq(staffProfiles.userId, user.id));
  if (profile && !profile.active) throw new AppError(403, STAFF_MESSAGES.inactive);
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

/**
 * A recovery request: the one-use link (valid 1 hour) and its letter are written in one
 * transaction, then sent by the outbox. An unknown e-mail, a deactivated staff member's (issue 42:
 * a link would have signed them in) or one past its hourly letters gets the same answer and no
 * letter. The route runs it after its answer (after-answer.ts).
 */
export async function requestPasswordRecovery(deps: AuthDeps, email: string, mail: Mailer) {
  const [user] = await deps.db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      gender: users.gender,
      active: staffProfiles.active,
    })
    .from(users)
    .leftJoin(staffProfiles, eq(staffProfiles.userId, users.id))
    .where(eq(users.email, normalizeEmail(email)));
  if (!user) {
    deps.log.info('password recovery requested for an unknown e-mail');
    return;
  }
  if (user.active === false) {
    deps.log.info({ userId: user.id }, 'password recovery: the staff member is deactivated');
    return;
  }
  if (!(await allowRecoveryLetter(deps.db, normalizeEmail(email), deps.clock.systemNow()))) {
    deps.log.warn({ userId: user.id }, 'password recovery: hourly letters for this e-mail used up');
    return;
  }
  const now = await deps.clock.now(user.id);
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const token = await createPasswordLink(tx, user.id, 'recovery', now);
    const letter = recoveryLetter(
      { name: user.name, email: user.email, gender: user.gender as Gender },
      passwordLink(mail, token),
    );
    await mail.write(tx, { kind: 'recovery', userId: user.id, to: user.email, ...letter });
  });
  mail.kick();
  deps.log.info({ userId: user.id }, 'password recovery requested; letter queued');
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
