// The activation questionnaire's diet dependencies (spec part 1 §4 "Activation dependencies"):
// target -> eating types -> cooking types -> diet types, each time the first option; the contest
// flag follows the target; an eating type resets the cooking type; with eating type 1 (three
// meals) or cooking type 1 ("Некогда готовить") the diet type is the course's first diet type.
import type { ActivationDietaTarget, ActivationInfoResult, DietaTypeOption } from '@club/shared';

export interface DietChoice {
  dieta_target: number | null;
  dieta_eating_type: number;
  is_simple: number;
  dieta_type: number | null;
  contest: boolean;
}

export interface DietOptions {
  target: ActivationDietaTarget | null;
  eatingTypes: number[];
  cookingTypes: number[];
  dietTypes: DietaTypeOption[];
}

type Info = Pick<ActivationInfoResult, 'dieta_targets' | 'first_dieta_type'>;

export const EATING_TYPE_LABELS: Record<number, string> = {
  0: '5 приемов пищи в день',
  1: '3 приема пищи в день',
};
export const COOKING_TYPE_LABELS: Record<number, string> = {
  0: 'Люблю готовить',
  1: 'Некогда готовить',
};

const numericKeys = (record: Record<string, unknown>): number[] =>
  Object.keys(record)
    .map(Number)
    .filter(Number.isInteger)
    .sort((a, b) => a - b);

const complexityOf = (target: ActivationDietaTarget, eating: number) =>
  target.dieta_types.eating_types[String(eating)]?.complexity ?? {};

/** Cooking types offered for an eating type: only the non-empty complexity entries. */
export function cookingTypesOf(target: ActivationDietaTarget | null, eating: number): number[] {
  if (!target) return [];
  const complexity = complexityOf(target, eating);
  return numericKeys(complexity).filter((k) => (complexity[String(k)] ?? []).length > 0);
}

/** Eating types of a target that offer at least one cooking type. */
export function eatingTypesOf(target: ActivationDietaTarget | null): number[] {
  if (!target) return [];
  return numericKeys(target.dieta_types.eating_types).filter(
    (e) => cookingTypesOf(target, e).length > 0,
  );
}

/** True when the diet type is fixed to the course's first one (eating 1 or cooking 1). */
export const isFixedDietType = (eating: number, cooking: number): boolean =>
  eating === 1 || cooking === 1;

/** Diet types to choose from: the course's first one when fixed, else the complexity list. */
export function dietTypesOf(
  info: Info,
  target: ActivationDietaTarget | null,
  eating: number,
  cooking: number,
): DietaTypeOption[] {
  if (!target) return [];
  if (isFixedDietType(eating, cooking)) {
    return info.first_dieta_type ? [info.first_dieta_type] : [];
  }
  return complexityOf(target, eating)[String(cooking)] ?? [];
}

const findTarget = (info: Info, id: number | null) =>
  info.dieta_targets.find((t) => t.id === id) ?? null;

/** Everything the questionnaire offers for a choice. */
export function dietOptions(info: Info, choice: DietChoice): DietOptions {
  const target = findTarget(info, choice.dieta_target);
  return {
    target,
    eatingTypes: eatingTypesOf(target),
    cookingTypes: cookingTypesOf(target, choice.dieta_eating_type),
    dietTypes: dietTypesOf(info, target, choice.dieta_eating_type, choice.is_simple),
  };
}

const firstId = (list: DietaTypeOption[]) => list[0]?.id ?? null;

/** Changing the target re-derives eating, cooking and diet type (the first of each) and contest. */
export function chooseTarget(info: Info, targetId: number | null): DietChoice {
  const target = findTarget(info, targetId);
  const eating = eatingTypesOf(target)[0] ?? 0;
  const cooking = cookingTypesOf(target, eating)[0] ?? 0;
  return {
    dieta_target: target?.id ?? null,
    dieta_eating_type: eating,
    is_simple: cooking,
    dieta_type: firstId(dietTypesOf(info, target, eating, cooking)),
    contest: target?.contest ?? false,
  };
}

/**
 * Choosing an eating type resets the cooking type to 0 (or the first offered when 0 is not) and
 * takes the first diet type of the new list.
 */
export function chooseEatingType(info: Info, choice: DietChoice, eating: number): DietChoice {
  const target = findTarget(info, choice.dieta_target);
  const cookings = cookingTypesOf(target, eating);
  const cooking = cookings.includes(0) ? 0 : (cookings[0] ?? 0);
  return {
    ...choice,
    dieta_eating_type: eating,
    is_simple: cooking,
    dieta_type: firstId(dietTypesOf(info, target, eating, cooking)),
  };
}

/** Choosing a cooking type takes the first diet type of the new list. */
export function chooseCookingType(info: Info, choice: DietChoice, cooking: number): DietChoice {
  const target = findTarget(info, choice.dieta_target);
  return {
    ...choice,
    is_simple: cooking,
    dieta_type: firstId(dietTypesOf(info, target, choice.dieta_eating_type, cooking)),
  };
}

/**
 * The starting choice: the pack's saved answers when they are still offered, otherwise the first
 * target with its first options.
 */
export function initialDietChoice(
  info: Info,
  saved: Partial<Omit<DietChoice, 'contest'>> & { contest?: boolean } = {},
): DietChoice {
  const target = findTarget(info, saved.dieta_target ?? null) ?? info.dieta_targets[0] ?? null;
  let choice = chooseTarget(info, target?.id ?? null);
  if (!target) return choice;
  if (saved.dieta_target === target.id) {
    if (
      saved.dieta_eating_type != null &&
      eatingTypesOf(target).includes(saved.dieta_eating_type)
    ) {
      choice = chooseEatingType(info, choice, saved.dieta_eating_type);
    }
    if (
      saved.is_simple != null &&
      cookingTypesOf(target, choice.dieta_eating_type).includes(saved.is_simple)
    ) {
      choice = chooseCookingType(info, choice, saved.is_simple);
    }
    const types = dietTypesOf(info, target, choice.dieta_eating_type, choice.is_simple);
    if (saved.dieta_type != null && types.some((t) => t.id === saved.dieta_type)) {
      choice = { ...choice, dieta_type: saved.dieta_type };
    }
    if (target.contest && saved.contest !== undefined)
      choice = { ...choice, contest: saved.contest };
  }
  return choice;
}
