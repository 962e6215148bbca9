// Home (/api/v2/main/index): the member's courses from the training module and today's nutrition
// summary from the nutrition module.
import type { MainIndexResult } from '@club/shared/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { memberData } from '../../lib/member-data';
import { memberCards, sortedCards } from '../training/packs';
import { homeNutritionOf } from '../nutrition/home';
import { activePackOf } from '../nutrition/plan';

export async function getMainIndex(db: Db, clock: Clock, userId: number): Promise<MainIndexResult> {
  const now = await clock.now(userId);
  // one read of the member's user packs feeds both: the course cards and the nutrition plan's pack
  // (the plan itself is catalogue, cached)
  // kept per member until their user packs change (lib/member-data.ts)
  const rows = await memberData(db).getOrLoad(userId, 'cards', () => memberCards(db, userId));
  const nutrition = await homeNutritionOf(db, activePackOf(rows, now), now);
  return { courses: sortedCards(rows, now), ...nutrition };
}
