// Nutrition plans: a recipe catalogue with ingredients (products by basket category), and a plan
// per diet type and eating type made of weeks -> days -> meals -> dishes. The plan a member sees
// follows their active user pack (schema/catalog.ts: dietaTypeId, eatingType).
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../schema';
import { dietaTypes } from './catalog';

/** Basket categories ("Овощи и зелень", "Мясо и рыба", ...). */
export const dietaProductCategories = pgTable('dieta_product_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const dietaProducts = pgTable('dieta_products', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => dietaProductCategories.id),
  name: text('name').notNull(),
});

/** A dish; macros per portion (kcal, grams). */
export const recipes = pgTable('recipes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** preparation, plain text (paragraphs separated by "\n") */
  description: text('description').notNull().default(''),
  photo: text('photo'),
  /** 0 = nothing to cook */
  cookingMinutes: integer('cooking_minutes').notNull().default(0),
  calories: real('calories'),
  protein: real('protein'),
  fat: real('fat'),
  carbohydrate: real('carbohydrate'),
});

export const recipeProducts = pgTable(
  'recipe_products',
  {
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => dietaProducts.id),
  },
  (t) => [primaryKey({ columns: [t.recipeId, t.productId] })],
);

/** One plan per diet type and eating type (0 five meals, 1 three meals). */
export const dietaPlans = pgTable(
  'dieta_plans',
  {
    id: serial('id').primaryKey(),
    dietaTypeId: integer('dieta_type_id')
      .notNull()
      .references(() => dietaTypes.id),
    eatingType: smallint('eating_type').notNull().default(0),
    /** programme description (HTML, club content) */
    description: text('description').notNull().default(''),
  },
  (t) => [uniqueIndex('dieta_plans_type_eating_uq').on(t.dietaTypeId, t.eatingType)],
);

export const dietaPlanWeeks = pgTable(
  'dieta_plan_weeks',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => dietaPlans.id, { onDelete: 'cascade' }),
    weekNumber: integer('week_number').notNull(),
  },
  (t) => [uniqueIndex('dieta_plan_weeks_uq').on(t.planId, t.weekNumber)],
);

export const dietaPlanDays = pgTable(
  'dieta_plan_days',
  {
    id: serial('id').primaryKey(),
    weekId: integer('week_id')
      .notNull()
      .references(() => dietaPlanWeeks.id, { onDelete: 'cascade' }),
    /** 1..7 */
    dayNumber: integer('day_number').notNull(),
    dayName: text('day_name').notNull(),
    description: text('description').notNull().default(''),
    photo: text('photo'),
  },
  (t) => [uniqueIndex('dieta_plan_days_uq').on(t.weekId, t.dayNumber)],
);

export const dietaPlanMeals = pgTable(
  'dieta_plan_meals',
  {
    id: serial('id').primaryKey(),
    dayId: integer('day_id')
      .notNull()
      .references(() => dietaPlanDays.id, { onDelete: 'cascade' }),
    /** "Завтрак", "Второй завтрак", "Обед", "Полдник", "Ужин" */
    title: text('title').notNull(),
    /** "HH:MM" */
    time: text('time').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('dieta_plan_meals_day_idx').on(t.dayId)],
);

export const dietaPlanMealFoods = pgTable(
  'dieta_plan_meal_foods',
  {
    id: serial('id').primaryKey(),
    mealId: integer('meal_id')
      .notNull()
      .references(() => dietaPlanMeals.id, { onDelete: 'cascade' }),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('dieta_plan_meal_foods_meal_idx').on(t.mealId)],
);

/** Generated week PDFs (menu "receipts" or basket "products"), reused while the plan is the same. */
export const dietaFiles = pgTable(
  'dieta_files',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => dietaPlans.id, { onDelete: 'cascade' }),
    /** the course week the file is titled with */
    weekNumber: integer('week_number').notNull(),
    /** 'receipts' or 'products' with the layout version, e.g. 'receipts@2' */
    kind: text('kind').notNull(),
    url: text('url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('dieta_files_uq').on(t.planId, t.weekNumber, t.kind)],
);

/**
 * What the food-tracking service reported as eaten on a member's day (display-zone date), for
 * members who connected it (users.isFatsecretAuth).
 */
export const foodTrackingDays = pgTable(
  'food_tracking_days',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    calories: real('calories').notNull().default(0),
    protein: real('protein').notNull().default(0),
    fat: real('fat').notNull().default(0),
    carbohydrate: real('carbohydrate').notNull().default(0),
  },
  (t) => [uniqueIndex('food_tracking_days_uq').on(t.userId, t.day)],
);
