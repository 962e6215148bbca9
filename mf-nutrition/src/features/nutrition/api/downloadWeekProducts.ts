import { apiPost, type DietaDownloadResult } from '@club/shared';
import { nutritionPaths } from '@club/shared/contract/paths-nutrition';

/** POST /api/dieta/download_week_products/{weekNumber}: the week's product list PDF (result.url). */
export const downloadWeekProducts = (weekNumber: number) =>
  apiPost<DietaDownloadResult>(nutritionPaths.downloadWeekProducts(weekNumber));
