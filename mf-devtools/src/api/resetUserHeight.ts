import { apiPost, testerPaths, type MessageResult } from '@club/shared';

/** POST /api/testers/reset_user_height (no body). */
export const resetUserHeight = () => apiPost<MessageResult>(testerPaths.resetUserHeight);
