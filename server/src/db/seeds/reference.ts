// Activation reference data: activities, places, diet targets with their eating/cooking options and
// diet types. Names are looked up by the later seeds (training, nutrition) through the constants here.
import { activities, dietaTargetOptions, dietaTargets, dietaTypes, places } from '../schema';
import type { SeedContext } from './types';

export const ACTIVITIES = [
  ['Низкая', 'Сидячая работа, почти нет прогулок и спорта'],
  ['Средняя', 'Прогулки каждый день или 1–2 тренировки в неделю'],
  ['Высокая', 'Физическая работа или 3 и более тренировок в неделю'],
] as const;

export const PLACES = ['Дома', 'В зале'] as const;

/** Diet types, in this order (ids 1..n on a fresh database). */
export const DIETA_TYPES = [
  ['Классическое', 'Сбалансированное меню из привычных продуктов: мясо, рыба, крупы, овощи.'],
  ['Вегетарианское', 'Без мяса и рыбы; белок из яиц, молочных продуктов и бобовых.'],
  ['Без лактозы', 'Меню без молока и молочных продуктов, подходит при непереносимости лактозы.'],
  ['Быстрое', 'Блюда, которые готовятся за 15 минут или собираются из готовых продуктов.'],
] as const;
export type DietaTypeName = (typeof DIETA_TYPES)[number][0];

/**
 * Targets and, per eating type (0 five meals, 1 three meals) and cooking type (0 "Люблю готовить",
 * 1 "Некогда готовить"), the diet types offered. An empty list means that cooking type is not
 * offered for that eating type (the questionnaire trims the cooking list to non-empty entries).
 */
export const DIETA_TARGETS: {
  name: string;
  contest: boolean;
  options: Record<0 | 1, Record<0 | 1, DietaTypeName[]>>;
}[] = [
  {
    name: 'Похудение',
    contest: false,
    options: {
      0: { 0: ['Классическое', 'Вегетарианское', 'Без лактозы'], 1: ['Быстрое'] },
      1: { 0: ['Классическое', 'Вегетарианское'], 1: ['Быстрое'] },
    },
  },
  {
    name: 'Поддержание формы',
    contest: false,
    options: {
      0: { 0: ['Классическое', 'Без лактозы'], 1: ['Быстрое'] },
      1: { 0: ['Классическое'], 1: [] },
    },
  },
  {
    name: 'Набор мышечной массы',
    contest: false,
    options: {
      0: { 0: ['Классическое', 'Вегетарианское'], 1: ['Быстрое'] },
      1: { 0: ['Классическое'], 1: [] },
    },
  },
  {
    name: 'Конкурс «До и после»',
    contest: true,
    options: {
      0: { 0: ['Классическое', 'Вегетарианское'], 1: ['Быстрое'] },
      1: { 0: ['Классическое'], 1: ['Быстрое'] },
    },
  },
];

export async function seedReference({ db }: SeedContext): Promise<void> {
  await db
    .insert(activities)
    .values(ACTIVITIES.map(([title, description], sort) => ({ title, description, sort })));
  await db.insert(places).values(PLACES.map((title, sort) => ({ title, sort })));
  const types = await db
    .insert(dietaTypes)
    .values(DIETA_TYPES.map(([name, description], sort) => ({ name, description, sort })))
    .returning();
  const typeId = (name: DietaTypeName) => types.find((t) => t.name === name)!.id;

  for (const [sort, target] of DIETA_TARGETS.entries()) {
    const [row] = await db
      .insert(dietaTargets)
      .values({ name: target.name, contest: target.contest, sort })
      .returning();
    const options = ([0, 1] as const).flatMap((eatingType) =>
      ([0, 1] as const).flatMap((cookingType) =>
        target.options[eatingType][cookingType].map((name, i) => ({
          targetId: row.id,
          eatingType,
          cookingType,
          dietaTypeId: typeId(name),
          sort: i,
        })),
      ),
    );
    if (options.length) await db.insert(dietaTargetOptions).values(options);
  }
}
