import { apiGet, type CallOptions, type TesterUserPackResult } from '@club/shared';
import { testerPaths } from '@club/shared/staff';

/** GET /api/testers/user_pack: result.courses, the member's clock (now) and push-service id. */
export const getUserPack = (opts?: CallOptions) =>
  apiGet<TesterUserPackResult>(testerPaths.userPack, opts);
