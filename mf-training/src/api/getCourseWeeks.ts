import { apiGet, trainingPaths, type CourseWeeksResult } from '@club/shared';

/** GET /api/courses/weeks/{userPackId}: the course page (weeks, days, place, description). */
export const getCourseWeeks = (userPackId: number | string) =>
  apiGet<CourseWeeksResult>(trainingPaths.courseWeeks(userPackId));
