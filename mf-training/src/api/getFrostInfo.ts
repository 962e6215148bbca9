import { apiGet, type FrostInfoResult } from '@club/shared';
import { trainingPaths } from '@club/shared/contract/paths-training';

/** GET /api/main/profile/frost/{userPackId}: course name, time left and whether it can freeze. */
export const getFrostInfo = (userPackId: number | string, opts?: { silent?: boolean }) =>
  apiGet<FrostInfoResult>(trainingPaths.frostInfo(userPackId), opts);
