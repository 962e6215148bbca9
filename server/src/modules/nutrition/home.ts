// Today's nutrition summary for home (owned by the nutrition module): today's menu totals of the
// member's active plan with the energy split, and the plan's goal ("Твоя цель").
import type { MainIndexResult } from '@club/shared/contract';
import type { Db } from '../../db/client';
import { daySummary } from './macros';
import { todayOf, typeAndTargetNames } from './plan';
import { dayMacros, findMemberPlan } from './service';

export async function homeNutrition(
  db: Db,
  userId: number,
  now: Date,
): Promise<Pick<MainIndexResult, 'nutrition_day' | 'dieta'>> {
  const member = await findMemberPlan(db, userId, now);
  if (!member) return { nutrition_day: null, dieta: null };
  const today = todayOf(member.calendar);
  const { target } = await typeAndTargetNames(db, member.pack);
  if (!today) return { nutrition_day: null, dieta: { target } };
  const { table_percents: _table, ...summary } = daySummary(dayMacros(today));
  return { nutrition_day: summary, dieta: { target } };
}
