// Figures of a body report as staff read them: one decimal, a comma, units, and a change with its
// sign ("−0,8 кг", "+0,5 см", "без изменений").
export const FIGURES = [
  { key: 'weight', label: 'Вес', unit: 'кг' },
  { key: 'chest_girth', label: 'Обхват груди', unit: 'см' },
  { key: 'waist_girth', label: 'Обхват талии', unit: 'см' },
  { key: 'hip_girth', label: 'Обхват бёдер', unit: 'см' },
] as const;

export type FigureKey = (typeof FIGURES)[number]['key'];
export type Figures = Record<FigureKey, number | null>;

const number = (n: number) =>
  Math.abs(n).toLocaleString('ru-RU', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export const figure = (value: number | null, unit: string) =>
  value === null ? '—' : `${number(value)} ${unit}`;

export function change(value: number | null, unit: string): string {
  if (value === null) return '—';
  if (Math.abs(value) < 0.05) return 'без изменений';
  return `${value > 0 ? '+' : '−'}${number(value)} ${unit}`;
}

export const VIEWS = [
  { key: 'side', label: 'Вид сбоку' },
  { key: 'front', label: 'Вид спереди' },
  { key: 'back', label: 'Вид сзади' },
] as const;
