import { percentsTo100 } from '@club/shared/format';
import {
  cookingTimeText,
  daySummary,
  macroPercents,
  macroTablePercents,
  sumMacros,
} from './macros';

describe('macro percents (spec part 2 §9)', () => {
  it('splits the energy of protein (4 kcal/g), fat (9) and carbohydrate (4)', () => {
    // 100 g protein = 400 kcal, 44.4 g fat = 400 kcal, 100 g carbs = 400 kcal: a third each
    expect(macroPercents({ protein: 100, fat: 400 / 9, carbohydrate: 100 })).toEqual({
      protein: 34,
      fat: 33,
      carbohydrate: 33,
    });
    expect(macroPercents({ protein: 30, fat: 0, carbohydrate: 70 })).toEqual({
      protein: 30,
      fat: 0,
      carbohydrate: 70,
    });
  });

  it('rounds so the three always total 100 (largest remainder)', () => {
    // exact shares 27.35 %, 37.34 %, 35.31 %: plain rounding gives 27 + 37 + 35 = 99, the largest
    // remainder (protein) gets the missing point
    const p = macroPercents({ protein: 82.9, fat: 50.3, carbohydrate: 107 });
    expect(p.protein + p.fat + p.carbohydrate).toBe(100);
    expect(p).toEqual({ protein: 28, fat: 37, carbohydrate: 35 });
    for (let protein = 1; protein < 150; protein += 7)
      for (let fat = 1; fat < 90; fat += 11) {
        const q = macroPercents({ protein, fat, carbohydrate: 123.4 });
        expect(q.protein + q.fat + q.carbohydrate).toBe(100);
      }
  });

  it('agrees with the apps’ percentsTo100 on the energy parts', () => {
    for (const [protein, fat, carbohydrate] of [
      [82.9, 50.3, 107],
      [95, 48.5, 151.2],
      [10, 10, 10],
      [0.1, 0, 0],
    ]) {
      const p = macroPercents({ protein, fat, carbohydrate });
      expect([p.protein, p.fat, p.carbohydrate]).toEqual(
        percentsTo100([protein * 4, fat * 9, carbohydrate * 4]),
      );
    }
  });

  it('floors the table percents and keeps zeros for an empty day', () => {
    expect(macroTablePercents({ protein: 82.9, fat: 50.3, carbohydrate: 107 })).toEqual({
      protein: 27,
      fat: 37,
      carbohydrate: 35,
    });
    expect(macroPercents({ protein: 0, fat: 0, carbohydrate: 0 })).toEqual({
      protein: 0,
      fat: 0,
      carbohydrate: 0,
    });
    expect(macroTablePercents({ protein: 0, fat: 0, carbohydrate: 0 })).toEqual({
      protein: 0,
      fat: 0,
      carbohydrate: 0,
    });
  });

  it('sums dishes (unknown values count as 0) and rounds a day summary', () => {
    const sum = sumMacros([
      { calories: 320, protein: 11, fat: 7, carbohydrate: 54 },
      { calories: 200.4, protein: 5.04, fat: null, carbohydrate: 20 },
    ]);
    expect(sum).toEqual({ calories: 520.4, protein: 16.04, fat: 7, carbohydrate: 74 });
    expect(daySummary(sum)).toEqual({
      calories: 520,
      protein: 16,
      fat: 7,
      carbohydrate: 74,
      // energy 64 + 63 + 296 = 423 kcal: 15.13 %, 14.89 %, 69.98 %
      protein_percent: 15,
      fat_percent: 15,
      carbohydrate_percent: 70,
      table_percents: { protein: 15, fat: 14, carbohydrate: 69 },
    });
  });
});

describe('cooking time text', () => {
  it.each([
    [0, null],
    [5, '5 мин'],
    [45, '45 мин'],
    [60, '1 ч'],
    [90, '1 ч 30 мин'],
  ])('%i minutes -> %s', (minutes, text) => {
    expect(cookingTimeText(minutes)).toBe(text);
  });
});
