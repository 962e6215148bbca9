// Body reports (spec part 2 §5, §8, §9): the dynamics report form and the contest report form, with
// the exact Russian texts. The apps validate with these schemas; the server runs the same ones on
// what it receives, so a report the form refuses is refused by the API too.
import * as yup from 'yup';
import { parseDisplayDate } from '../format/date';
import { PHOTO_MAX_BYTES } from './limits';
import { measurementOnBlur, nextMeasurementValue } from './weight';

/** Weight (kg) and girths (cm) of a report: 30 to 200 (200.0), one decimal. */
export const MEASUREMENT_MIN = 30;
export const MEASUREMENT_MAX = 200;
/** Typing inserts the point from this two-digit value up (spec §5, §9). */
export const DYNAMICS_AUTO_DOT_FROM = 20;
export const CONTEST_AUTO_DOT_FROM = 30;
/** The earliest report date the form accepts (a typo guard: "01.01.1019"). */
export const REPORT_DATE_MIN = '01.01.2000';
/** No answer to a report send within this: the send is retried (spec §4, §9). */
export const REPORT_RETRY_MS = 120_000;
/** After "Отчет успешно отправлен" the form closes or goes back after this. */
export const REPORT_SUCCESS_DELAY_MS = 1000;
/** In view mode the report tab bar scrolls to the active tab after this. */
export const REPORT_TAB_SCROLL_MS = 200;
/** The dynamics chart shows this many last months. */
export const DYNAMICS_CHART_MONTHS = 5;

export const MEASUREMENT_FIELDS = ['weight', 'chest_girth', 'waist_girth', 'hip_girth'] as const;
export type MeasurementField = (typeof MEASUREMENT_FIELDS)[number];

export const REPORT_MESSAGES = {
  bounds: {
    weight: 'Вес не может быть менее 30кг и более 200кг',
    chest_girth: 'Обхват груди не может быть менее 30см и более 200см',
    waist_girth: 'Обхват талии не может быть менее 30см и более 200см',
    hip_girth: 'Обхват бёдер не может быть менее 30см и более 200см',
  } satisfies Record<MeasurementField, string>,
  fieldEmpty: 'Поле не может быть пустым',
  reportEmpty: 'Отчёт не может быть пустым',
  date: 'Ошибка',
  photosRequired: 'Необходимо загрузить 3 фотографии',
  photoName: 'Ошибка! Неверный формат файла',
  photoType: 'Ошибка! Можно загружать файлы с расширением png или jpg',
  photoSize: 'Ошибка! Фото весит более 5 МБ',
  sent: 'Отчет успешно отправлен',
  failed: 'Возникла ошибка',
  retry: 'Превышен лимит ожидания. Повторная отправка.',
  photoHint: 'формат png/jpg, макс. размер 5 МБ',
} as const;

/** The dynamics form's typing (spec §5): the point comes by itself from 20 ("2","5" -> "25."). */
export const nextDynamicsValue = (previous: string, raw: string): string =>
  nextMeasurementValue(previous, raw, { autoDotFrom: DYNAMICS_AUTO_DOT_FROM });
/** The contest form's typing: the point from 30; 21..29 wait for a third digit. */
export const nextContestValue = (previous: string, raw: string): string =>
  nextMeasurementValue(previous, raw, { autoDotFrom: CONTEST_AUTO_DOT_FROM });
/** On blur "dd" and "ddd" get ".0", "dd." gets "0"; the dynamics form also pads "ddd.". */
export const dynamicsOnBlur = (value: string): string =>
  measurementOnBlur(value, { padAnyTrailingDot: true });
export const contestOnBlur = (value: string): string => measurementOnBlur(value);

const MEASUREMENT_TEXT = /^[1-9]\d{1,2}(\.\d)?$/;

const isBlank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * A measurement as sent by a form ("62.5", "62", 62.5): the number, null when blank, NaN when it
 * is not a 00.0 value.
 */
export function measurementValue(v: unknown): number | null {
  if (isBlank(v)) return null;
  if (typeof v === 'number') return Number.isFinite(v) && Math.round(v * 10) === v * 10 ? v : NaN;
  if (typeof v !== 'string') return NaN;
  const text = v.trim();
  return MEASUREMENT_TEXT.test(text) ? Number(text) : NaN;
}

/** True for a measurement of 30..200 with at most one decimal. */
export function isMeasurementInBounds(v: unknown): boolean {
  const n = measurementValue(v);
  return n !== null && !Number.isNaN(n) && n >= MEASUREMENT_MIN && n <= MEASUREMENT_MAX;
}

/** Unix seconds of a valid report date (dd.mm.yyyy, from 2000, not after today), else null. */
export function reportDateValue(text: unknown, nowMs: number = Date.now()): number | null {
  if (typeof text !== 'string') return null;
  const at = parseDisplayDate(text);
  const min = parseDisplayDate(REPORT_DATE_MIN) as number;
  if (at === null || at < min || at * 1000 > nowMs) return null;
  return at;
}

export interface DynamicsReportContext {
  /** the member's "now" (the server passes the member's clock) */
  nowMs?: number;
  /** photos the report will have once saved (kept, new and replaced ones) */
  photos?: number;
  /** the stored values of an edited report: a stored value may not be cleared */
  original?: Partial<Record<MeasurementField, number | null>>;
}

const ctxOf = (c: yup.TestContext): DynamicsReportContext =>
  (c.options.context ?? {}) as DynamicsReportContext;

const dynamicsMeasurement = (field: MeasurementField) =>
  yup.mixed().test('bounds', REPORT_MESSAGES.bounds[field], (value, c) =>
    isBlank(value)
      ? // a value the report had, then cleared, is an error with the same text (spec §5)
        ctxOf(c).original?.[field] === undefined || ctxOf(c).original?.[field] === null
      : isMeasurementInBounds(value),
  );

/**
 * The dynamics report form (create and edit): each figure entered is 30..200, a stored one is not
 * cleared, the date is a real day up to today ("Ошибка"), and the report is not empty (a figure
 * or a photo; the date alone does not count).
 */
export const dynamicsReportSchema = yup
  .object({
    created: yup
      .mixed()
      .test(
        'date',
        REPORT_MESSAGES.date,
        (value, c) => reportDateValue(value, ctxOf(c).nowMs) !== null,
      ),
    weight: dynamicsMeasurement('weight'),
    chest_girth: dynamicsMeasurement('chest_girth'),
    waist_girth: dynamicsMeasurement('waist_girth'),
    hip_girth: dynamicsMeasurement('hip_girth'),
  })
  .test('not-empty', REPORT_MESSAGES.reportEmpty, (value, c) => {
    const v = (value ?? {}) as Record<string, unknown>;
    if ((ctxOf(c).photos ?? 0) > 0) return true;
    if (MEASUREMENT_FIELDS.some((f) => !isBlank(v[f]))) return true;
    return c.createError({ path: 'report', message: REPORT_MESSAGES.reportEmpty });
  });

const contestMeasurement = (field: MeasurementField) =>
  yup
    .mixed()
    .test('required', REPORT_MESSAGES.fieldEmpty, (value) => !isBlank(value))
    .test('bounds', REPORT_MESSAGES.bounds[field], (value) =>
      isBlank(value) ? true : isMeasurementInBounds(value),
    );

/** The contest report form: the three photos and every figure, each 30..200. */
export const contestReportSchema = yup.object({
  photos: yup.number().default(0).min(3, REPORT_MESSAGES.photosRequired),
  weight: contestMeasurement('weight'),
  chest_girth: contestMeasurement('chest_girth'),
  waist_girth: contestMeasurement('waist_girth'),
  hip_girth: contestMeasurement('hip_girth'),
});

export interface PhotoFileLike {
  name: string;
  /** the browser's idea of the type ("image/png"); the app also checks the first bytes */
  type: string;
  size: number;
}

/** The report photo rules in the spec's order: the name's ending, the type, the size. */
export function reportPhotoError(file: PhotoFileLike): string | null {
  if (!/\.(jpe?g|png)$/i.test(file.name)) return REPORT_MESSAGES.photoName;
  if (!['image/png', 'image/jpeg', 'image/jpg'].includes(file.type.toLowerCase()))
    return REPORT_MESSAGES.photoType;
  if (file.size > PHOTO_MAX_BYTES) return REPORT_MESSAGES.photoSize;
  return null;
}
