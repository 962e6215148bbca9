import { apiPost, contestPaths, type ContestMessageResult } from '@club/shared';

/** POST /api/contest/refuse (empty body): final. */
export const refuseContest = () => apiPost<ContestMessageResult>(contestPaths.refuse);
