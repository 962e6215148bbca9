// Today's nutrition summary for home (owned by the nutrition module).
import type { MainIndexResult } from '@club/shared/contract';
import type { Db } from '../../db/client';

export async function homeNutrition(
  _db: Db,
  _userId: number,
  _now: Date,
): Promise<Pick<MainIndexResult, 'nutrition_day' | 'dieta'>> {
  return { nutrition_day: null, dieta: null }; // TODO(issue 5): from the member's active plan
}
