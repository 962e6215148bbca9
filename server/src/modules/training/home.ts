// The member's current course (rest_time of init and of the realtime counts), owned by training.
import type { Db } from '../../db/client';
import { courseCard, memberCards, type CardRow } from './packs';

/**
 * Seconds left on the member's current course (the most recently activated ACTIVATED or FROSTED
 * one), null without one: the `rest_time` of init and the realtime counts.
 */
export async function currentCourseRestTime(
  db: Db,
  userId: number,
  now: Date,
): Promise<number | null> {
  return restTimeOf(await memberCards(db, userId), now);
}

/** currentCourseRestTime over the member's user packs already read. */
export function restTimeOf(rows: CardRow[], now: Date): number | null {
  const running = rows
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
