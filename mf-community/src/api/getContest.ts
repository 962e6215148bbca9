import { apiGet, contestPaths, type CallOptions, type ContestResult } from '@club/shared';

/** GET /api/contest/: result.contest, null when the member takes part in no contest. */
export const getContest = (opts?: CallOptions) => apiGet<ContestResult>(contestPaths.contest, opts);
