/** Russian plural forms: [one, few, many], e.g. ['день', 'дня', 'дней']. */
export type PluralForms = readonly [one: string, few: string, many: string];

export const DAY_FORMS: PluralForms = ['день', 'дня', 'дней'];
export const HOUR_FORMS: PluralForms = ['час', 'часа', 'часов'];
export const MINUTE_FORMS: PluralForms = ['минута', 'минуты', 'минут'];
/** After a verb of duration (ждёт 1 минуту): the accusative of «минута». */
export const MINUTE_ACC_FORMS: PluralForms = ['минуту', 'минуты', 'минут'];
export const SECOND_FORMS: PluralForms = ['секунда', 'секунды', 'секунд'];
export const SYMBOL_FORMS: PluralForms = ['символ', 'символа', 'символов'];

const rules = new Intl.PluralRules('ru');

/**
 * The Russian plural form for n, by the language's own rules (Intl.PluralRules('ru')): 1, 21, 101
 * -> one; 2-4, 22-24 -> few; 0, 5-20, 11-14, 111 -> many. Fractions ("other") take the "few" form
 * (2,5 дня).
 */
export function plural(n: number, forms: PluralForms): string {
  if (!Number.isFinite(n)) return forms[2];
  const category = rules.select(Math.abs(n));
  return category === 'one' ? forms[0] : category === 'many' ? forms[2] : forms[1];
}

/** "N word", e.g. withPlural(5, DAY_FORMS) -> "5 дней". */
export const withPlural = (n: number, forms: PluralForms): string => `${n} ${plural(n, forms)}`;

export const pluralDays = (n: number): string => withPlural(n, DAY_FORMS);
export const pluralHours = (n: number): string => withPlural(n, HOUR_FORMS);
export const pluralMinutes = (n: number): string => withPlural(n, MINUTE_FORMS);
export const pluralSeconds = (n: number): string => withPlural(n, SECOND_FORMS);
export const pluralSymbols = (n: number): string => withPlural(n, SYMBOL_FORMS);
