import { apiGet, trainingPaths, type ActivationInfoResult } from '@club/shared';

/** GET /api/main/profile/v2/{userPackId}: the questionnaire's reference data and prefill. */
export const getActivationInfo = (userPackId: number | string) =>
  apiGet<ActivationInfoResult>(trainingPaths.activationInfo(userPackId));
