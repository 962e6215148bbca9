// Password change (POST /api/cabinet/profile/password): the old password must be right and the new
// one follow the form's rules; error.code 1 points at the old field, 2 at the new one. Every other
// session of the member is signed out; the one that changed the password stays, and every open
// recovery or welcome link is used up (issue 42).
import { eq } from 'drizzle-orm';
import { PASSWORD_ERROR_CODE } from '@club/shared/contract';
import { collectErrors, passwordChangeSchema } from '@club/shared/validation';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { useUpPasswordLinks } from '../auth/password-links';
import { endOtherSessions, forgetSessions } from '../auth/sessions';
import { hashPassword, verifyPassword } from '../../lib/crypto';
import { AppError, badRequest } from '../../lib/errors';
import { ACCOUNT_MESSAGES as M } from './messages';
import type { AccountDeps } from './profile';

/** The first broken rule of a raw body as a 400 with its field code, or null. */
export function passwordRuleError(body: Record<string, unknown>): AppError | null {
  const values = {
    old_password: typeof body.old_password === 'string' ? body.old_password : '',
    new_password: typeof body.new_password === 'string' ? body.new_password : '',
  };
  const errors = collectErrors(passwordChangeSchema, values);
  if (errors.old_password) return badRequest(errors.old_password, PASSWORD_ERROR_CODE.old);
  if (errors.new_password) return badRequest(errors.new_password, PASSWORD_ERROR_CODE.new);
  return null;
}

export async function changePassword(
  deps: AccountDeps,
  user: { id: number; sessionId: number },
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  const [row] = await deps.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, user.id));
  if (!row || !(await verifyPassword(oldPassword, row.passwordHash))) {
    throw badRequest(M.wrongOldPassword, PASSWORD_ERROR_CODE.old);
  }
  const passwordHash = await hashPassword(newPassword);
  const now = await deps.clock.now(user.id);
  const ended = await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await useUpPasswordLinks(tx as unknown as Db, user.id, now);
    // the member's other sessions end, and their open streams close in every process
    return endOtherSessions(tx as unknown as Db, user.id, user.sessionId, now);
  });
  // committed: this process stops trusting them at once (the others hear the announcement)
  forgetSessions(deps.db, ended);
}
