import { apiPost, type WorkoutPostResult, type WorkoutResultBody } from '@club/shared';
import { trainingPaths } from '@club/shared/contract/paths-training';

/**
 * POST /api/courses/drill_day/{dayId}?user_pack_id=: the finished workout. `attempt_id` makes a
 * repeated post of the same finish harmless (the server answers the first result again).
 */
export const postWorkoutResult = (
  dayId: number | string,
  userPackId: number | string,
  body: WorkoutResultBody,
) => apiPost<WorkoutPostResult>(trainingPaths.drillDay(dayId, userPackId), body, { silent: true });
