import { apiGet, type ActivationInfoResult } from '@club/shared';
import { trainingPaths } from '@club/shared/contract/paths-training';

/** GET /api/main/profile/v2/{userPackId}: the questionnaire's reference data and prefill. */
export const getActivationInfo = (userPackId: number | string) =>
  apiGet<ActivationInfoResult>(trainingPaths.activationInfo(userPackId));
