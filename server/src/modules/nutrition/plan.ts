// Reading a nutrition plan: the member's active user pack, the plan of its diet type and eating
// type (weeks -> days -> meals -> dishes), the weekly product basket and the course calendar.
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  courses,
  dietaPlanDays,
  dietaPlanMealFoods,
  dietaPlanMeals,
  dietaPlans,
  dietaPlanWeeks,
  dietaProductCategories,
  dietaProducts,
  dietaTargets,
  dietaTypes,
  packs,
  recipeProducts,
  recipes,
  userPacks,
  users,
} from '../../db/schema';
import { daysBetween } from './dates';
import { REFERENCE_TTL_MS, TtlCache, perDatabase } from '../../lib/hot-cache';

export const DAYS_PER_WEEK = 7;

export interface ActivePack {
  id: number;
  activatedAt: Date;
  dietaTypeId: number | null;
  dietaTargetId: number | null;
  eatingType: number;
  cookingType: number;
  dietaTypeChangedAt: Date | null;
  /** in contest participation now (joined and not refused) */
  inContest: boolean;
  demoDay: boolean;
  durationDays: number;
}

interface ActivePackSource {
  id: number;
  activatedAt: Date;
  dietaTypeId: number | null;
  dietaTargetId: number | null;
  eatingType: number | null;
  isSimple: number | null;
  dietaTypeChangedAt: Date | null;
  contest: boolean;
  contestRefusedAt: Date | null;
  demoDay: boolean;
  durationDays: number;
}

const toActivePack = (row: ActivePackSource): ActivePack => ({
  id: row.id,
  activatedAt: row.activatedAt,
  dietaTypeId: row.dietaTypeId,
  dietaTargetId: row.dietaTargetId,
  eatingType: row.eatingType ?? 0,
  cookingType: row.isSimple ?? 0,
  dietaTypeChangedAt: row.dietaTypeChangedAt,
  inContest: row.contest && !row.contestRefusedAt,
  demoDay: row.demoDay,
  durationDays: row.durationDays,
});

/**
 * findActivePack's choice among the member's user packs already read (home reads them once for
 * the course cards and the nutrition summary): the same rule, in the same order.
 */
export function activePackOf(
  rows: {
    up: Omit<ActivePackSource, 'activatedAt' | 'demoDay' | 'durationDays'> & {
      activatedAt: Date | null;
      expiresAt: Date | null;
      frostStartedAt: Date | null;
      frostEndsAt: Date | null;
    };
    course: { demoDay: boolean };
    pack: { durationDays: number };
  }[],
  now: Date,
): ActivePack | null {
  const t = now.getTime();
  const running = rows.filter(({ up }) => {
    if (!up.activatedAt || up.activatedAt.getTime() > t) return false;
    if (!up.expiresAt || up.expiresAt.getTime() <= t) return false;
    const frozen =
      up.frostStartedAt !== null &&
      up.frostStartedAt.getTime() <= t &&
      up.frostEndsAt !== null &&
      up.frostEndsAt.getTime() > t;
    return !frozen;
  });
  running.sort(
    (a, b) =>
      Number(a.course.demoDay) - Number(b.course.demoDay) ||
      b.up.activatedAt!.getTime() - a.up.activatedAt!.getTime() ||
      b.up.id - a.up.id,
  );
  const best = running[0];
  return best
    ? toActivePack({
        ...best.up,
        activatedAt: best.up.activatedAt!,
        demoDay: best.course.demoDay,
        durationDays: best.pack.durationDays,
      })
    : null;
}

/**
 * The member's active course: an activated user pack, started, not expired and not frozen at
 * `now` (the member's clock); the most recently activated one when there are several, a full
 * course before a demo-day one (a member who bought a course expects its whole menu).
 */
export async function findActivePack(
  db: Db,
  userId: number,
  now: Date,
): Promise<ActivePack | null> {
  const [row] = await db
    .select({
      id: userPacks.id,
      activatedAt: userPacks.activatedAt,
      dietaTypeId: userPacks.dietaTypeId,
      dietaTargetId: userPacks.dietaTargetId,
      eatingType: userPacks.eatingType,
      isSimple: userPacks.isSimple,
      dietaTypeChangedAt: userPacks.dietaTypeChangedAt,
      contest: userPacks.contest,
      contestRefusedAt: userPacks.contestRefusedAt,
      demoDay: courses.demoDay,
      durationDays: packs.durationDays,
    })
    .from(userPacks)
    .innerJoin(courses, eq(courses.id, userPacks.courseId))
    .innerJoin(packs, eq(packs.id, userPacks.packId))
    .where(
      and(
        eq(userPacks.userId, userId),
        isNotNull(userPacks.activatedAt),
        lte(userPacks.activatedAt, now),
        gt(userPacks.expiresAt, now),
        // not frozen now
        or(
          isNull(userPacks.frostStartedAt),
          gt(userPacks.frostStartedAt, now),
          isNull(userPacks.frostEndsAt),
          lte(userPacks.frostEndsAt, now),
        ),
      ),
    )
    .orderBy(asc(courses.demoDay), desc(userPacks.activatedAt), desc(userPacks.id))
    .limit(1);
  return row?.activatedAt ? toActivePack({ ...row, activatedAt: row.activatedAt }) : null;
}

export interface PlanFood {
  id: number;
  name: string;
  photo: string | null;
  calories: number | null;
  protein: number | null;
  fat: number | null;
  carbohydrate: number | null;
  description: string;
  cookingMinutes: number;
}
export interface PlanMeal {
  title: string;
  time: string;
  foods: PlanFood[];
}
export interface PlanDay {
  id: number;
  dayNumber: number;
  dayName: string;
  description: string;
  photo: string | null;
  meals: PlanMeal[];
}
export interface PlanWeek {
  id: number;
  weekNumber: number;
  days: PlanDay[];
}
export interface Plan {
  id: number;
  description: string;
  weeks: PlanWeek[];
}

/** The plan of a diet type for the eating type (falls back to the type's other plan). */
// Plans (weeks, days, meals, dishes) and the type and goal names are the nutrition catalogue:
// reference data. Home reads them from a per-process cache shared by every member on that plan
// (never changed by the reader: the calendar and summaries build new objects); the nutrition
// pages, search and downloads read the database.
const planCache = perDatabase((_db: Db) => new TtlCache<string, Plan>(REFERENCE_TTL_MS));
const nameCache = perDatabase((_db: Db) => new TtlCache<string, string>(REFERENCE_TTL_MS));

/** loadPlan through the per-process cache (home). */
export async function cachedPlan(
  db: Db,
  dietaTypeId: number,
  eatingType: number,
): Promise<Plan | null> {
  const key = `${dietaTypeId}:${eatingType}`;
  const cache = planCache(db);
  const hit = cache.get(key);
  if (hit) return hit;
  const mark = cache.mark();
  const plan = await loadPlan(db, dietaTypeId, eatingType);
  // a type without a plan is not remembered: one may be added
  if (plan) cache.setIfUnchanged(mark, key, plan);
  return plan;
}

export async function loadPlan(
  db: Db,
  dietaTypeId: number,
  eatingType: number,
): Promise<Plan | null> {
  const candidates = await db
    .select({
      id: dietaPlans.id,
      description: dietaPlans.description,
      eatingType: dietaPlans.eatingType,
    })
    .from(dietaPlans)
    .where(eq(dietaPlans.dietaTypeId, dietaTypeId))
    .orderBy(asc(dietaPlans.eatingType));
  const plan = candidates.find((p) => p.eatingType === eatingType) ?? candidates[0];
  if (!plan) return null;

  const dayRows = await db
    .select({
      weekId: dietaPlanWeeks.id,
      weekNumber: dietaPlanWeeks.weekNumber,
      id: dietaPlanDays.id,
      dayNumber: dietaPlanDays.dayNumber,
      dayName: dietaPlanDays.dayName,
      description: dietaPlanDays.description,
      photo: dietaPlanDays.photo,
    })
    .from(dietaPlanWeeks)
    .innerJoin(dietaPlanDays, eq(dietaPlanDays.weekId, dietaPlanWeeks.id))
    .where(eq(dietaPlanWeeks.planId, plan.id))
    .orderBy(asc(dietaPlanWeeks.weekNumber), asc(dietaPlanDays.dayNumber));
  if (!dayRows.length) return null;

  const foodRows = await db
    .select({
      dayId: dietaPlanMeals.dayId,
      mealId: dietaPlanMeals.id,
      title: dietaPlanMeals.title,
      time: dietaPlanMeals.time,
      food: {
        id: recipes.id,
        name: recipes.name,
        photo: recipes.photo,
        calories: recipes.calories,
        protein: recipes.protein,
        fat: recipes.fat,
        carbohydrate: recipes.carbohydrate,
        description: recipes.description,
        cookingMinutes: recipes.cookingMinutes,
      },
    })
    .from(dietaPlanMeals)
    .innerJoin(dietaPlanDays, eq(dietaPlanDays.id, dietaPlanMeals.dayId))
    .innerJoin(dietaPlanWeeks, eq(dietaPlanWeeks.id, dietaPlanDays.weekId))
    .innerJoin(dietaPlanMealFoods, eq(dietaPlanMealFoods.mealId, dietaPlanMeals.id))
    .innerJoin(recipes, eq(recipes.id, dietaPlanMealFoods.recipeId))
    .where(eq(dietaPlanWeeks.planId, plan.id))
    .orderBy(
      asc(dietaPlanMeals.dayId),
      asc(dietaPlanMeals.sort),
      asc(dietaPlanMeals.id),
      asc(dietaPlanMealFoods.sort),
      asc(dietaPlanMealFoods.id),
    );

  const mealsByDay = new Map<number, (PlanMeal & { id: number })[]>();
  for (const row of foodRows) {
    const meals = mealsByDay.get(row.dayId) ?? [];
    mealsByDay.set(row.dayId, meals);
    let meal = meals[meals.length - 1];
    if (meal?.id !== row.mealId) {
      meal = { id: row.mealId, title: row.title, time: row.time, foods: [] };
      meals.push(meal);
    }
    meal.foods.push(row.food);
  }

  const weeks: PlanWeek[] = [];
  for (const row of dayRows) {
    let week = weeks[weeks.length - 1];
    if (week?.id !== row.weekId) {
      week = { id: row.weekId, weekNumber: row.weekNumber, days: [] };
      weeks.push(week);
    }
    week.days.push({
      id: row.id,
      dayNumber: row.dayNumber,
      dayName: row.dayName,
      description: row.description,
      photo: row.photo,
      meals: (mealsByDay.get(row.id) ?? []).map(({ title, time, foods }) => ({
        title,
        time,
        foods,
      })),
    });
  }
  return { id: plan.id, description: plan.description, weeks };
}

export interface ProductCategory {
  name: string;
  products: { id: number; name: string }[];
}

/** The basket of each plan week: products of its dishes, by category (category order, then name). */
export async function loadBaskets(db: Db, plan: Plan): Promise<Map<number, ProductCategory[]>> {
  const weekOfDay = new Map(plan.weeks.flatMap((w) => w.days.map((d) => [d.id, w.id] as const)));
  const recipeIdsByWeek = new Map<number, Set<number>>();
  for (const week of plan.weeks)
    recipeIdsByWeek.set(
      week.id,
      new Set(week.days.flatMap((d) => d.meals.flatMap((m) => m.foods.map((f) => f.id)))),
    );
  const allRecipes = [...new Set([...recipeIdsByWeek.values()].flatMap((s) => [...s]))];
  const baskets = new Map<number, ProductCategory[]>();
  if (!weekOfDay.size || !allRecipes.length) return baskets;

  const rows = await db
    .select({
      recipeId: recipeProducts.recipeId,
      id: dietaProducts.id,
      name: dietaProducts.name,
      category: dietaProductCategories.name,
      categorySort: dietaProductCategories.sort,
      categoryId: dietaProductCategories.id,
    })
    .from(recipeProducts)
    .innerJoin(dietaProducts, eq(dietaProducts.id, recipeProducts.productId))
    .innerJoin(dietaProductCategories, eq(dietaProductCategories.id, dietaProducts.categoryId))
    .where(inArray(recipeProducts.recipeId, allRecipes))
    .orderBy(asc(dietaProductCategories.sort), asc(dietaProductCategories.id));

  for (const [weekId, recipeIds] of recipeIdsByWeek) {
    const categories: (ProductCategory & { seen: Set<number> })[] = [];
    for (const row of rows) {
      if (!recipeIds.has(row.recipeId)) continue;
      let category = categories.find((c) => c.name === row.category);
      if (!category) {
        category = { name: row.category, products: [], seen: new Set() };
        categories.push(category);
      }
      if (category.seen.has(row.id)) continue;
      category.seen.add(row.id);
      category.products.push({ id: row.id, name: row.name });
    }
    baskets.set(
      weekId,
      categories.map(({ name, products }) => ({
        name,
        products: products.sort((a, b) => a.name.localeCompare(b.name, 'ru')),
      })),
    );
  }
  return baskets;
}

export interface CourseCalendar {
  /** course weeks, each on a plan week (the plan's weeks repeat) */
  weeks: { userWeekNumber: number; planWeek: PlanWeek }[];
  /** today's course week (1..) and day (1..7) */
  today: { weekNumber: number; dayNumber: number };
}

export function courseCalendar(plan: Plan, pack: ActivePack, now: Date): CourseCalendar {
  const count = Math.max(1, Math.ceil(pack.durationDays / DAYS_PER_WEEK));
  const weeks = Array.from({ length: count }, (_, i) => ({
    userWeekNumber: i + 1,
    planWeek: plan.weeks[i % plan.weeks.length],
  }));
  const index = Math.min(
    Math.max(0, daysBetween(pack.activatedAt, now)),
    count * DAYS_PER_WEEK - 1,
  );
  return {
    weeks,
    today: {
      weekNumber: Math.floor(index / DAYS_PER_WEEK) + 1,
      dayNumber: (index % DAYS_PER_WEEK) + 1,
    },
  };
}

/** Today's plan day of the calendar (null when the plan week lacks that day). */
export function todayOf(calendar: CourseCalendar): PlanDay | null {
  const week = calendar.weeks[calendar.today.weekNumber - 1]?.planWeek;
  return week?.days.find((d) => d.dayNumber === calendar.today.dayNumber) ?? null;
}

export async function typeAndTargetNames(
  db: Db,
  pack: ActivePack,
): Promise<{ type: string; target: string }> {
  const names = nameCache(db);
  const [type, target] = await Promise.all([
    pack.dietaTypeId
      ? names.getOrLoad(`type:${pack.dietaTypeId}`, async () => {
          const [row] = await db
            .select({ name: dietaTypes.name })
            .from(dietaTypes)
            .where(eq(dietaTypes.id, pack.dietaTypeId!));
          return row?.name ?? '';
        })
      : '',
    pack.dietaTargetId
      ? names.getOrLoad(`target:${pack.dietaTargetId}`, async () => {
          const [row] = await db
            .select({ name: dietaTargets.name })
            .from(dietaTargets)
            .where(eq(dietaTargets.id, pack.dietaTargetId!));
          return row?.name ?? '';
        })
      : '',
  ]);
  return { type, target };
}

export async function memberFlags(
  db: Db,
  userId: number,
): Promise<{ isIntensive: boolean; isFatsecretAuth: boolean }> {
  const [row] = await db
    .select({ isIntensive: users.isIntensive, isFatsecretAuth: users.isFatsecretAuth })
    .from(users)
    .where(eq(users.id, userId));
  return { isIntensive: row?.isIntensive ?? false, isFatsecretAuth: row?.isFatsecretAuth ?? false };
}
