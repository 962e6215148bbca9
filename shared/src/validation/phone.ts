import { PHONE_MAX_DIGITS_NO_MASK, PHONE_MIN_DIGITS_NO_MASK } from './limits';

/**
 * The minimum number of phone digits: the digit slots ('#') of the country mask, e.g.
 * "+7 (###) ###-##-##" -> 10; 4 without a mask.
 */
export function phoneDigitsMin(mask: string | null | undefined): number {
  if (!mask) return PHONE_MIN_DIGITS_NO_MASK;
  const slots = (mask.match(/#/g) ?? []).length;
  return slots > 0 ? slots : PHONE_MIN_DIGITS_NO_MASK;
}

/** The maximum number of phone digits: the mask's slots, or 12 without a mask. */
export function phoneDigitsMax(mask: string | null | undefined): number {
  if (!mask) return PHONE_MAX_DIGITS_NO_MASK;
  const slots = (mask.match(/#/g) ?? []).length;
  return slots > 0 ? slots : PHONE_MAX_DIGITS_NO_MASK;
}

/**
 * Digits the member typed into the mask's slots: whitespace stripped, and when the value
 * carries the mask's leading code (e.g. "+7 (912) ..."), the code's digits are not counted.
 */
export function phoneDigitCount(value: string | null | undefined, mask?: string | null): number {
  const compact = (value ?? '').replace(/\s+/g, '');
  let digits = compact.replace(/\D/g, '');
  if (mask) {
    const prefix = mask.slice(0, mask.indexOf('#') >= 0 ? mask.indexOf('#') : mask.length);
    const prefixDigits = prefix.replace(/\D/g, '');
    if (prefixDigits && compact.startsWith('+') && digits.startsWith(prefixDigits)) {
      digits = digits.slice(prefixDigits.length);
    }
  }
  return digits.length;
}
