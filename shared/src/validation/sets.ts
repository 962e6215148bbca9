// Workout set values (spec part 1 §5 "Workout set value edit", §9).

export type SetKind = 'weight' | 'count' | 'duration';

export interface SetLimit {
  min: number;
  max: number;
  step: number;
  /** characters the edit field accepts */
  maxLength: number;
}

export const SET_LIMITS = {
  /** equipment weight, kg */
  weight: { min: 0, max: 300, step: 0.25, maxLength: 6 },
  /** repetitions */
  count: { min: 1, max: 300, step: 1, maxLength: 2 },
  /** seconds */
  duration: { min: 1, max: 300, step: 1, maxLength: 3 },
  /** upper bound of a "max" set (as many as you can) */
  maxType: 999,
  /** the count field of a "max" set accepts 3 characters */
  countMaxLengthWhenMax: 3,
} as const;

/** Characters the set edit field accepts: weight 6, count 2 (3 for a max set), duration 3. */
export function setInputMaxLength(kind: SetKind, isMax = false): number {
  if (kind === 'count' && isMax) return SET_LIMITS.countMaxLengthWhenMax;
  return SET_LIMITS[kind].maxLength;
}

/** The largest value of a kind: the picker's limit (weight 300 kg, reps and time 300; max set 999). */
export function setValueMax(kind: SetKind, isMax = false): number {
  return isMax && kind !== 'weight' ? SET_LIMITS.maxType : SET_LIMITS[kind].max;
}

/** The values of the mobile picker for a kind: weight 0..300 by 0.25, reps/time 1..300, max 999. */
export function setPickerValues(kind: SetKind, isMax = false): number[] {
  const limit = SET_LIMITS[kind];
  const max = setValueMax(kind, isMax);
  const values: number[] = [];
  const steps = Math.round((max - limit.min) / limit.step);
  for (let i = 0; i <= steps; i += 1) values.push(Number((limit.min + i * limit.step).toFixed(2)));
  return values;
}

const WHOLE = /^\d+$/;
const DECIMAL = /^(\d{1,3})(?:[.,](\d{0,2}))?$/;
/** What a weight field may hold while it is being typed: up to 3 digits, a separator, 2 decimals. */
const WEIGHT_TYPING = /^(?:\d{1,3}(?:[.,]\d{0,2})?)?$/;
const DIGITS_TYPING = /^\d*$/;

/**
 * The text an edit field keeps after a keystroke or a paste (spec part 1 §5: count and duration
 * whole digits only, weight up to 3 integer digits and 1-2 decimals, within the field's length and
 * the picker's limit): `next` when it still fits, otherwise `previous` (the keystroke is refused).
 */
export function typedSetValue(
  kind: SetKind,
  next: string,
  previous: string,
  isMax = false,
): string {
  if (next.length > setInputMaxLength(kind, isMax)) return previous;
  const fits = kind === 'weight' ? WEIGHT_TYPING : DIGITS_TYPING;
  if (!fits.test(next)) return previous;
  // a keystroke that takes the value over the picker's limit is refused too (e.g. 301 s, 400 kg)
  const value = Number(next.replace(',', '.'));
  return next !== '' && value > setValueMax(kind, isMax) ? previous : next;
}

/**
 * The value of an edited set field, or null when it is ignored (the planned value stays):
 * count and duration whole digits only, weight up to 3 integer digits and 1-2 decimals
 * (kept to 2 decimals); longer than the field allows, below the kind's minimum or above the
 * picker's limit (weight 300 kg, reps and time 300, a max set 999) -> null.
 */
export function acceptSetValue(
  kind: SetKind,
  raw: string,
  opts: { max?: boolean } = {},
): number | null {
  const text = raw.trim();
  if (text === '' || text.length > setInputMaxLength(kind, opts.max)) return null;
  let value: number;
  if (kind === 'weight') {
    const m = DECIMAL.exec(text);
    if (!m) return null;
    value = Number(`${m[1]}.${m[2] || '0'}`);
    value = Math.round(value * 100) / 100;
  } else {
    if (!WHOLE.test(text)) return null;
    value = Number(text);
  }
  if (!Number.isFinite(value) || value < SET_LIMITS[kind].min) return null;
  if (value > setValueMax(kind, opts.max)) return null;
  return value;
}

/**
 * A reported value of a done set within the limits of its set (the server's check): absent, or
 * 0 (a value the set does not plan) up to the kind's limit.
 */
export function doneValueInRange(
  kind: SetKind,
  value: number | null | undefined,
  isMax = false,
): boolean {
  if (value === null || value === undefined) return true;
  return Number.isFinite(value) && value >= 0 && value <= setValueMax(kind, isMax);
}
