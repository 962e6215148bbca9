import { type CourseWeeksResult } from '@club/shared';
import { trainingPaths } from '@club/shared/contract/paths-training';
import { keepCourse, networkOrDevice } from '../offline/offlineApi';

/**
 * GET /api/courses/weeks/{userPackId}: the course page (weeks, days, place, description). Gym
 * mode: the answer is kept on the device and opens from there without a network.
 */
export const getCourseWeeks = (userPackId: number | string) =>
  networkOrDevice<CourseWeeksResult>(
    trainingPaths.courseWeeks(userPackId),
    (member) => keepCourse.key(member, userPackId),
    keepCourse.save,
    keepCourse.load,
  );
