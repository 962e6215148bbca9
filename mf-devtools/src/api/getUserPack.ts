import { apiGet, testerPaths, type CallOptions, type TesterUserPackResult } from '@club/shared';

/** GET /api/testers/user_pack: result.courses, the member's clock (now) and push-service id. */
export const getUserPack = (opts?: CallOptions) =>
  apiGet<TesterUserPackResult>(testerPaths.userPack, opts);
