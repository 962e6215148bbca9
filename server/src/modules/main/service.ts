// Home (/api/v2/main/index): the member's courses from the training module and today's nutrition
// summary from the nutrition module.
import type { MainIndexResult } from '@club/shared/contract';
import type { Db } from '../../db/client';
import { memberData, type TimedAnswer } from '../../lib/member-data';
import { nextDayStart } from '../nutrition/dates';
import { packChangesAt } from '../training/status';
import { memberCards, sortedCards } from '../training/packs';
import { homeNutritionOf } from '../nutrition/home';
import { activePackOf } from '../nutrition/plan';

/** Home's answer at the member's `now`, with the moment it may change (lib/member-data.ts). */
export async function mainIndexAnswer(
  db: Db,
  userId: number,
  now: Date,
): Promise<TimedAnswer<MainIndexResult>> {
  // one read of the member's user packs feeds both: the course cards and the nutrition plan's pack
  // (the plan itself is catalogue, cached); kept per member until their user packs change
  const rows = await memberData(db).getOrLoad(userId, 'cards', () => memberCards(db, userId));
  const nutrition = await homeNutritionOf(db, activePackOf(rows, now), now);
  // the cards' statuses and seconds left, the running course and the plan's day (a new day)
  let until = nextDayStart(now);
  for (const row of rows) until = Math.min(until, packChangesAt(row.up, now, true));
  return { result: { courses: sortedCards(rows, now), ...nutrition }, until };
}
