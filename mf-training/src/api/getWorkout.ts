import { type WorkoutResult } from '@club/shared';
import { trainingPaths } from '@club/shared/contract/paths-training';
import { keepImages, keepWorkout, networkOrDevice } from '../offline/offlineApi';
import { keepOwnFiles } from '../offline/keepOwnFiles';

/**
 * GET /api/courses/drill_day/{dayId}?user_pack_id=: the workout of a course day. Gym mode: the
 * workout and its pictures are kept on the device and open from there without a network.
 */
export async function getWorkout(dayId: number | string, userPackId: number | string) {
  const answer = await networkOrDevice<WorkoutResult>(
    trainingPaths.drillDay(dayId, userPackId),
    (member) => keepWorkout.key(member, userPackId, dayId),
    keepWorkout.save,
    keepWorkout.load,
  );
  const w = answer.result;
  if (w && !answer.fromDevice) {
    keepImages([w.image, ...w.gymnastics.map((g) => g.image)]);
    void keepOwnFiles();
  }
  return answer;
}
