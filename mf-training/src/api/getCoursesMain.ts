import { apiGet, trainingPaths, type CallOptions, type CoursesMainResult } from '@club/shared';

/** GET /api/courses/main: the member's courses by category and block. */
export const getCoursesMain = (opts?: CallOptions) =>
  apiGet<CoursesMainResult>(trainingPaths.coursesMain, opts);
