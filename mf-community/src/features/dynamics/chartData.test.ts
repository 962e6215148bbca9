import type { DynamicsReport } from '@club/shared';
import { chartData, chartPoints, DATASETS, dayMs, thinTicks, windowStart } from './chartData';

const report = (name: string, patch: Partial<DynamicsReport> = {}): DynamicsReport => ({
  id: Math.floor(Math.random() * 1e6),
  type: 'dynamics',
  created: 0,
  name,
  weight: 70,
  chest_girth: 95,
  waist_girth: 80,
  hip_girth: 100,
  contest: false,
  photo_side: null,
  photo_front: null,
  photo_back: null,
  ...patch,
});

const NOW = Date.UTC(2025, 5, 15, 9); // 15.06.2025
const weight = DATASETS[0];

test('one dataset per figure: weight in kg, the girths in cm', () => {
  expect(DATASETS.map((d) => [d.label, d.unit])).toEqual([
    ['Вес', 'кг'],
    ['Грудь', 'см'],
    ['Талия', 'см'],
    ['Бёдра', 'см'],
  ]);
});

test('reads report days as UTC midnights', () => {
  expect(dayMs('15.06.2025')).toBe(Date.UTC(2025, 5, 15));
  expect(dayMs('дд.мм.гггг')).toBeNull();
  expect(windowStart(NOW)).toBe(Date.UTC(2025, 0, 15));
});

test('keeps the last 5 months, oldest first, with one decimal', () => {
  const points = chartPoints(
    [
      report('10.06.2025', { weight: 64.25 }),
      report('14.01.2025', { weight: 70 }),
      report('15.01.2025', { weight: 69.04 }),
      report('01.03.2025', { weight: 66.96 }),
    ],
    weight,
    NOW,
  );
  expect(points).toEqual([
    [Date.UTC(2025, 0, 15), 69],
    [Date.UTC(2025, 2, 1), 67],
    [Date.UTC(2025, 5, 10), 64.3],
  ]);
});

test('leaves out reports without that figure, and answers nothing without data', () => {
  const reports = [report('01.06.2025', { chest_girth: null }), report('05.06.2025')];
  const data = chartData(reports, NOW);
  expect(data.chest).toEqual([[Date.UTC(2025, 5, 5), 95]]);
  expect(data.weight).toHaveLength(2);
  expect(chartPoints([], weight, NOW)).toEqual([]);
});

test('follows a member clock that runs ahead of the browser (the window ends at the latest report)', () => {
  const points = chartPoints(
    [report('01.12.2025'), report('01.08.2025'), report('01.06.2025')],
    weight,
    NOW,
  );
  expect(points.map(([at]) => at)).toEqual([Date.UTC(2025, 7, 1), Date.UTC(2025, 11, 1)]);
});

test('thins the date labels so none overlap, keeping the newest', () => {
  const day = (d: number) => Date.UTC(2025, 0, d);
  // five reports over 30 days on a 300 px axis: 10 px a day, labels need 56 px
  const days = [day(1), day(3), day(5), day(20), day(31)];
  expect(thinTicks(days, day(1), day(31), 300)).toEqual([day(5), day(20), day(31)]);
  // room enough: every report day keeps its label
  expect(thinTicks(days, day(1), day(31), 3000)).toEqual(days);
  // one day, or duplicates and days outside the axis
  expect(thinTicks([day(7)], day(1), day(31), 300)).toEqual([day(7)]);
  expect(thinTicks([day(9), day(9), day(40)], day(1), day(31), 300)).toEqual([day(9)]);
  // weekly reports on a phone's 560 px plot over five months: about one label in three
  const weekly = Array.from({ length: 22 }, (_, i) => day(1 + 7 * i));
  const kept = thinTicks(weekly, weekly[0], weekly[21], 560);
  expect(kept.at(-1)).toBe(weekly[21]);
  const gaps = kept.slice(1).map((d, i) => ((d - kept[i]) / (weekly[21] - weekly[0])) * 560);
  expect(Math.min(...gaps)).toBeGreaterThanOrEqual(56);
});
