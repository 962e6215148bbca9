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
  if (!row?.activatedAt) return null;
  return {
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
  };
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
  const [type] = pack.dietaTypeId
    ? await db
        .select({ name: dietaTypes.name })
        .from(dietaTypes)
        .where(eq(dietaTypes.id, pack.dietaTypeId))
    : [];
  const [target] = pack.dietaTargetId
    ? await db
        .select({ name: dietaTargets.name })
        .from(dietaTargets)
        .where(eq(dietaTargets.id, pack.dietaTargetId))
    : [];
  return { type: type?.name ?? '', target: target?.name ?? '' };
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
