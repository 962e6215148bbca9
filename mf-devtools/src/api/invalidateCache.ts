import { apiPost, type MessageResult } from '@club/shared';
import { testerPaths } from '@club/shared/staff';

/** POST /api/testers/invalidate_cache (no body). */
export const invalidateCache = () => apiPost<MessageResult>(testerPaths.invalidateCache);
