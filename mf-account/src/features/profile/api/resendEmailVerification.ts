import { accountPaths, apiPost, type MessageResult } from '@club/shared';

/** POST /api/cabinet/profile/email_verification: the confirmation letter again (a few an hour). */
export const resendEmailVerification = () =>
  apiPost<MessageResult>(accountPaths.emailVerificationResend);
