import type { DynamicsReport } from '@club/shared';
import { chartData, chartPoints, DATASETS, dayMs, windowStart } from './chartData';

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
