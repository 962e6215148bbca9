import { apiPost, type TrainingMessageResult } from '@club/shared';
import { trainingPaths } from '@club/shared/contract/paths-training';
import { toFormData } from './form';

/**
 * POST /api/courses/change/{userPackId}: the once-per-course change of the training place. Silent:
 * on a refusal the page stays and says the message itself (banner and beside its buttons).
 */
export const changePlace = (userPackId: number | string, place: number) =>
  apiPost<TrainingMessageResult>(trainingPaths.changePlace(userPackId), toFormData({ place }), {
    silent: true,
  });
