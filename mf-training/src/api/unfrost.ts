import { apiPost, type TrainingMessageResult } from '@club/shared';
import { trainingPaths } from '@club/shared/contract/paths-training';
import { toFormData } from './form';

/** POST /api/main/profile/unfrost: ends a running freeze early. */
export const unfrost = (userPackId: number) =>
  apiPost<TrainingMessageResult>(trainingPaths.unfrost, toFormData({ user_pack_id: userPackId }));
