// Key-by-key entry of weight and body measurements (spec part 1 §5 "Weight entry", part 2 §5):
// digits only, one decimal (00.0), first digit not 0, the point is inserted automatically from
// `autoDotFrom` (30 for weight and the contest form, 20 for the dynamics form).

import { WEIGHT_MAX, WEIGHT_MAX_LENGTH } from './limits';

export interface MeasurementKeyOptions {
  /** two-digit values from this one up get the point automatically (30 weight/contest, 20 dynamics) */
  autoDotFrom?: 20 | 30 | number;
  /** the largest value (200) */
  max?: number;
  /** the longest text (5: "200.0") */
  maxLength?: number;
}

const DEFAULTS: Required<MeasurementKeyOptions> = {
  autoDotFrom: 30,
  max: WEIGHT_MAX,
  maxLength: WEIGHT_MAX_LENGTH,
};

/**
 * The text after one key press. Rejected keys return `current` unchanged.
 * - digits only (plus "." / "," for the point, and Backspace); the first digit is not 0;
 * - a second digit making autoDotFrom..99 appends the point ("3","5" -> "35.");
 *   smaller two-digit values stay open for a third digit ("2","5" -> "25", "20","0" -> "200");
 * - an integer part over max is rejected ("20","1" stays "20"); one decimal only;
 * - a digit after three integer digits becomes the decimal ("150","5" -> "150.5");
 * - at max only a 0 decimal is accepted ("200.","5" rejected, "200.","0" -> "200.0");
 * - the point needs at least two integer digits; at most maxLength characters.
 */
export function applyMeasurementKey(
  current: string,
  key: string,
  options: MeasurementKeyOptions = {},
): string {
  const { autoDotFrom, max, maxLength } = { ...DEFAULTS, ...options };
  if (key === 'Backspace') return current.slice(0, -1);
  const fits = (next: string) => {
    if (next.length > maxLength) return current;
    const value = Number(next.endsWith('.') ? next.slice(0, -1) : next);
    return Number.isFinite(value) && value <= max ? next : current;
  };
  const dot = current.indexOf('.');

  if (key === '.' || key === ',') {
    if (dot >= 0 || current.length < 2) return current;
    return fits(`${current}.`);
  }
  if (!/^\d$/.test(key)) return current;

  if (dot >= 0) {
    if (current.length - dot - 1 >= 1) return current; // one decimal only
    return fits(current + key);
  }
  if (current === '') return key === '0' ? current : key;
  if (current.length === 1) {
    const two = current + key;
    const n = Number(two);
    return fits(n >= autoDotFrom ? `${two}.` : two);
  }
  if (current.length === 2) return fits(current + key);
  // three integer digits: the next digit is the decimal
  return fits(`${current}.${key}`);
}

/** applyMeasurementKey with the weight rules (auto point from 30, max 200, 5 characters). */
export function applyWeightKey(current: string, key: string): string {
  return applyMeasurementKey(current, key, DEFAULTS);
}

/**
 * The next text of a measurement input from its previous and its new raw value (onChange):
 * deleting keeps what is left (only digits and the point); typing or pasting replays the new
 * text key by key through the rules.
 */
export function nextMeasurementValue(
  previous: string,
  raw: string,
  options: MeasurementKeyOptions = {},
): string {
  if (raw.length < previous.length && previous.startsWith(raw)) return raw;
  return Array.from(raw).reduce((acc, ch) => applyMeasurementKey(acc, ch, options), '');
}

/** nextMeasurementValue with the weight rules. */
export const nextWeightValue = (previous: string, raw: string): string =>
  nextMeasurementValue(previous, raw, DEFAULTS);

/**
 * On blur: two or three characters without a point get ".0" ("25" -> "25.0", "150" ->
 * "150.0"); three characters ending in a point get "0" ("25." -> "25.0"). With
 * `padAnyTrailingDot` (dynamics) "150." also becomes "150.0".
 */
export function measurementOnBlur(
  value: string,
  opts: { padAnyTrailingDot?: boolean } = {},
): string {
  const v = value.trim();
  if (!v.includes('.') && (v.length === 2 || v.length === 3)) return `${v}.0`;
  if (v.endsWith('.') && (v.length === 3 || (opts.padAnyTrailingDot && v.length === 4))) {
    return `${v}0`;
  }
  return v;
}

/** The weight blur rule (spec part 1 §5). */
export const weightOnBlur = (value: string): string => measurementOnBlur(value);

/** A weight text the profile accepts: 10..200 with an optional single decimal. */
export const WEIGHT_PATTERN = /^[1-9]\d{1,2}(\.\d)?$/;
/** A weight text the activation accepts: the point and one decimal are required. */
export const WEIGHT_WITH_DOT_PATTERN = /^[1-9]\d{1,2}\.\d$/;

/** True when the text is a weight up to 200 in the 00.0 format (the point optional unless asked). */
export function isValidWeight(
  value: string | number | null | undefined,
  opts: { requireDot?: boolean } = {},
): boolean {
  if (value === null || value === undefined) return false;
  const text = typeof value === 'number' ? String(value) : value.trim();
  const pattern = opts.requireDot ? WEIGHT_WITH_DOT_PATTERN : WEIGHT_PATTERN;
  if (!pattern.test(text)) return false;
  return Number(text) <= WEIGHT_MAX;
}
