import { apiGet, type TesterMailResult } from '@club/shared';
import { testerPaths } from '@club/shared/staff';

/**
 * GET /api/testers/mail: the letters to the signed-in account, or with `email` to that address
 * (staff with the permission mail:read:all only; a one-use link only to the account it opens).
 */
export const getTesterMail = (email?: string) =>
  apiGet<TesterMailResult>(
    email ? `${testerPaths.mail}?email=${encodeURIComponent(email)}` : testerPaths.mail,
  );
