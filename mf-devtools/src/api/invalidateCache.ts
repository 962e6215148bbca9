import { apiPost, testerPaths, type MessageResult } from '@club/shared';

/** POST /api/testers/invalidate_cache (no body). */
export const invalidateCache = () => apiPost<MessageResult>(testerPaths.invalidateCache);
