// The four figures of a body report, their labels and their display (one decimal).
import { formatOneDecimal } from '@club/shared/format';
import type { MeasurementField } from '@club/shared/validation';

export const FIGURES: readonly { field: MeasurementField; short: string; unit: string }[] = [
  { field: 'weight', short: 'Вес', unit: 'кг' },
  { field: 'chest_girth', short: 'Грудь', unit: 'см' },
  { field: 'waist_girth', short: 'Талия', unit: 'см' },
  { field: 'hip_girth', short: 'Бёдра', unit: 'см' },
];

/** 62.5 -> "62.5", 62 -> "62.0", null -> "—" (or what the caller wants for nothing). */
export const figureText = (value: number | null | undefined, empty = '—'): string =>
  value === null || value === undefined ? empty : formatOneDecimal(value);

export const VIEW_LABELS = { side: 'Вид сбоку', front: 'Вид спереди', back: 'Вид сзади' } as const;
