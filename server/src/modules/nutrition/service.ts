// The nutrition screen's rules: what plan a member sees, the once-per-course diet type change and
// the recipe search, all over the member's own active course (see plan.ts).
import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  NUTRITION_MESSAGES,
  type Dieta,
  type DietaDay,
  type DietaFood,
  type DietaInfoResult,
  type DietaSearchItem,
  type FatsecretNutritionDay,
  type NutritionTypeOption,
} from '@club/shared/contract';
import type { Db } from '../../db/client';
import { dietaTargetOptions, dietaTypes, foodTrackingDays, userPacks } from '../../db/schema';
import { AppError, badRequest } from '../../lib/errors';
import { displayDay } from './dates';
import { cookingTimeText, daySummary, roundMacros, sumMacros, type Macros } from './macros';
import {
  courseCalendar,
  findActivePack,
  loadBaskets,
  loadPlan,
  memberFlags,
  todayOf,
  typeAndTargetNames,
  type ActivePack,
  type CourseCalendar,
  type Plan,
  type PlanDay,
  type PlanFood,
} from './plan';

export const SEARCH_LIMIT = 20;
export const SEARCH_MIN = 3;

export const noPlan = () => new AppError(404, NUTRITION_MESSAGES.noPlan);
export const demoRefused = () => new AppError(403, NUTRITION_MESSAGES.demoDay);

export interface MemberPlan {
  pack: ActivePack & { dietaTypeId: number };
  plan: Plan;
  calendar: CourseCalendar;
}

/** The member's active course with its plan, or null (the empty state). */
export async function findMemberPlan(
  db: Db,
  userId: number,
  now: Date,
): Promise<MemberPlan | null> {
  return memberPlanOf(db, await findActivePack(db, userId, now), now);
}

/** The plan of an active pack already found (see activePackOf); `load`: cachedPlan for home. */
export async function memberPlanOf(
  db: Db,
  pack: ActivePack | null,
  now: Date,
  load: typeof loadPlan = loadPlan,
): Promise<MemberPlan | null> {
  if (!pack?.dietaTypeId) return null;
  const plan = await load(db, pack.dietaTypeId, pack.eatingType);
  if (!plan) return null;
  return {
    pack: { ...pack, dietaTypeId: pack.dietaTypeId },
    plan,
    calendar: courseCalendar(plan, pack, now),
  };
}

export const dayMacros = (day: PlanDay): Macros =>
  sumMacros(
    day.meals.flatMap((m) =>
      m.foods.map((f) => ({
        calories: f.calories,
        protein: f.protein,
        fat: f.fat,
        carbohydrate: f.carbohydrate,
      })),
    ),
  );

const cookingTime = (minutes: number) => {
  const time = cookingTimeText(minutes);
  return time ? { time, minutes } : null;
};

function toFood(f: PlanFood): DietaFood {
  return {
    id: f.id,
    name: f.name,
    photo: f.photo,
    calory: f.calories === null ? null : Math.round(f.calories),
    protein: f.protein,
    fat: f.fat,
    carbohydrate: f.carbohydrate,
    description: f.description,
    cooking_time: cookingTime(f.cookingMinutes),
  };
}

/** Diet types offered for the pack's goal, eating type and cooking type (the radio list). */
export async function offeredTypes(db: Db, pack: ActivePack): Promise<NutritionTypeOption[]> {
  if (!pack.dietaTargetId) return [];
  return db
    .select({ id: dietaTypes.id, name: dietaTypes.name, description: dietaTypes.description })
    .from(dietaTargetOptions)
    .innerJoin(dietaTypes, eq(dietaTypes.id, dietaTargetOptions.dietaTypeId))
    .where(
      and(
        eq(dietaTargetOptions.targetId, pack.dietaTargetId),
        eq(dietaTargetOptions.eatingType, pack.eatingType),
        eq(dietaTargetOptions.cookingType, pack.cookingType),
      ),
    )
    .orderBy(asc(dietaTargetOptions.sort), asc(dietaTypes.sort));
}

async function fatsecretDay(
  db: Db,
  userId: number,
  now: Date,
  plan: Macros,
): Promise<FatsecretNutritionDay> {
  const [row] = await db
    .select()
    .from(foodTrackingDays)
    .where(and(eq(foodTrackingDays.userId, userId), eq(foodTrackingDays.day, displayDay(now))));
  const eaten = sumMacros(row ? [row] : []);
  const planned = roundMacros(plan);
  const summary = daySummary(eaten);
  return {
    ...summary,
    plan: planned,
    over: {
      calories: summary.calories > planned.calories,
      protein: summary.protein > planned.protein,
      fat: summary.fat > planned.fat,
      carbohydrate: summary.carbohydrate > planned.carbohydrate,
    },
  };
}

export async function getDietaInfo(db: Db, userId: number, now: Date): Promise<DietaInfoResult> {
  const member = await findMemberPlan(db, userId, now);
  if (!member) return { dieta: null, demo_day: false };
  const { pack, plan, calendar } = member;

  const [names, offered, flags, baskets] = await Promise.all([
    typeAndTargetNames(db, pack),
    offeredTypes(db, pack),
    memberFlags(db, userId),
    loadBaskets(db, plan),
  ]);
  const demo = pack.demoDay;

  const weeks = calendar.weeks.map(({ userWeekNumber, planWeek }) => ({
    id: planWeek.id,
    week_number: planWeek.weekNumber,
    user_week_number: userWeekNumber,
    category_products: (baskets.get(planWeek.id) ?? []).map((c) => c.name),
    days: planWeek.days.map((day): DietaDay => {
      const totals = roundMacros(dayMacros(day));
      return {
        id: day.id,
        day_number: day.dayNumber,
        day_name: day.dayName,
        description: day.description,
        photo: day.photo,
        cooking_time: day.meals.reduce(
          (sum, m) => sum + m.foods.reduce((s, f) => s + f.cookingMinutes, 0),
          0,
        ),
        is_today:
          userWeekNumber === calendar.today.weekNumber &&
          day.dayNumber === calendar.today.dayNumber,
        disabled: demo && !(userWeekNumber === 1 && day.dayNumber === 1),
        ...totals,
        type_times_food: day.meals.map((m) => ({
          title: m.title,
          time: m.time,
          food: m.foods.map(toFood),
        })),
      };
    }),
  }));

  // the daily norm: the plan's average day
  const planDays = plan.weeks.flatMap((w) => w.days);
  const total = sumMacros(planDays.map(dayMacros));
  const norm = roundMacros({
    calories: total.calories / planDays.length,
    protein: total.protein / planDays.length,
    fat: total.fat / planDays.length,
    carbohydrate: total.carbohydrate / planDays.length,
  });

  const today = todayOf(calendar);
  const todayMacros = today ? dayMacros(today) : null;
  const dietaTypesList = offered.some((t) => t.id === pack.dietaTypeId)
    ? offered
    : [
        ...(await db
          .select({ id: dietaTypes.id, name: dietaTypes.name, description: dietaTypes.description })
          .from(dietaTypes)
          .where(eq(dietaTypes.id, pack.dietaTypeId))),
        ...offered,
      ];

  // why the type cannot change (the change screen says it instead of offering its form)
  const typeRefusal = pack.dietaTypeChangedAt
    ? NUTRITION_MESSAGES.typeOncePerCourse
    : pack.inContest
      ? NUTRITION_MESSAGES.typeContest
      : offered.length > 1
        ? null
        : NUTRITION_MESSAGES.typeSingle;
  const dieta: Dieta = {
    weeks,
    info: { ...norm, target: names.target, type: names.type },
    type_id: pack.dietaTypeId,
    type_editable: typeRefusal === null,
    type_refusal: typeRefusal,
    dieta_types: dietaTypesList,
    basket: { title: 'Корзина продуктов', week_number: calendar.today.weekNumber },
    productsByWeeks: calendar.weeks.map(({ userWeekNumber, planWeek }) => ({
      week_number: userWeekNumber,
      categories: baskets.get(planWeek.id) ?? [],
    })),
    nutrition_day: todayMacros ? daySummary(todayMacros) : null,
    fatsecret_nutrition_day:
      flags.isFatsecretAuth && todayMacros
        ? await fatsecretDay(db, userId, now, todayMacros)
        : null,
    demo_day: demo,
    description: plan.description,
    is_intensive: flags.isIntensive,
    today: { week_number: calendar.today.weekNumber, day_number: calendar.today.dayNumber },
    eating_type: pack.eatingType,
  };
  return { dieta, demo_day: demo };
}

/** Changes the diet type of the active course; throws the refusal (400/404) otherwise. */
export async function changeDietaType(
  db: Db,
  userId: number,
  now: Date,
  typeId: number,
): Promise<void> {
  const pack = await findActivePack(db, userId, now);
  if (!pack?.dietaTypeId) throw noPlan();
  if (pack.dietaTypeChangedAt) throw badRequest(NUTRITION_MESSAGES.typeOncePerCourse);
  if (pack.inContest) throw badRequest(NUTRITION_MESSAGES.typeContest);
  if (typeId === pack.dietaTypeId) throw badRequest(NUTRITION_MESSAGES.typeSame);
  const offered = await offeredTypes(db, pack);
  if (!offered.some((t) => t.id === typeId)) throw badRequest(NUTRITION_MESSAGES.typeNotOffered);
  // the "not changed yet" condition again in the update: two quick saves change it once
  const updated = await db
    .update(userPacks)
    .set({ dietaTypeId: typeId, dietaTypeChangedAt: now })
    .where(and(eq(userPacks.id, pack.id), isNull(userPacks.dietaTypeChangedAt)))
    .returning({ id: userPacks.id });
  if (!updated.length) throw badRequest(NUTRITION_MESSAGES.typeOncePerCourse);
}

/** Case-insensitive, "ё" = "е", so "Свекла" finds "Свёкла". */
export const searchKey = (text: string) => text.toLocaleLowerCase('ru').replace(/ё/g, 'е');

/** Dishes of the member's plan whose name contains `q`, each at its next day on the menu. */
export async function searchRecipes(
  db: Db,
  userId: number,
  now: Date,
  q: string | undefined,
): Promise<DietaSearchItem[]> {
  const text = (q ?? '').trim();
  if ([...text].length < SEARCH_MIN) throw badRequest(NUTRITION_MESSAGES.searchShort);
  const member = await findMemberPlan(db, userId, now);
  if (!member) throw noPlan();
  if (member.pack.demoDay) throw demoRefused();
  const { calendar } = member;
  const needle = searchKey(text);
  const todayIndex = (calendar.today.weekNumber - 1) * 7 + calendar.today.dayNumber;

  const found = new Map<number, DietaSearchItem & { upcoming: boolean }>();
  for (const { userWeekNumber, planWeek } of calendar.weeks)
    for (const day of planWeek.days)
      for (const meal of day.meals)
        for (const food of meal.foods) {
          if (!searchKey(food.name).includes(needle)) continue;
          const upcoming = (userWeekNumber - 1) * 7 + day.dayNumber >= todayIndex;
          const known = found.get(food.id);
          if (known && (known.upcoming || !upcoming)) continue;
          const f = toFood(food);
          found.set(food.id, {
            id: f.id,
            name: f.name,
            photo: f.photo,
            calory: f.calory,
            protein: f.protein,
            fat: f.fat,
            carbohydrate: f.carbohydrate,
            cooking_time: f.cooking_time,
            week_number: userWeekNumber,
            day_id: day.id,
            day_number: day.dayNumber,
            meal_title: meal.title,
            upcoming,
          });
        }
  return [...found.values()]
    .sort((a, b) => a.name.localeCompare(b.name, 'ru'))
    .slice(0, SEARCH_LIMIT)
    .map(({ upcoming: _upcoming, ...item }) => item);
}
