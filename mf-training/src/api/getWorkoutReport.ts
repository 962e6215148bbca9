import { apiGet, type WorkoutReportResult } from '@club/shared';
import { trainingPaths } from '@club/shared/contract/paths-training';

/** GET /api/courses/result/{dayId}?user_pack_id=: the report of the member's latest result. */
export const getWorkoutReport = (dayId: number | string, userPackId: number | string) =>
  apiGet<WorkoutReportResult>(trainingPaths.dayResult(dayId, userPackId));
