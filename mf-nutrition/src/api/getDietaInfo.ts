import { apiGet, type CallOptions, type DietaInfoResult } from '@club/shared';
import { nutritionPaths } from '@club/shared/contract/paths-nutrition';

/** GET /api/v2/dieta/info: the member's plan (result.dieta null = "Питание отсутствует"). */
export const getDietaInfo = (opts?: CallOptions) =>
  apiGet<DietaInfoResult>(nutritionPaths.info, opts);
