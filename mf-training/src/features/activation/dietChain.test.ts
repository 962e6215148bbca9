import type { ActivationDietaTarget, DietaTypeOption } from '@club/shared';
import {
  chooseCookingType,
  chooseEatingType,
  chooseTarget,
  cookingTypesOf,
  dietOptions,
  eatingTypesOf,
  initialDietChoice,
} from './dietChain';

const type = (id: number, name: string): DietaTypeOption => ({ id, name, description: '' });
const CLASSIC = type(1, 'Классическое');
const VEGGIE = type(2, 'Вегетарианское');
const NO_LACTOSE = type(3, 'Без лактозы');
const FAST = type(4, 'Быстрое');

const target = (
  id: number,
  name: string,
  contest: boolean,
  options: Record<string, Record<string, DietaTypeOption[]>>,
): ActivationDietaTarget => ({
  id,
  name,
  contest,
  dieta_types: {
    eating_types: Object.fromEntries(
      Object.entries(options).map(([eating, complexity]) => [eating, { complexity }]),
    ),
  },
});

const info = {
  first_dieta_type: CLASSIC,
  dieta_targets: [
    target(10, 'Похудение', false, {
      0: { 0: [VEGGIE, CLASSIC, NO_LACTOSE], 1: [FAST] },
      1: { 0: [CLASSIC, VEGGIE], 1: [FAST] },
    }),
    target(20, 'Поддержание формы', false, {
      0: { 0: [NO_LACTOSE, CLASSIC], 1: [FAST] },
      1: { 0: [CLASSIC], 1: [] },
    }),
    target(30, 'Конкурс «До и после»', true, {
      0: { 0: [CLASSIC, VEGGIE], 1: [FAST] },
      1: { 0: [CLASSIC], 1: [FAST] },
    }),
  ],
};

describe('changing the diet target', () => {
  it('re-derives eating, cooking and diet type, taking the first of each', () => {
    expect(chooseTarget(info, 20)).toEqual({
      dieta_target: 20,
      dieta_eating_type: 0,
      is_simple: 0,
      dieta_type: NO_LACTOSE.id,
      contest: false,
    });
  });

  it('takes the contest flag from the target', () => {
    expect(chooseTarget(info, 30).contest).toBe(true);
    expect(chooseTarget(info, 10).contest).toBe(false);
  });
});

describe('choosing an eating type', () => {
  it('resets the cooking type to 0 and trims the cooking list to non-empty entries', () => {
    const start = chooseCookingType(info, chooseTarget(info, 20), 1);
    expect(start.is_simple).toBe(1);
    const three = chooseEatingType(info, start, 1);
    expect(three.is_simple).toBe(0);
    expect(cookingTypesOf(info.dieta_targets[1], 1)).toEqual([0]);
    expect(dietOptions(info, three).cookingTypes).toEqual([0]);
    expect(dietOptions(info, chooseEatingType(info, start, 0)).cookingTypes).toEqual([0, 1]);
  });

  it('fixes the diet type to the course first one for three meals a day', () => {
    const choice = chooseEatingType(info, chooseTarget(info, 10), 1);
    expect(choice.dieta_type).toBe(CLASSIC.id);
    expect(dietOptions(info, choice).dietTypes).toEqual([CLASSIC]);
  });
});

describe('choosing a cooking type', () => {
  it('fixes the diet type to the course first one for "Некогда готовить"', () => {
    const choice = chooseCookingType(info, chooseTarget(info, 10), 1);
    expect(choice.dieta_type).toBe(CLASSIC.id);
  });

  it('goes back to the target list for "Люблю готовить"', () => {
    const busy = chooseCookingType(info, chooseTarget(info, 10), 1);
    const cook = chooseCookingType(info, busy, 0);
    expect(cook.dieta_type).toBe(VEGGIE.id);
    expect(dietOptions(info, cook).dietTypes).toEqual([VEGGIE, CLASSIC, NO_LACTOSE]);
  });
});

describe('eating types and the starting choice', () => {
  it('lists the eating types that offer something', () => {
    expect(eatingTypesOf(info.dieta_targets[0])).toEqual([0, 1]);
    expect(eatingTypesOf(null)).toEqual([]);
  });

  it('starts from the first target without saved answers', () => {
    expect(initialDietChoice(info)).toEqual(chooseTarget(info, 10));
  });

  it('keeps saved answers that are still offered', () => {
    const saved = {
      dieta_target: 10,
      dieta_eating_type: 0,
      is_simple: 0,
      dieta_type: NO_LACTOSE.id,
    };
    expect(initialDietChoice(info, saved)).toMatchObject(saved);
    expect(initialDietChoice(info, { ...saved, dieta_type: 99 }).dieta_type).toBe(VEGGIE.id);
    expect(initialDietChoice(info, { dieta_target: 77 }).dieta_target).toBe(10);
  });
});
