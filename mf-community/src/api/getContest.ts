import { apiGet, type CallOptions, type ContestResult } from '@club/shared';
import { contestPaths } from '@club/shared/contract/paths-contest';

/** GET /api/contest/: result.contest, null when the member takes part in no contest. */
export const getContest = (opts?: CallOptions) => apiGet<ContestResult>(contestPaths.contest, opts);
