// The phone masks of the profile (spec part 1 §5 "Phone"): a country mask such as
// "+7 (###) ###-##-##" ('#' = a digit) is shown as the dialling code in the code dropdown and the
// national part "(###) ###-##-##" in the input, masked with imask.
import { pipe, PIPE_TYPE } from 'imask';
import { PHONE_MAX_DIGITS_NO_MASK } from '@club/shared/validation';

export interface MaskLike {
  /** dialling code, "+7" */
  code: string;
  /** '#' for each digit, "+7 (###) ###-##-##" */
  mask: string;
}

/** Characters imask's pattern language reads as definitions or controls. */
const IMASK_SPECIAL = /[0a*`{}[\]\\]/g;

/** The imask pattern of a '#' mask: every other character fixed (escaped), '#' -> '0' (a digit). */
export function toImaskPattern(hashMask: string): string {
  return Array.from(hashMask)
    .map((ch) => (ch === '#' ? '0' : ch.replace(IMASK_SPECIAL, (c) => `\\${c}`)))
    .join('');
}

/** The part of the mask after the dialling code: "+7 (###) ###-##-##" -> "(###) ###-##-##". */
export function nationalMask(m: MaskLike): string {
  return m.mask.startsWith(m.code) ? m.mask.slice(m.code.length).trimStart() : m.mask;
}

/** With no country mask: an optional "+" and up to 12 digits. */
export const NO_MASK_PATTERN = new RegExp(`^\\+?\\d{0,${PHONE_MAX_DIGITS_NO_MASK}}$`);

/** The imask options of the national input for a mask (or none). */
export function inputMaskOf(m: MaskLike | null): { mask: string | RegExp } {
  return m ? { mask: toImaskPattern(nationalMask(m)) } : { mask: NO_MASK_PATTERN };
}

/** Formats digits into a mask's national part ("9161234567" -> "(916) 123-45-67"). */
export function formatNational(digits: string, m: MaskLike | null): string {
  if (!m) return pipe(digits, { mask: NO_MASK_PATTERN });
  return pipe(
    digits,
    { mask: toImaskPattern(nationalMask(m)) },
    PIPE_TYPE.UNMASKED,
    PIPE_TYPE.MASKED,
  );
}

/** The national digits of a stored phone: the dialling code in front is dropped. */
export function nationalDigits(phone: string, m: MaskLike | null): string {
  const compact = phone.replace(/\s+/g, '');
  const digits = compact.replace(/\D/g, '');
  const codeDigits = m?.code.replace(/\D/g, '') ?? '';
  if (codeDigits && compact.startsWith('+') && digits.startsWith(codeDigits)) {
    return digits.slice(codeDigits.length);
  }
  return digits;
}

/** The input's text of a stored phone: "+7 (916) 123-45-67" -> "(916) 123-45-67". */
export function nationalPart(phone: string, m: MaskLike | null): string {
  if (!m) return phone.replace(/[^\d+]/g, '');
  return formatNational(nationalDigits(phone, m), m);
}

/** The phone to store: the code and the national part, "+7 (916) 123-45-67". */
export function fullPhone(national: string, m: MaskLike | null): string {
  const text = national.trim();
  if (!m) return text;
  return text ? `${m.code} ${text}` : '';
}

/** The input's text after the member picks another code: the digits typed so far, re-masked. */
export function remask(national: string, to: MaskLike | null): string {
  const digits = national.replace(/\D/g, '');
  return formatNational(digits, to);
}
