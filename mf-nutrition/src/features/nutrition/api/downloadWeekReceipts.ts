import { apiPost, nutritionPaths, type DietaDownloadResult } from '@club/shared';

/** POST /api/dieta/download_week_receipts/{weekNumber}: the week's menu PDF (result.url). */
export const downloadWeekReceipts = (weekNumber: number) =>
  apiPost<DietaDownloadResult>(nutritionPaths.downloadWeekReceipts(weekNumber));
