import { apiPost, nutritionPaths, type DietaDownloadResult } from '@club/shared';

/** POST /api/dieta/download_week_products/{weekNumber}: the week's product list PDF (result.url). */
export const downloadWeekProducts = (weekNumber: number) =>
  apiPost<DietaDownloadResult>(nutritionPaths.downloadWeekProducts(weekNumber));
