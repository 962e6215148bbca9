import { apiPost, type MessageResult } from '@club/shared';
import { accountPaths } from '@club/shared/contract/paths-account';

/** POST /api/cabinet/profile/email_verification: the confirmation letter again (a few an hour). */
export const resendEmailVerification = () =>
  apiPost<MessageResult>(accountPaths.emailVerificationResend);
