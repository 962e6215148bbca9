// Contract of the nutrition calls (TypeBox schemas: the server validates with them, apps use the types).
// Field names follow spec part 2 §3 ("Nutrition"); shapes the spec leaves open are commented.
import { Type, type Static, type TSchema } from '@sinclair/typebox';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Grams per day and the energy split in whole percents. */
export const NutritionMacros = Type.Object({
  /** kcal */
  calories: Type.Number(),
  /** grams */
  protein: Type.Number(),
  fat: Type.Number(),
  carbohydrate: Type.Number(),
});
export type NutritionMacros = Static<typeof NutritionMacros>;

/** The three macro percents of an energy split. */
export const NutritionPercents = Type.Object({
  protein: Type.Integer(),
  fat: Type.Integer(),
  carbohydrate: Type.Integer(),
});
export type NutritionPercents = Static<typeof NutritionPercents>;

/**
 * A day's totals (the diagram): grams, and the share of energy of each macro (protein 4 kcal/g,
 * fat 9 kcal/g, carbohydrate 4 kcal/g). *_percent are rounded to total exactly 100 (largest
 * remainder, ties to the earlier of protein, fat, carbohydrate: the same as `percentsTo100` of
 * shared/format applied to [protein*4, fat*9, carbohydrate*4]); table_percents are the same shares
 * floored (the spec's "tables floor percentages"; they may total 98–100).
 */
export const DietaNutritionDay = Type.Object({
  calories: Type.Number(),
  protein: Type.Number(),
  fat: Type.Number(),
  carbohydrate: Type.Number(),
  protein_percent: Type.Integer(),
  fat_percent: Type.Integer(),
  carbohydrate_percent: Type.Integer(),
  table_percents: NutritionPercents,
});
export type DietaNutritionDay = Static<typeof DietaNutritionDay>;

/**
 * Food-tracking mode (member connected the food-tracking service, profile is_fatsecret_auth):
 * what was eaten today against today's plan; `over` flags (shown red) mark eaten > planned.
 */
export const FatsecretNutritionDay = Type.Object({
  /** eaten today (kcal, grams) with the energy split of what was eaten */
  calories: Type.Number(),
  protein: Type.Number(),
  fat: Type.Number(),
  carbohydrate: Type.Number(),
  protein_percent: Type.Integer(),
  fat_percent: Type.Integer(),
  carbohydrate_percent: Type.Integer(),
  table_percents: NutritionPercents,
  /** today's plan */
  plan: NutritionMacros,
  over: Type.Object({
    calories: Type.Boolean(),
    protein: Type.Boolean(),
    fat: Type.Boolean(),
    carbohydrate: Type.Boolean(),
  }),
});
export type FatsecretNutritionDay = Static<typeof FatsecretNutritionDay>;

/** A dish (recipe) or a simple food of a meal. */
export const DietaFood = Type.Object({
  /** recipe id (the same dish has the same id wherever it appears) */
  id: Type.Integer(),
  name: Type.String(),
  /** image URL (data: URL in the demo content), null without one */
  photo: Nullable(Type.String()),
  /** kcal per portion; null when unknown (the view then hides 'КБЖУ') */
  calory: Nullable(Type.Number()),
  /** grams per portion */
  protein: Nullable(Type.Number()),
  fat: Nullable(Type.Number()),
  carbohydrate: Nullable(Type.Number()),
  /** preparation text (plain text, paragraphs separated by "\n") */
  description: Type.String(),
  /** display text of the cooking time, e.g. '25 мин', '1 ч 10 мин'; null when nothing to cook */
  cooking_time: Nullable(Type.Object({ time: Type.String(), minutes: Type.Integer() })),
});
export type DietaFood = Static<typeof DietaFood>;

/** A meal of the day: 'Завтрак', 'Второй завтрак', 'Обед', 'Полдник', 'Ужин'. */
export const DietaMeal = Type.Object({
  title: Type.String(),
  /** 'HH:MM' */
  time: Type.String(),
  food: Type.Array(DietaFood),
});
export type DietaMeal = Static<typeof DietaMeal>;

export const DietaDay = Type.Object({
  id: Type.Integer(),
  /** 1..7 within the week */
  day_number: Type.Integer(),
  /** 'День 1' ... 'День 7' */
  day_name: Type.String(),
  /** short text of the day's menu (card text) */
  description: Type.String(),
  photo: Nullable(Type.String()),
  /** total cooking minutes of the day */
  cooking_time: Type.Integer(),
  /** the member's today (by the course start and the member's clock) */
  is_today: Type.Boolean(),
  /** demo-day state: every day but the first is disabled */
  disabled: Type.Boolean(),
  /** the day's totals (kcal, grams) */
  calories: Type.Number(),
  protein: Type.Number(),
  fat: Type.Number(),
  carbohydrate: Type.Number(),
  type_times_food: Type.Array(DietaMeal),
});
export type DietaDay = Static<typeof DietaDay>;

/**
 * A week of the member's course. The course runs ceil(duration/7) weeks; the plan's weeks repeat
 * when the course is longer than the plan.
 */
export const DietaWeek = Type.Object({
  /** id of the plan week (repeats when plan weeks repeat: key tabs by user_week_number) */
  id: Type.Integer(),
  /** the plan's own week (1..plan weeks) */
  week_number: Type.Integer(),
  /** the member's course week (1..): tab label 'Неделя N' and the {weekNumber} of the downloads */
  user_week_number: Type.Integer(),
  /** names of the basket categories of this week */
  category_products: Type.Array(Type.String()),
  days: Type.Array(DietaDay),
});
export type DietaWeek = Static<typeof DietaWeek>;

export const DietaProduct = Type.Object({ id: Type.Integer(), name: Type.String() });
export type DietaProduct = Static<typeof DietaProduct>;
export const DietaProductCategory = Type.Object({
  /** 'Овощи и зелень', 'Мясо и рыба', 'Молочные продукты', 'Крупы и хлеб', ... */
  name: Type.String(),
  products: Type.Array(DietaProduct),
});
export type DietaProductCategory = Static<typeof DietaProductCategory>;
export const DietaProductsWeek = Type.Object({
  /** the course week (= DietaWeek.user_week_number) */
  week_number: Type.Integer(),
  categories: Type.Array(DietaProductCategory),
});
export type DietaProductsWeek = Static<typeof DietaProductsWeek>;

export const NutritionTypeOption = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
});
export type NutritionTypeOption = Static<typeof NutritionTypeOption>;

export const Dieta = Type.Object({
  weeks: Type.Array(DietaWeek),
  /** the plan's daily norm (average day) with the member's goal and diet type names */
  info: Type.Object({
    calories: Type.Number(),
    carbohydrate: Type.Number(),
    fat: Type.Number(),
    protein: Type.Number(),
    /** 'Похудение', ... ('' when the activation chose none) */
    target: Type.String(),
    /** 'Классическое', ... */
    type: Type.String(),
  }),
  type_id: Type.Integer(),
  /** the pencil: not changed yet this course, no contest participation, more than one type offered */
  type_editable: Type.Boolean(),
  /** why the type cannot be changed (null while it can): the change screen shows it, no form */
  type_refusal: Type.Optional(Nullable(Type.String())),
  /** the types offered for the course's goal, eating and cooking options (radio list) */
  dieta_types: Type.Array(NutritionTypeOption),
  /** the basket link: title, and the course week it opens on (today's week) */
  basket: Type.Object({ title: Type.String(), week_number: Type.Integer() }),
  productsByWeeks: Type.Array(DietaProductsWeek),
  /** today's menu totals; null when today is outside the course */
  nutrition_day: Nullable(DietaNutritionDay),
  /** null when the member has not connected the food-tracking service */
  fatsecret_nutrition_day: Nullable(FatsecretNutritionDay),
  /** the course is a demo day (basket, downloads, search and days after the first are disabled) */
  demo_day: Type.Boolean(),
  /** programme description (HTML, sanitised content of the club) */
  description: Type.String(),
  /** intensive-mode member: no week tabs (show the week of `today`) */
  is_intensive: Type.Boolean(),
  /** today's place in the plan (course week and day 1..7) */
  today: Type.Object({ week_number: Type.Integer(), day_number: Type.Integer() }),
  /** 5 meals (0) or 3 meals (1) a day */
  eating_type: Type.Integer(),
});
export type Dieta = Static<typeof Dieta>;

/** GET /api/v2/dieta/info: dieta null = no active course with a plan ('Питание отсутствует'). */
export const DietaInfoResult = Type.Object({
  dieta: Nullable(Dieta),
  demo_day: Type.Boolean(),
});
export type DietaInfoResult = Static<typeof DietaInfoResult>;

export const DietaTypeParams = Type.Object({
  typeId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
});
export type DietaTypeParams = Static<typeof DietaTypeParams>;

/** POST /api/dieta/change_type_dieta/{typeId}: 'Тип питания успешно изменен.' */
export const DietaChangeTypeResult = Type.Object({ message: Type.String() });
export type DietaChangeTypeResult = Static<typeof DietaChangeTypeResult>;

export const DietaSearchQuery = Type.Object({ q: Type.Optional(Type.String({ maxLength: 100 })) });
export type DietaSearchQuery = Static<typeof DietaSearchQuery>;

/** A found recipe and where it is in the member's plan (the next time it is on the menu). */
export const DietaSearchItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  photo: Nullable(Type.String()),
  calory: Nullable(Type.Number()),
  protein: Nullable(Type.Number()),
  fat: Nullable(Type.Number()),
  carbohydrate: Nullable(Type.Number()),
  cooking_time: Nullable(Type.Object({ time: Type.String(), minutes: Type.Integer() })),
  /** the course week (user_week_number), day id and number, meal title to open it */
  week_number: Type.Integer(),
  day_id: Type.Integer(),
  day_number: Type.Integer(),
  meal_title: Type.String(),
});
export type DietaSearchItem = Static<typeof DietaSearchItem>;

/** At most 20 items, by name. */
export const DietaSearchResult = Type.Object({ list: Type.Array(DietaSearchItem) });
export type DietaSearchResult = Static<typeof DietaSearchResult>;

export const DietaWeekParams = Type.Object({
  weekNumber: Type.Integer({ minimum: 1, maximum: 1000 }),
});
export type DietaWeekParams = Static<typeof DietaWeekParams>;

/** A generated PDF: url under /uploads (open in a new tab / download). */
export const DietaDownloadResult = Type.Object({ url: Type.String() });
export type DietaDownloadResult = Static<typeof DietaDownloadResult>;

/** Russian texts of the nutrition calls (success and refusals). */
export const NUTRITION_MESSAGES = {
  typeChanged: 'Тип питания успешно изменен.',
  noPlan: 'Питание отсутствует',
  typeOncePerCourse: 'Тип питания можно изменить только один раз за курс',
  typeContest: 'Во время участия в конкурсе тип питания изменить нельзя',
  typeNotOffered: 'Этот тип питания недоступен для твоего курса',
  typeSingle: 'Для твоего курса нет другого типа питания',
  typeSame: 'Этот тип питания уже выбран',
  demoDay: 'В демо-дне эта функция недоступна',
  searchShort: 'Введи не менее 3 символов для поиска',
  weekNotFound: 'Такой недели нет в твоём плане питания',
} as const;
