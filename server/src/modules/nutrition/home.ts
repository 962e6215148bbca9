// Today's nutrition summary for home (owned by the nutrition module): today's menu totals of the
// member's active plan with the energy split, and the plan's goal ("Твоя цель").
import type { MainIndexResult } from '@club/shared/contract';
import type { Db } from '../../db/client';
import { daySummary } from './macros';
import { cachedPlan, findActivePack, todayOf, typeAndTargetNames, type ActivePack } from './plan';
import { dayMacros, memberPlanOf } from './service';

type HomeNutrition = Pick<MainIndexResult, 'nutrition_day' | 'dieta'>;

export async function homeNutrition(db: Db, userId: number, now: Date): Promise<HomeNutrition> {
  return homeNutritionOf(db, await findActivePack(db, userId, now), now);
}

/** `pack`: the member's active pack (activePackOf over the user packs home has read already). */
export async function homeNutritionOf(
  db: Db,
  pack: ActivePack | null,
  now: Date,
): Promise<HomeNutrition> {
  const member = await memberPlanOf(db, pack, now, cachedPlan);
  if (!member) return { nutrition_day: null, dieta: null };
  const today = todayOf(member.calendar);
  const { target } = await typeAndTargetNames(db, member.pack);
  if (!today) return { nutrition_day: null, dieta: { target } };
  const { table_percents: _table, ...summary } = daySummary(dayMacros(today));
  return { nutrition_day: summary, dieta: { target } };
}
