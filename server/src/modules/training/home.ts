// The member's course cards for home (/api/v2/main/index), owned by the training module.
import type { HomeCourse } from '@club/shared/contract';
import type { Db } from '../../db/client';
import { courseCard, memberPacks, sortedCards } from './packs';

export async function homeCourses(db: Db, userId: number, now: Date): Promise<HomeCourse[]> {
  return sortedCards(await memberPacks(db, userId), now);
}

/**
 * Seconds left on the member's current course (the most recently activated ACTIVATED or FROSTED
 * one), null without one: the `rest_time` of init and the realtime counts.
 */
export async function currentCourseRestTime(
  db: Db,
  userId: number,
  now: Date,
): Promise<number | null> {
  const running = (await memberPacks(db, userId))
    .map((row) => ({ row, card: courseCard(row, now) }))
    .filter(({ card }) => card.status === 'ACTIVATED' || card.status === 'FROSTED')
    // the same course the nutrition plan follows: a full course before a demo-day one, then the
    // most recently activated
    .sort(
      (a, b) =>
        Number(a.row.course.demoDay) - Number(b.row.course.demoDay) ||
        (b.row.up.activatedAt?.getTime() ?? 0) - (a.row.up.activatedAt?.getTime() ?? 0),
    );
  return running[0]?.card.rest_activated_course_time ?? null;
}
