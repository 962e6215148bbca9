import { apiGet, type CallOptions, type CoursesMainResult } from '@club/shared';
import { trainingPaths } from '@club/shared/contract/paths-training';

/** GET /api/courses/main: the member's courses by category and block. */
export const getCoursesMain = (opts?: CallOptions) =>
  apiGet<CoursesMainResult>(trainingPaths.coursesMain, opts);
