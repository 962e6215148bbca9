import { apiGet, trainingPaths, type CoursesMainResult } from '@club/shared';

/** GET /api/courses/main: the member's courses by category and block. */
export const getCoursesMain = () => apiGet<CoursesMainResult>(trainingPaths.coursesMain);
