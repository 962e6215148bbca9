import { apiPost, type ActivationBody, type ActivationResult } from '@club/shared';
import { trainingPaths } from '@club/shared/contract/paths-training';
import { toFormData } from './form';

/** POST /api/main/profile: activates a purchased user pack with the questionnaire's answers. */
export const activate = (body: ActivationBody) =>
  apiPost<ActivationResult>(trainingPaths.activate, toFormData({ ...body }));
