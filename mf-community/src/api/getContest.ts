import { apiGet, contestPaths, type ContestResult } from '@club/shared';

/** GET /api/contest/: result.contest, null when the member takes part in no contest. */
export const getContest = () => apiGet<ContestResult>(contestPaths.contest);
