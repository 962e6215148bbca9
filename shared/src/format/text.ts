/** The first word of a full name ("Анна Петрова" -> "Анна"). */
export function firstName(name: string | null | undefined): string {
  return (name ?? '').trim().split(/\s+/)[0] ?? '';
}

/** The first letter of the first name, upper-cased (avatar placeholder). */
export function firstLetter(name: string | null | undefined): string {
  const [letter = ''] = Array.from(firstName(name));
  return letter.toUpperCase();
}

/** One decimal unless the value already has decimals (done weight, spec §5): 20 -> "20.0". */
export function formatWeight(value: number): string {
  return Number.isInteger(value) ? value.toFixed(1) : String(value);
}

/** A value with one decimal (dynamics figures): 72 -> "72.0", 72.456 -> "72.5". */
export function formatOneDecimal(value: number): string {
  return (Math.round(value * 10) / 10).toFixed(1);
}

/**
 * Whole percents of the parts that add up to exactly 100 (largest remainder), for the macro
 * split of the nutrition summary. All zeros stay zeros.
 */
export function percentsTo100(parts: number[]): number[] {
  const total = parts.reduce((sum, p) => sum + Math.max(0, p), 0);
  if (total <= 0) return parts.map(() => 0);
  const exact = parts.map((p) => (Math.max(0, p) / total) * 100);
  const floors = exact.map(Math.floor);
  let missing = 100 - floors.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => ({ i, rest: x - Math.floor(x) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (missing <= 0) break;
    floors[i] += 1;
    missing -= 1;
  }
  return floors;
}

/**
 * A whole number with its thousands apart as ru-RU writes them (a no-break space between groups):
 * 200000 -> "200 000". Not toLocaleString: texts built when a module loads run on every app start,
 * and a phone's first ru-RU number format takes it tens of milliseconds (ICU's data).
 */
export function groupDigits(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
}
