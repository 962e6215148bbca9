import { donutSegments, energyShares, floorPercents, isOver, macroRows } from './macros';

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

test('chart percents of a plan add up to exactly 100 while the table floors each share', () => {
  // 120 g protein (480 kcal), 60 g fat (540 kcal), 200 g carbohydrate (800 kcal) = 1820 kcal:
  // exact shares 26.37 / 29.67 / 43.96.
  const rows = macroRows({ protein: 120, fat: 60, carbohydrate: 200 });
  expect(rows.map((r) => r.label)).toEqual(['Белки', 'Жиры', 'Углеводы']);
  expect(rows.map((r) => r.chartPercent)).toEqual([26, 30, 44]);
  expect(sum(rows.map((r) => r.chartPercent))).toBe(100);
  expect(rows.map((r) => r.tablePercent)).toEqual([26, 29, 43]);
  expect(rows.map((r) => r.grams)).toEqual([120, 60, 200]);
});

test("the server's chart percents are shown; the table floors the grams' energy shares", () => {
  // Home: 100 g each -> 400 / 900 / 400 kcal = 23.53 / 52.94 / 23.53 %.
  const rows = macroRows(
    { protein: 100, fat: 100, carbohydrate: 100 },
    { protein: 24, fat: 53, carbohydrate: 23 },
  );
  expect(rows.map((r) => r.chartPercent)).toEqual([24, 53, 23]);
  expect(rows.map((r) => r.tablePercent)).toEqual([23, 52, 23]);
});

test('table percents sent by the server win; chart percents off by rounding still total 100', () => {
  const rows = macroRows(
    { protein: 0, fat: 0, carbohydrate: 0 },
    { protein: 33.4, fat: 33.3, carbohydrate: 33.3 },
    { protein: 33, fat: 33, carbohydrate: 33 },
  );
  expect(rows.map((r) => r.chartPercent)).toEqual([34, 33, 33]);
  expect(rows.map((r) => r.tablePercent)).toEqual([33, 33, 33]);
});

test('an empty plan is all zeros, never NaN', () => {
  expect(energyShares({ protein: 0, fat: 0, carbohydrate: 0 })).toEqual([0, 0, 0]);
  const rows = macroRows({ protein: 0, fat: Number.NaN, carbohydrate: -5 });
  expect(rows.map((r) => [r.grams, r.chartPercent, r.tablePercent])).toEqual([
    [0, 0, 0],
    [0, 0, 0],
    [0, 0, 0],
  ]);
});

test('floorPercents floors and clamps negatives to 0', () => {
  expect(floorPercents([29.99, 0.5, -3])).toEqual([29, 0, 0]);
});

test('donut offsets start at 25 and each arc starts where the previous ended', () => {
  expect(donutSegments([26, 30, 44])).toEqual([
    { size: 26, offset: 25 },
    { size: 30, offset: 99 },
    { size: 44, offset: 69 },
  ]);
  expect(donutSegments([100])).toEqual([{ size: 100, offset: 25 }]);
});

test('food tracking flags an eaten value only when it goes over the plan', () => {
  expect(isOver(2001, 2000)).toBe(true);
  expect(isOver(2000, 2000)).toBe(false);
  expect(isOver(150, 200)).toBe(false);
});
