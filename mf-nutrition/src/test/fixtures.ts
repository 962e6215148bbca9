// A member's nutrition plan as the API sends it (tests only).
import type { Dieta, DietaDay, DietaInfoResult, DietaWeek } from '@club/shared';

const MEALS = ['Завтрак', 'Второй завтрак', 'Обед', 'Полдник', 'Ужин'];
const TIMES = ['08:00', '11:00', '14:00', '17:00', '19:30'];

export function day(week: number, n: number, patch: Partial<DietaDay> = {}): DietaDay {
  return {
    id: week * 100 + n,
    day_number: n,
    day_name: `День ${n}`,
    description: `Меню дня ${n} недели ${week}`,
    photo: null,
    cooking_time: 45,
    is_today: false,
    disabled: false,
    calories: 1800,
    protein: 110,
    fat: 60,
    carbohydrate: 200,
    type_times_food: MEALS.map((title, i) => ({
      title,
      time: TIMES[i],
      food: [
        {
          id: week * 1000 + n * 10 + i,
          name: `${title} ${week}.${n}`,
          photo: null,
          calory: i === 1 ? null : 300 + i,
          protein: 20,
          fat: 10,
          carbohydrate: 35,
          description: `Шаг 1 блюда ${title}\nШаг 2 блюда ${title}`,
          cooking_time: i === 1 ? null : { time: '25 мин', minutes: 25 },
        },
      ],
    })),
    ...patch,
  };
}

export function week(n: number): DietaWeek {
  return {
    id: n,
    week_number: n,
    user_week_number: n,
    category_products: ['Овощи и зелень', 'Мясо и рыба'],
    days: [1, 2, 3, 4, 5, 6, 7].map((d) => day(n, d, { is_today: n === 1 && d === 2 })),
  };
}

export function dieta(patch: Partial<Dieta> = {}): Dieta {
  return {
    weeks: [week(1), week(2)],
    info: {
      calories: 1850,
      protein: 120,
      fat: 60,
      carbohydrate: 200,
      target: 'Похудение',
      type: 'Классическое',
    },
    type_id: 3,
    type_editable: true,
    dieta_types: [
      { id: 3, name: 'Классическое', description: 'Мясо, рыба, крупы и овощи' },
      { id: 4, name: 'Вегетарианское', description: 'Без мяса и рыбы' },
    ],
    basket: { title: 'Корзина продуктов', week_number: 1 },
    productsByWeeks: [1, 2].map((w) => ({
      week_number: w,
      categories: [
        { name: 'Овощи и зелень', products: [{ id: w * 10 + 1, name: `Огурцы ${w}` }] },
        { name: 'Мясо и рыба', products: [{ id: w * 10 + 2, name: `Филе индейки ${w}` }] },
      ],
    })),
    nutrition_day: {
      calories: 1820,
      protein: 120,
      fat: 60,
      carbohydrate: 200,
      protein_percent: 26,
      fat_percent: 30,
      carbohydrate_percent: 44,
      table_percents: { protein: 26, fat: 29, carbohydrate: 43 },
    },
    fatsecret_nutrition_day: null,
    demo_day: false,
    description: '<p>Программа питания на каждый день курса.</p><p>Пей больше воды.</p>',
    is_intensive: false,
    today: { week_number: 1, day_number: 2 },
    eating_type: 0,
    ...patch,
  };
}

export const answer = <T>(result: T) => ({ result, error: null, status: 200, headers: {} });
export const failure = (message: string, status = 400) => ({
  result: null,
  error: { message },
  status,
  headers: {},
});

export const infoResult = (patch: Partial<Dieta> = {}): DietaInfoResult => {
  const d = dieta(patch);
  return { dieta: d, demo_day: d.demo_day };
};
