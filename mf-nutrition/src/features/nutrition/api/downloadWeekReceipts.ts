import { apiPost, type DietaDownloadResult } from '@club/shared';
import { nutritionPaths } from '@club/shared/contract/paths-nutrition';

/** POST /api/dieta/download_week_receipts/{weekNumber}: the week's menu PDF (result.url). */
export const downloadWeekReceipts = (weekNumber: number) =>
  apiPost<DietaDownloadResult>(nutritionPaths.downloadWeekReceipts(weekNumber));
