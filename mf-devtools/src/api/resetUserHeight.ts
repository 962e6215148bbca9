import { apiPost, type MessageResult } from '@club/shared';
import { testerPaths } from '@club/shared/staff';

/** POST /api/testers/reset_user_height (no body). */
export const resetUserHeight = () => apiPost<MessageResult>(testerPaths.resetUserHeight);
