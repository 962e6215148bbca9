// The dynamics chart's data (spec part 2 §2.4, §9): one dataset per figure (weight kg; chest, waist,
// hip cm), the last 5 months, values with one decimal. Pure, so it is tested without Highcharts.
import type { DynamicsReport } from '@club/shared';

export type DatasetId = 'weight' | 'chest' | 'waist' | 'hip';

export interface Dataset {
  id: DatasetId;
  field: 'weight' | 'chest_girth' | 'waist_girth' | 'hip_girth';
  label: string;
  unit: 'кг' | 'см';
}

export const DATASETS: readonly Dataset[] = [
  { id: 'weight', field: 'weight', label: 'Вес', unit: 'кг' },
  { id: 'chest', field: 'chest_girth', label: 'Грудь', unit: 'см' },
  { id: 'waist', field: 'waist_girth', label: 'Талия', unit: 'см' },
  { id: 'hip', field: 'hip_girth', label: 'Бёдра', unit: 'см' },
];

export const CHART_MONTHS = 5;
/**
 * Below 992 px the chart scrolls sideways and opens scrolled to its end: the newest point (a
 * report just saved) is in view.
 */
export const MOBILE_SCROLL_START = 1;
/** The least room between two date labels of the x axis ("dd.mm" and a gap), in pixels. */
export const MIN_LABEL_GAP_PX = 56;

/** [day as UTC midnight ms, value] */
export type ChartPoint = [number, number];

/** The report's day as UTC midnight (the chart's time axis is in UTC: no zone shifts a day). */
export function dayMs(name: string): number | null {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(name);
  return m ? Date.UTC(Number(m[3]), Number(m[2]) - 1, Number(m[1])) : null;
}

/** The first day of the window: `months` calendar months before `referenceMs`. */
export function windowStart(referenceMs: number, months = CHART_MONTHS): number {
  const d = new Date(referenceMs);
  const start = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - months, d.getUTCDate());
  return start;
}

/**
 * The points of one dataset: reports of the last 5 months (up to today, or up to the latest
 * report when the member's clock runs ahead), oldest first, empty values left out, one decimal.
 */
export function chartPoints(
  reports: readonly DynamicsReport[],
  dataset: Dataset,
  nowMs: number = Date.now(),
): ChartPoint[] {
  const dated = reports
    .map((r) => ({ at: dayMs(r.name), value: r[dataset.field] }))
    .filter((p): p is { at: number; value: number } => p.at !== null && p.value !== null);
  if (dated.length === 0) return [];
  const latest = Math.max(...dated.map((p) => p.at));
  // today in the display zone (UTC+4), as a UTC midnight like the points
  const local = new Date(nowMs + 4 * 3600_000);
  const today = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const from = windowStart(Math.max(latest, today));
  return dated
    .filter((p) => p.at >= from)
    .sort((a, b) => a.at - b.at)
    .map((p) => [p.at, Math.round(p.value * 10) / 10]);
}

/** Every dataset's points at once (the tabs show one at a time). */
export function chartData(
  reports: readonly DynamicsReport[],
  nowMs: number = Date.now(),
): Record<DatasetId, ChartPoint[]> {
  return Object.fromEntries(DATASETS.map((d) => [d.id, chartPoints(reports, d, nowMs)])) as Record<
    DatasetId,
    ChartPoint[]
  >;
}

/**
 * The x axis's ticks: on report days, thinned so no two labels are closer than `minGapPx` on an
 * axis of `lengthPx` pixels from `min` to `max` (reports a few days apart would draw their dates
 * over each other). The newest day always keeps its label; going back, a day is kept when it is
 * far enough from the last one kept.
 */
export function thinTicks(
  days: readonly number[],
  min: number,
  max: number,
  lengthPx: number,
  minGapPx: number = MIN_LABEL_GAP_PX,
): number[] {
  const sorted = [...new Set(days)].filter((d) => d >= min && d <= max).sort((a, b) => a - b);
  if (sorted.length <= 1 || max <= min || lengthPx <= 0) return sorted;
  const px = (d: number) => ((d - min) / (max - min)) * lengthPx;
  const kept = [sorted[sorted.length - 1]];
  for (let i = sorted.length - 2; i >= 0; i--)
    if (px(kept[0]) - px(sorted[i]) >= minGapPx) kept.unshift(sorted[i]);
  return kept;
}
