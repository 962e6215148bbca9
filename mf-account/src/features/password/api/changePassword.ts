import { apiPost, type MessageResult, type PasswordChangeBody } from '@club/shared';
import { accountPaths } from '@club/shared/contract/paths-account';

/**
 * POST /api/cabinet/profile/password. Silent: a refusal's message goes under its field (error.code
 * 1 the old password, 2 the new one).
 */
export const changePassword = (body: PasswordChangeBody) =>
  apiPost<MessageResult>(accountPaths.profilePassword, body, { silent: true });
