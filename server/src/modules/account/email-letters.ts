// The e-mail confirmation letter (issue 31): the existing /email_verification/{hash} link (spec
// part 2 §2.1), sent when a member changes their e-mail and again on request while unconfirmed
// (at most VERIFY_LETTERS_PER_HOUR an hour). Only the hash's sha256 is stored.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailVerifications, users } from '../../db/schema';
import { sha256 } from '../../lib/crypto';
import { AppError, badRequest } from '../../lib/errors';
import { hit } from '../../lib/limits';
import { emailVerificationLetter, VERIFICATION_LINK_DAYS, type Gender } from '../mail/letters';
import type { Mailer } from '../mail/outbox';
import type { AccountDeps } from './profile';

export const VERIFICATION_TTL_MS = VERIFICATION_LINK_DAYS * 86400_000;
export const VERIFY_LETTERS_PER_HOUR = 3;

export const VERIFY_MESSAGES = {
  sent: (email: string) =>
    `Письмо отправлено на ${email}. Перейди по ссылке из письма, чтобы подтвердить e-mail.`,
  alreadyConfirmed: 'Твой e-mail уже подтвержден',
  tooMany: 'Письмо уже отправлено несколько раз. Проверь папку «Спам» или попробуй через час.',
} as const;

interface Recipient {
  id: number;
  name: string;
  email: string;
  gender: number;
}

/**
 * A new confirmation link for the member's current e-mail and its letter, in the caller's
 * transaction. After a change of address the links sent to the earlier one stop working (they
 * would confirm this one); a repeated letter to the same address leaves the earlier link valid.
 */
export async function writeVerificationLetter(
  tx: Db,
  mail: Mailer,
  user: Recipient,
  now: Date,
  opts: { addressChanged: boolean },
) {
  if (opts.addressChanged)
    await tx
      .update(emailVerifications)
      .set({ expiresAt: now })
      .where(
        and(
          eq(emailVerifications.userId, user.id),
          isNull(emailVerifications.usedAt),
          gt(emailVerifications.expiresAt, now),
        ),
      );
  const hash = randomBytes(24).toString('base64url');
  await tx.insert(emailVerifications).values({
    userId: user.id,
    hashDigest: sha256(hash),
    expiresAt: new Date(now.getTime() + VERIFICATION_TTL_MS),
    createdAt: now,
  });
  const letter = emailVerificationLetter(
    { name: user.name, email: user.email, gender: user.gender as Gender },
    mail.link(`/email_verification/${hash}`),
  );
  await mail.write(tx, { kind: 'email_verification', userId: user.id, to: user.email, ...letter });
}

/** The confirmation letter again, for an unconfirmed member; answers the notice to show. */
export async function resendVerification(
  deps: AccountDeps & { mail: Mailer },
  userId: number,
): Promise<string> {
  const [user] = await deps.db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      gender: users.gender,
      needEmailVerify: users.needEmailVerify,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || !user.needEmailVerify) throw badRequest(VERIFY_MESSAGES.alreadyConfirmed);
  const count = await hit(deps.db, `verify-letter:${userId}`, 3600_000, deps.clock.systemNow());
  if (count.points > VERIFY_LETTERS_PER_HOUR) throw new AppError(429, VERIFY_MESSAGES.tooMany);
  const now = await deps.clock.now(userId);
  await deps.db.transaction(async (tx) => {
    await writeVerificationLetter(tx as unknown as Db, deps.mail, user, now, {
      addressChanged: false,
    });
  });
  deps.mail.kick();
  return VERIFY_MESSAGES.sent(user.email);
}
