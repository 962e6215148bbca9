import { apiGet, nutritionPaths, type DietaInfoResult } from '@club/shared';

/** GET /api/v2/dieta/info: the member's plan (result.dieta null = "Питание отсутствует"). */
export const getDietaInfo = () => apiGet<DietaInfoResult>(nutritionPaths.info);
