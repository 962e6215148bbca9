import { apiGet, paths, type InitResult } from '@club/shared';

/**
 * GET /api/cabinet/init, asked when the profile page is created. Silent: a failure signs the member
 * out with no message (spec part 1 §8), so no fail banner.
 */
export const getUserInfo = () => apiGet<InitResult>(paths.init, { silent: true });
