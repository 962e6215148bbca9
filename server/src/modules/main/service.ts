// Home (/api/v2/main/index): the member's courses from the training module and today's nutrition
// summary from the nutrition module.
import type { MainIndexResult } from '@club/shared/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { homeCourses } from '../training/home';
import { homeNutrition } from '../nutrition/home';

export async function getMainIndex(db: Db, clock: Clock, userId: number): Promise<MainIndexResult> {
  const now = await clock.now(userId);
  const [courses, nutrition] = await Promise.all([
    homeCourses(db, userId, now),
    homeNutrition(db, userId, now),
  ]);
  return { courses, ...nutrition };
}
