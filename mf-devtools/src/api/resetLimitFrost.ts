import { apiPost, type MessageResult } from '@club/shared';
import { testerPaths } from '@club/shared/staff';

/** POST /api/testers/reset_limit_frost/{id}: the course can be frozen again today. */
export const resetLimitFrost = (userPackId: number) =>
  apiPost<MessageResult>(testerPaths.resetLimitFrost(userPackId));
