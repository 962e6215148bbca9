import { apiGet, trainingPaths, type WorkoutResult } from '@club/shared';

/** GET /api/courses/drill_day/{dayId}?user_pack_id=: the workout of a course day. */
export const getWorkout = (dayId: number | string, userPackId: number | string) =>
  apiGet<WorkoutResult>(trainingPaths.drillDay(dayId, userPackId));
