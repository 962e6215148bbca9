import type { MainIndexResult } from '@club/shared/contract';
import type { Db } from '../../db/client';

export async function getMainIndex(_db: Db, _userId: number): Promise<MainIndexResult> {
  return { courses: [], nutrition_day: null, dieta: null };
}
