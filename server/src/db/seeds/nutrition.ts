// Nutrition plans for every reference diet type, 5 and 3 meals a day: two 7-day weeks each, built
// from the recipe catalogue (./nutrition-catalogue.ts) by rotating the dishes that suit the type.
// Also what the food-tracking service "reported" for the demo members around the seed's now.
import { asc } from 'drizzle-orm';
import { displayDay } from '../../modules/nutrition/dates';
import {
  dietaPlanDays,
  dietaPlanMealFoods,
  dietaPlanMeals,
  dietaPlans,
  dietaPlanWeeks,
  dietaProductCategories,
  dietaProducts,
  dietaTypes,
  foodTrackingDays,
  recipeProducts,
  recipes,
} from '../schema';
import type { DietaTypeName } from './reference';
import {
  PRODUCT_CATEGORIES,
  RECIPES,
  type CatalogueRecipe,
  type Slot,
} from './nutrition-catalogue';
import type { SeedContext } from './types';

export const PLAN_WEEKS = 2;
const DAYS_PER_WEEK = 7;

/** Meals of a day per eating type (0 five meals, 1 three meals): title, time, dish slots. */
export const MEAL_SCHEDULE: Record<0 | 1, { title: string; time: string; slots: Slot[] }[]> = {
  0: [
    { title: 'Завтрак', time: '08:00', slots: ['breakfast'] },
    { title: 'Второй завтрак', time: '11:00', slots: ['snack'] },
    { title: 'Обед', time: '14:00', slots: ['lunch'] },
    { title: 'Полдник', time: '17:00', slots: ['snack'] },
    { title: 'Ужин', time: '19:30', slots: ['dinner'] },
  ],
  1: [
    { title: 'Завтрак', time: '08:00', slots: ['breakfast', 'snack'] },
    { title: 'Обед', time: '13:30', slots: ['lunch'] },
    { title: 'Ужин', time: '19:00', slots: ['dinner', 'snack'] },
  ],
};

/** Which catalogue dishes suit a diet type (unknown types get the classic menu). */
const SUITS: Record<DietaTypeName, (r: CatalogueRecipe) => boolean> = {
  Классическое: () => true,
  Вегетарианское: (r) => r.veg,
  'Без лактозы': (r) => r.lactoseFree,
  Быстрое: (r) => r.quick,
};

const PLAN_TEXT: Record<DietaTypeName, string> = {
  Классическое:
    '<p>Сбалансированное меню из привычных продуктов. Белок — из птицы, рыбы, яиц и творога, сложные углеводы — из круп и цельнозернового хлеба, клетчатка — из овощей и фруктов.</p>',
  Вегетарианское:
    '<p>Меню без мяса и рыбы. Белок дают яйца, творог, йогурт, сыр, бобовые и тофу — сочетай их в течение дня, чтобы получать все незаменимые аминокислоты.</p>',
  'Без лактозы':
    '<p>Меню без молока и молочных продуктов. Кальций — из зелени, брокколи, кунжута и миндаля; вместо молока в кашах — вода или кокосовое молоко.</p>',
  Быстрое:
    '<p>Блюда, которые готовятся за 15 минут или собираются из готовых продуктов. Удобно, когда на кухню почти нет времени: закупайся по списку на неделю, и всё будет под рукой.</p>',
};

const COMMON_TEXT =
  '<h3>Как пользоваться планом</h3><ul><li>Соблюдай время приёмов пищи: интервал 2,5–4 часа помогает избежать переедания.</li><li>Пей 30 мл воды на 1 кг веса в день, в дни тренировок — немного больше.</li><li>Блюда одного приёма пищи можно менять местами внутри недели.</li><li>Продукты можно заменять на аналогичные по КБЖУ. Вопросы задавай диетологу в чате.</li></ul>';

const DAY_BG = ['#eaf5e1', '#fdf1e0', '#e6f0fa', '#f8e8ee', '#f1efe6', '#e8f4f1'];

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619) >>> 0;
  return h;
}

/** A small offline picture of the dish: a plate with the colours of its ingredients. */
export function dishPhoto(name: string, colors: string[]): string {
  const h = hash(name);
  const bg = DAY_BG[h % DAY_BG.length];
  const used = colors.slice(0, 4);
  const blobs = used
    .map((color, i) => {
      const angle = ((h % 360) * Math.PI) / 180 + (i * 2 * Math.PI) / used.length;
      const d = used.length === 1 ? 0 : 30;
      const cx = Math.round(160 + d * Math.cos(angle));
      const cy = Math.round(100 + d * Math.sin(angle));
      const rad = 24 + ((h >> (i * 3)) % 10);
      return `<circle cx="${cx}" cy="${cy}" r="${rad}" fill="${color}"/>`;
    })
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200">` +
    `<rect width="320" height="200" fill="${bg}"/>` +
    `<ellipse cx="164" cy="108" rx="90" ry="84" fill="#0000001a"/>` +
    `<circle cx="160" cy="100" r="88" fill="#ffffff"/>` +
    `<circle cx="160" cy="100" r="70" fill="#f4f1ea"/>${blobs}` +
    `<rect x="270" y="40" width="6" height="120" rx="3" fill="#c8ccd0"/>` +
    `<rect x="40" y="40" width="6" height="120" rx="3" fill="#c8ccd0"/></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** The dishes of one day: per meal the chosen recipes (indexes into the catalogue list given). */
export function buildDay(
  pool: Record<Slot, CatalogueRecipe[]>,
  eatingType: 0 | 1,
  dayIndex: number,
): { title: string; time: string; dishes: CatalogueRecipe[] }[] {
  let snack = 0;
  return MEAL_SCHEDULE[eatingType].map(({ title, time, slots }) => ({
    title,
    time,
    dishes: slots.map((slot) => {
      const list = pool[slot];
      // two snacks a day: consecutive catalogue entries, so they differ
      const index = slot === 'snack' ? dayIndex * 2 + snack++ : dayIndex;
      return list[index % list.length];
    }),
  }));
}

export async function seedNutrition({ db, now, anna, ivan }: SeedContext): Promise<void> {
  const categories = await db
    .insert(dietaProductCategories)
    .values(PRODUCT_CATEGORIES.map(({ name }, sort) => ({ name, sort })))
    .returning();
  const productRows = await db
    .insert(dietaProducts)
    .values(
      PRODUCT_CATEGORIES.flatMap(({ products: names }, i) =>
        names.map((name) => ({ name, categoryId: categories[i].id })),
      ),
    )
    .returning();
  const productId = new Map(productRows.map((p) => [p.name, p.id]));
  const colorOf = new Map(
    PRODUCT_CATEGORIES.flatMap(({ products: names, color, name }) =>
      names.map((p) => [p, name === 'Бакалея' ? null : color] as const),
    ),
  );

  const recipeRows = await db
    .insert(recipes)
    .values(
      RECIPES.map((rec) => ({
        name: rec.name,
        description: rec.description,
        photo: dishPhoto(rec.name, [
          ...new Set(rec.ingredients.map((i) => colorOf.get(i)).filter((c): c is string => !!c)),
        ]),
        cookingMinutes: rec.minutes,
        calories: rec.kcal,
        protein: rec.protein,
        fat: rec.fat,
        carbohydrate: rec.carbohydrate,
      })),
    )
    .returning();
  const recipeId = new Map(recipeRows.map((row) => [row.name, row.id]));
  const photoOf = new Map(recipeRows.map((row) => [row.name, row.photo]));
  await db.insert(recipeProducts).values(
    RECIPES.flatMap((rec) =>
      rec.ingredients.map((ingredient) => {
        const id = productId.get(ingredient);
        if (!id) throw new Error(`nutrition seed: unknown product ${ingredient}`);
        return { recipeId: recipeId.get(rec.name)!, productId: id };
      }),
    ),
  );

  const types = await db.select().from(dietaTypes).orderBy(asc(dietaTypes.sort));
  for (const type of types) {
    const suits = SUITS[type.name as DietaTypeName] ?? SUITS['Классическое'];
    const suitable = RECIPES.filter(suits);
    const pool = {
      breakfast: suitable.filter((x) => x.slot === 'breakfast'),
      snack: suitable.filter((x) => x.slot === 'snack'),
      lunch: suitable.filter((x) => x.slot === 'lunch'),
      dinner: suitable.filter((x) => x.slot === 'dinner'),
    };
    const description =
      (PLAN_TEXT[type.name as DietaTypeName] ?? PLAN_TEXT['Классическое']) + COMMON_TEXT;
    for (const eatingType of [0, 1] as const) {
      const [plan] = await db
        .insert(dietaPlans)
        .values({ dietaTypeId: type.id, eatingType, description })
        .returning();
      const weeks = await db
        .insert(dietaPlanWeeks)
        .values(
          Array.from({ length: PLAN_WEEKS }, (_, i) => ({ planId: plan.id, weekNumber: i + 1 })),
        )
        .returning();
      const dayPlans = weeks.flatMap((week) =>
        Array.from({ length: DAYS_PER_WEEK }, (_, d) => {
          const dayIndex = (week.weekNumber - 1) * DAYS_PER_WEEK + d;
          return { week, dayNumber: d + 1, meals: buildDay(pool, eatingType, dayIndex) };
        }),
      );
      const days = await db
        .insert(dietaPlanDays)
        .values(
          dayPlans.map(({ week, dayNumber, meals }) => {
            const lunch = meals.find((m) => m.title === 'Обед')!.dishes[0];
            const dinner = meals.find((m) => m.title === 'Ужин')!.dishes[0];
            return {
              weekId: week.id,
              dayNumber,
              dayName: `День ${dayNumber}`,
              description: `На обед — ${lowerFirst(lunch.name)}, на ужин — ${lowerFirst(dinner.name)}.`,
              photo: photoOf.get(lunch.name) ?? null,
            };
          }),
        )
        .returning();
      const dayId = new Map(days.map((d) => [`${d.weekId}:${d.dayNumber}`, d.id]));
      const mealRows = await db
        .insert(dietaPlanMeals)
        .values(
          dayPlans.flatMap(({ week, dayNumber, meals }) =>
            meals.map((m, sort) => ({
              dayId: dayId.get(`${week.id}:${dayNumber}`)!,
              title: m.title,
              time: m.time,
              sort,
            })),
          ),
        )
        .returning();
      const mealId = new Map(mealRows.map((m) => [`${m.dayId}:${m.sort}`, m.id]));
      await db.insert(dietaPlanMealFoods).values(
        dayPlans.flatMap(({ week, dayNumber, meals }) =>
          meals.flatMap((m, sort) =>
            m.dishes.map((dish, i) => ({
              mealId: mealId.get(`${dayId.get(`${week.id}:${dayNumber}`)!}:${sort}`)!,
              recipeId: recipeId.get(dish.name)!,
              sort: i,
            })),
          ),
        ),
      );
    }
  }

  // The food-tracking service's daily totals for the demo members (shown once they connect it).
  const DAY_MS = 86_400_000;
  await db.insert(foodTrackingDays).values(
    [anna, ivan].flatMap((member) =>
      Array.from({ length: 121 }, (_, i) => {
        const day = displayDay(new Date(now.getTime() + (i - 30) * DAY_MS));
        const h = hash(`${member.id}:${day}`);
        const k = 0.8 + (h % 45) / 100; // 80–124 % of a typical plan day
        return {
          userId: member.id,
          day,
          calories: Math.round(1450 * k),
          protein: Math.round(95 * k),
          fat: Math.round(50 * k),
          carbohydrate: Math.round(150 * k),
        };
      }),
    ),
  );
}
