import { apiPost, type ContestMessageResult } from '@club/shared';
import { contestPaths } from '@club/shared/contract/paths-contest';

/** POST /api/contest/refuse (empty body): final. */
export const refuseContest = () => apiPost<ContestMessageResult>(contestPaths.refuse);
