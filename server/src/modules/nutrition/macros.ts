// Macro arithmetic of the nutrition screens (spec part 2 §9): the energy split of protein, fat
// and carbohydrate in whole percents that total 100 (largest remainder, the same helper the apps
// use), floored percents for tables, sums of dishes and the cooking-time text.
import { percentsTo100 } from '@club/shared/format';

export interface Macros {
  calories: number;
  protein: number;
  fat: number;
  carbohydrate: number;
}

export interface MacroPercents {
  protein: number;
  fat: number;
  carbohydrate: number;
}

/** kcal per gram (Atwater factors) */
export const KCAL_PER_GRAM = { protein: 4, fat: 9, carbohydrate: 4 } as const;

const energy = (m: Omit<Macros, 'calories'>) => [
  m.protein * KCAL_PER_GRAM.protein,
  m.fat * KCAL_PER_GRAM.fat,
  m.carbohydrate * KCAL_PER_GRAM.carbohydrate,
];

/** Energy shares rounded to total exactly 100 (all zeros stay zeros). */
export function macroPercents(m: Omit<Macros, 'calories'>): MacroPercents {
  const [protein, fat, carbohydrate] = percentsTo100(energy(m));
  return { protein, fat, carbohydrate };
}

/** Energy shares floored (tables); may total less than 100. */
export function macroTablePercents(m: Omit<Macros, 'calories'>): MacroPercents {
  const parts = energy(m).map((p) => Math.max(0, p));
  const total = parts.reduce((a, b) => a + b, 0);
  const [protein, fat, carbohydrate] = parts.map((p) =>
    total > 0 ? Math.floor((p / total) * 100) : 0,
  );
  return { protein, fat, carbohydrate };
}

/** Whole kcal, grams to one decimal (what the screens show). */
export function roundMacros(m: Macros): Macros {
  const g = (x: number) => Math.round(x * 10) / 10;
  return {
    calories: Math.round(m.calories),
    protein: g(m.protein),
    fat: g(m.fat),
    carbohydrate: g(m.carbohydrate),
  };
}

export function sumMacros(items: Partial<Record<keyof Macros, number | null>>[]): Macros {
  const total: Macros = { calories: 0, protein: 0, fat: 0, carbohydrate: 0 };
  for (const item of items)
    for (const key of Object.keys(total) as (keyof Macros)[]) total[key] += item[key] ?? 0;
  return total;
}

/** A day's summary as the screens get it: rounded grams plus the percents. */
export function daySummary(m: Macros) {
  const r = roundMacros(m);
  const p = macroPercents(r);
  return {
    ...r,
    protein_percent: p.protein,
    fat_percent: p.fat,
    carbohydrate_percent: p.carbohydrate,
    table_percents: macroTablePercents(r),
  };
}

/** '25 мин', '1 ч', '1 ч 10 мин'; null when there is nothing to cook. */
export function cookingTimeText(minutes: number): string | null {
  if (!(minutes > 0)) return null;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return `${m} мин`;
  return m ? `${h} ч ${m} мин` : `${h} ч`;
}
