// The report date field's mask dd.mm.yyyy: digits only, the points come by themselves; a value
// left incomplete is cleared (spec part 2 §5).

export const DATE_MASK_LENGTH = 10;

/** The masked text for whatever was typed or pasted ("2005" -> "20.05", "20052025" -> "20.05.2025"). */
export function maskDate(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean);
  let out = parts.join('.');
  // typing "20" then the point key keeps the point, so the member sees the mask working
  if (/\.$/.test(raw) && (digits.length === 2 || digits.length === 4)) out += '.';
  return out;
}

/** On blur: a complete date stays, anything shorter is cleared. */
export const settleDate = (value: string): string =>
  value.length === DATE_MASK_LENGTH ? value : '';

/** Today as dd.mm.yyyy in the display zone (UTC+4), the default date of a new report. */
export function todayText(nowMs: number = Date.now()): string {
  const d = new Date(nowMs + 4 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}`;
}
