import { apiPost, type TrainingMessageResult } from '@club/shared';
import { trainingPaths } from '@club/shared/contract/paths-training';
import { toFormData } from './form';

/** POST /api/main/profile/frost: freezes the course for 1-14 days. */
export const frost = (userPackId: number, days: number) =>
  apiPost<TrainingMessageResult>(
    trainingPaths.frost,
    toFormData({ user_pack_id: userPackId, days }),
  );
