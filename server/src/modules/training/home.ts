// The member's course cards for home (owned by the training module).
import type { HomeCourse } from '@club/shared/contract';
import type { Db } from '../../db/client';

export async function homeCourses(_db: Db, _userId: number, _now: Date): Promise<HomeCourse[]> {
  return []; // TODO(issue 3): the member's user packs with statuses from `now`
}
