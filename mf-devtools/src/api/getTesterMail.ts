import { apiGet, type TesterMailResult } from '@club/shared';
import { testerPaths } from '@club/shared/staff';

/**
 * GET /api/testers/mail: the letters to the signed-in member, or with `email` to that address
 * (a member following a recovery link is signed out: the tester looks their letter up).
 */
export const getTesterMail = (email?: string) =>
  apiGet<TesterMailResult>(
    email ? `${testerPaths.mail}?email=${encodeURIComponent(email)}` : testerPaths.mail,
  );
