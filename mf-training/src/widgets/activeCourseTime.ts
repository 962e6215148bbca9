// Seconds left on the member's active course when the session carries none (rest_time null):
// one small call per session, repeated after the shell is asked to reload the member's info
// (an activation, a freeze). With several running courses the one ending first counts.
import { type HomeCourse } from '@club/shared';
import { getMainIndex } from '../api/getMainIndex';

let cached: { token: string; promise: Promise<number | null> } | null = null;

export function activeCourseSeconds(courses: HomeCourse[]): number | null {
  const left = courses
    .filter((c) => c.status === 'ACTIVATED' && (c.rest_activated_course_time ?? 0) > 0)
    .map((c) => c.rest_activated_course_time as number);
  return left.length ? Math.min(...left) : null;
}

export function fetchActiveCourseSeconds(token: string): Promise<number | null> {
  if (!cached || cached.token !== token) {
    cached = {
      token,
      promise: getMainIndex().then(({ result }) =>
        result ? activeCourseSeconds(result.courses) : null,
      ),
    };
  }
  return cached.promise;
}

export function forgetActiveCourseSeconds(): void {
  cached = null;
}
