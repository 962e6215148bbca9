// The one-use links that set a password (issue 31): a recovery letter's, valid 1 hour, and a new
// account's welcome letter's, valid 7 days. The link is /reset-pass/#token=<token>; only the
// token's sha256 is stored (password_recoveries). Setting a password through a link uses it up
// (and every other open link of the member), ends every session of the member and signs in anew.
// A link serves the account as it was when the link was sent (issue 42): a password change, an
// e-mail change and a deactivation use up every open link of the account (useUpPasswordLinks), and a
// deactivated staff member's link sets nothing.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { PASSWORD_LINK_ERROR_CODE, passwordLinkPath } from '@club/shared/contract';
import type { Db } from '../../db/client';
import { passwordRecoveries, sessions, staffProfiles, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { hashPassword, newToken, sha256 } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import { RECOVERY_LINK_HOURS, WELCOME_LINK_DAYS } from '../mail/letters';
import type { Mailer } from '../mail/outbox';
import { endSessions, forgetSessions } from './sessions';

export type LinkPurpose = 'recovery' | 'welcome';

export const LINK_TTL_MS: Record<LinkPurpose, number> = {
  recovery: RECOVERY_LINK_HOURS * 3600_000,
  welcome: WELCOME_LINK_DAYS * 86400_000,
};

export const LINK_MESSAGES = {
  unknown:
    'Ссылка для смены пароля не найдена. Проверь, что она скопирована из письма целиком, или запроси новую.',
  expired: 'Срок действия ссылки истёк. Запроси новую — письмо придёт на твой e-mail.',
  used: 'Эта ссылка уже использована. Если нужно сменить пароль ещё раз, запроси новую.',
} as const;

const linkError = (problem: keyof typeof LINK_MESSAGES) =>
  new AppError(400, LINK_MESSAGES[problem], PASSWORD_LINK_ERROR_CODE);

/** The full address of a password link (PUBLIC_URL + /reset-pass/#token=...). */
export const passwordLink = (mail: Mailer, token: string) => mail.link(passwordLinkPath(token));

/** A new link for the member, in the caller's transaction; answers the token (for the letter only). */
export async function createPasswordLink(
  tx: Db,
  userId: number,
  purpose: LinkPurpose,
  now: Date,
): Promise<string> {
  const token = newToken();
  await tx.insert(passwordRecoveries).values({
    userId,
    tokenHash: sha256(token),
    purpose,
    expiresAt: new Date(now.getTime() + LINK_TTL_MS[purpose]),
    createdAt: now,
  });
  return token;
}

/**
 * Uses up every open recovery and welcome link of the account, in the caller's transaction: call it
 * wherever the password or the e-mail changes or the account is deactivated, so a letter sent
 * before can neither set a password nor tell whose account it was.
 */
export async function useUpPasswordLinks(tx: Db, userId: number, now: Date): Promise<void> {
  await tx
    .update(passwordRecoveries)
    .set({ usedAt: now })
    .where(and(eq(passwordRecoveries.userId, userId), isNull(passwordRecoveries.usedAt)));
}

interface LinkRow {
  id: number;
  userId: number;
  purpose: string;
  expiresAt: Date;
  usedAt: Date | null;
  email: string;
  /** false for a deactivated staff member (null: no staff profile) */
  active: boolean | null;
}

async function linkRow(db: Db, token: string): Promise<LinkRow | undefined> {
  const [row] = await db
    .select({
      id: passwordRecoveries.id,
      userId: passwordRecoveries.userId,
      purpose: passwordRecoveries.purpose,
      expiresAt: passwordRecoveries.expiresAt,
      usedAt: passwordRecoveries.usedAt,
      email: users.email,
      active: staffProfiles.active,
    })
    .from(passwordRecoveries)
    .innerJoin(users, eq(users.id, passwordRecoveries.userId))
    .leftJoin(staffProfiles, eq(staffProfiles.userId, passwordRecoveries.userId))
    .where(eq(passwordRecoveries.tokenHash, sha256(token)));
  return row;
}

/** The link's row when it can still be used; a 400 (code 3) saying why not otherwise. */
async function usableLink(db: Db, clock: Clock, token: string): Promise<LinkRow> {
  const row = await linkRow(db, token);
  if (!row) throw linkError('unknown');
  // a deactivated account's links were used up with the deactivation (whatever made one since)
  if (row.usedAt || row.active === false) throw linkError('used');
  const now = await clock.now(row.userId);
  if (row.expiresAt.getTime() <= now.getTime()) throw linkError('expired');
  return row;
}

/** Whose link it is (shown on the page before the member types a password). */
export async function checkPasswordLink(db: Db, clock: Clock, token: string) {
  const row = await usableLink(db, clock, token);
  return {
    email: row.email,
    purpose: (row.purpose === 'welcome' ? 'welcome' : 'recovery') as LinkPurpose,
  };
}

/**
 * Sets the member's password through the link: the link and the member's other open links are used
 * up, every session of the member ends (their streams close in every process), and a new session
 * is started, whose token is answered. One transaction: a link used at the same moment in another
 * tab loses (the used_at update finds it used).
 */
export async function setPasswordByLink(
  deps: { db: Db; clock: Clock },
  token: string,
  newPassword: string,
): Promise<{ token: string; userId: number }> {
  const link = await usableLink(deps.db, deps.clock, token);
  const passwordHash = await hashPassword(newPassword);
  const now = await deps.clock.now(link.userId);
  const sessionToken = newToken();
  const ended = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const taken = await tx
      .update(passwordRecoveries)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordRecoveries.id, link.id),
          isNull(passwordRecoveries.usedAt),
          gt(passwordRecoveries.expiresAt, now),
        ),
      )
      .returning({ id: passwordRecoveries.id });
    if (taken.length === 0) throw linkError('used');
    // an older letter's link must not set the password again later
    await useUpPasswordLinks(tx, link.userId, now);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, link.userId));
    // the same closing as a password change: every session, announced to every process
    const closed = await endSessions(tx, eq(sessions.userId, link.userId), now);
    await tx.insert(sessions).values({
      userId: link.userId,
      tokenHash: sha256(sessionToken),
      createdAt: now,
      lastSeenAt: deps.clock.systemNow(),
      remember: true,
    });
    return closed;
  });
  forgetSessions(deps.db, ended);
  return { token: sessionToken, userId: link.userId };
}
