import { apiPost, type DietaChangeTypeResult } from '@club/shared';
import { nutritionPaths } from '@club/shared/contract/paths-nutrition';

/**
 * POST /api/dieta/change_type_dieta/{typeId}, empty body. A refusal comes back as error.message
 * (the client's fail banner shows it; the screen also shows it inline and stays).
 */
export const changeDietaType = (typeId: number) =>
  apiPost<DietaChangeTypeResult>(nutritionPaths.changeType(typeId));
