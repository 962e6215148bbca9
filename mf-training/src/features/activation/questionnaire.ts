// The activation questionnaire's values: prefill from the activation info, the birthday mask, and
// the body of the activation call.
import { type ActivationBody, type ActivationInfoResult, type Profile } from '@club/shared';
import { birthdayToDisplay, parseDisplayDate } from '@club/shared/format';
import { initialDietChoice, type DietChoice } from './dietChain';

export const HEIGHT_MIN = 130;
export const HEIGHT_MAX = 250;
export const HEIGHT_DEFAULT = 170;

export interface QuestionnaireValues {
  /** "62.5": typed key by key (applyWeightKey rules) */
  weight: string;
  /** "dd.mm.yyyy" */
  birthday: string;
  country: number | null;
  height: number;
  place: number | null;
  /** activity id */
  additional: number | null;
  diet: DietChoice;
}

const weightText = (kg: number | null | undefined) =>
  kg === null || kg === undefined || !Number.isFinite(kg) || kg <= 0 ? '' : kg.toFixed(1);

/** The starting answers: the pack's saved answers, else the member's profile, else defaults. */
export function initialValues(
  info: ActivationInfoResult,
  profile: Profile | null,
): QuestionnaireValues {
  const saved = info.profile;
  const height = saved.height ?? profile?.height ?? HEIGHT_DEFAULT;
  const inPlaces = info.places.some((p) => p.id === saved.place);
  const inActivities = info.activities.some((a) => a.id === saved.additional);
  return {
    weight: weightText(saved.weight ?? profile?.weight),
    birthday: birthdayToDisplay(saved.birthday ?? profile?.birthday),
    country: saved.country ?? profile?.country?.id ?? null,
    height: height >= HEIGHT_MIN && height <= HEIGHT_MAX ? height : HEIGHT_DEFAULT,
    place: inPlaces ? saved.place : (info.places[0]?.id ?? null),
    additional: inActivities ? saved.additional : (info.activities[0]?.id ?? null),
    diet: initialDietChoice(info, {
      dieta_target: saved.dieta_target,
      dieta_eating_type: saved.dieta_eating_type ?? undefined,
      is_simple: saved.is_simple ?? undefined,
      dieta_type: saved.dieta_type,
      contest: saved.contest,
    }),
  };
}

/** Heights of the select: 130..250 cm, step 1. */
export const HEIGHTS: number[] = Array.from(
  { length: HEIGHT_MAX - HEIGHT_MIN + 1 },
  (_, i) => HEIGHT_MIN + i,
);

/**
 * The dd.mm.yyyy mask while typing: digits only, the points inserted as the member types
 * ("1506" -> "15.06", "15061990" -> "15.06.1990").
 */
export function maskBirthday(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean);
  return parts.join('.');
}

/** On blur an incomplete date is cleared. */
export const birthdayOnBlur = (value: string): string => (value.length === 10 ? value : '');

/** The activation call's fields. */
export function activationBody(
  userPackId: number,
  values: QuestionnaireValues,
  profile: Profile | null,
): ActivationBody {
  return {
    user_pack_id: userPackId,
    weight: Number(values.weight),
    height: values.height,
    birthday: parseDisplayDate(values.birthday) ?? 0,
    place: values.place ?? 0,
    country: values.country ?? 0,
    country_mask: profile?.country_mask?.id ?? null,
    dieta_target: values.diet.dieta_target,
    dieta_eating_type: values.diet.dieta_eating_type,
    is_simple: values.diet.is_simple,
    dieta_type: values.diet.dieta_type,
    contest: values.diet.contest,
    additional: values.additional ?? 0,
  };
}
