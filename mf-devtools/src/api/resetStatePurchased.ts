import { apiPost, type MessageResult } from '@club/shared';
import { testerPaths } from '@club/shared/staff';

/** POST /api/testers/reset_state_purchased/{id}: the course goes back to PURCHASED. */
export const resetStatePurchased = (userPackId: number) =>
  apiPost<MessageResult>(testerPaths.resetStatePurchased(userPackId));
