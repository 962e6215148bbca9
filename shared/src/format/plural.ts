/** Russian plural forms: [one, few, many], e.g. ['день', 'дня', 'дней']. */
export type PluralForms = readonly [one: string, few: string, many: string];

export const DAY_FORMS: PluralForms = ['день', 'дня', 'дней'];
export const HOUR_FORMS: PluralForms = ['час', 'часа', 'часов'];
export const MINUTE_FORMS: PluralForms = ['минута', 'минуты', 'минут'];
export const SECOND_FORMS: PluralForms = ['секунда', 'секунды', 'секунд'];
export const SYMBOL_FORMS: PluralForms = ['символ', 'символа', 'символов'];

/**
 * The Russian plural form for n: 1, 21, 101 -> one; 2-4, 22-24 -> few; 0, 5-20, 11-14, 111 ->
 * many. Fractions take the "few" form (2,5 дня).
 */
export function plural(n: number, forms: PluralForms): string {
  const abs = Math.abs(n);
  if (!Number.isFinite(abs)) return forms[2];
  if (!Number.isInteger(abs)) return forms[1];
  const mod10 = abs % 10;
  const mod100 = abs % 100;
  if (mod10 === 1 && mod100 !== 11) return forms[0];
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return forms[1];
  return forms[2];
}

/** "N word", e.g. withPlural(5, DAY_FORMS) -> "5 дней". */
export const withPlural = (n: number, forms: PluralForms): string => `${n} ${plural(n, forms)}`;

export const pluralDays = (n: number): string => withPlural(n, DAY_FORMS);
export const pluralHours = (n: number): string => withPlural(n, HOUR_FORMS);
export const pluralMinutes = (n: number): string => withPlural(n, MINUTE_FORMS);
export const pluralSeconds = (n: number): string => withPlural(n, SECOND_FORMS);
export const pluralSymbols = (n: number): string => withPlural(n, SYMBOL_FORMS);
