// Macro rules of the nutrition summary and the nutrition page (spec part 2 §9): percents of the
// chart add up to exactly 100, tables floor the percentages, the donut's segment offsets start at 25.
import { groupDigits, percentsTo100 } from '@club/shared/format';

/** kcal per gram: protein and carbohydrate 4, fat 9 (the usual Atwater factors). */
export const KCAL_PER_GRAM = { protein: 4, fat: 9, carbohydrate: 4 } as const;

export type MacroKey = 'protein' | 'fat' | 'carbohydrate';
export const MACRO_KEYS: readonly MacroKey[] = ['protein', 'fat', 'carbohydrate'];

export const MACRO_LABELS: Record<MacroKey, string> = {
  protein: 'Белки',
  fat: 'Жиры',
  carbohydrate: 'Углеводы',
};

/** Colours of the three macros (chart, legend and table dots), the club's greens and a warm accent. */
export const MACRO_COLORS: Record<MacroKey, string> = {
  protein: '#2bb673',
  fat: '#f5a524',
  carbohydrate: '#4a90e2',
};

export interface MacroGrams {
  protein: number;
  fat: number;
  carbohydrate: number;
}

export interface MacroRow {
  key: MacroKey;
  label: string;
  grams: number;
  /** whole percent of the chart: the three add up to exactly 100 */
  chartPercent: number;
  /** the percent a table shows: the exact share, floored */
  tablePercent: number;
  color: string;
}

const nonNegative = (n: number) => (Number.isFinite(n) && n > 0 ? n : 0);

/** Exact energy shares (0..100, unrounded) of the macros, by their kcal. */
export function energyShares(grams: MacroGrams): number[] {
  const kcal = MACRO_KEYS.map((k) => nonNegative(grams[k]) * KCAL_PER_GRAM[k]);
  const total = kcal.reduce((a, b) => a + b, 0);
  return total > 0 ? kcal.map((x) => (x / total) * 100) : kcal.map(() => 0);
}

/** Table percentages: each share floored (spec §9 "tables floor percentages"). */
export const floorPercents = (exact: number[]): number[] =>
  exact.map((x) => Math.floor(nonNegative(x)));

/** The three values of a macro record, in the order protein, fat, carbohydrate. */
const inOrder = (v: Record<MacroKey, number>): number[] => MACRO_KEYS.map((k) => v[k]);

/**
 * The macro rows of a plan: grams, the chart's percents (total 100) and the table's (floored).
 * The server sends both for the nutrition page (just shown); home's nutrition day has only the
 * chart's, so the table's are floored here from the grams' energy shares (the same formula).
 */
export function macroRows(
  grams: MacroGrams,
  chartPercents?: Record<MacroKey, number>,
  tablePercents?: Record<MacroKey, number>,
): MacroRow[] {
  const exact = energyShares(grams);
  const hasGrams = exact.some((x) => x > 0);
  const chart = percentsTo100(chartPercents ? inOrder(chartPercents) : exact);
  const table = tablePercents
    ? inOrder(tablePercents)
    : floorPercents(hasGrams || !chartPercents ? exact : inOrder(chartPercents));
  return MACRO_KEYS.map((key, i) => ({
    key,
    label: MACRO_LABELS[key],
    grams: Math.round(nonNegative(grams[key])),
    chartPercent: chart[i],
    tablePercent: table[i],
    color: MACRO_COLORS[key],
  }));
}

/** The chart percents of a day record with *_percent fields (home, the page's day totals). */
export const dayPercents = (day: {
  protein_percent: number;
  fat_percent: number;
  carbohydrate_percent: number;
}): Record<MacroKey, number> => ({
  protein: day.protein_percent,
  fat: day.fat_percent,
  carbohydrate: day.carbohydrate_percent,
});

export interface DonutSegment {
  /** length of the arc, in percent of the circle (the dash of an SVG circle of circumference 100) */
  size: number;
  /** stroke-dashoffset: 25 puts the first arc's start at twelve o'clock, the next follow on */
  offset: number;
}

/** Donut arcs of percents that add up to 100: offsets start at 25 (spec §9). */
export function donutSegments(percents: number[]): DonutSegment[] {
  let before = 0;
  return percents.map((size) => {
    const offset = (((100 - before + 25) % 100) + 100) % 100;
    before += size;
    return { size, offset };
  });
}

/** Food tracking: an eaten value is flagged red when it goes over the plan's. */
export const isOver = (eaten: number, plan: number): boolean => plan >= 0 && eaten > plan;

/** Whole number with thin group separators, e.g. 1 850 (Russian style). */
export function formatAmount(n: number): string {
  return groupDigits(Math.round(nonNegative(n)));
}
