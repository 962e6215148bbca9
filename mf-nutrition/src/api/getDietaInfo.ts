import { apiGet, nutritionPaths, type CallOptions, type DietaInfoResult } from '@club/shared';

/** GET /api/v2/dieta/info: the member's plan (result.dieta null = "Питание отсутствует"). */
export const getDietaInfo = (opts?: CallOptions) =>
  apiGet<DietaInfoResult>(nutritionPaths.info, opts);
