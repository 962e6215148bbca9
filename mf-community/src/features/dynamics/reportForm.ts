// The dynamics report form's values (spec §3 "Form fields": weight, chest, waist, hip, created,
// images), its rules (the shared schema, as the server runs it) and the multipart body it sends.
import { type DynamicsReport } from '@club/shared';
import { PHOTO_VIEWS } from '@club/shared/contract/paths-dynamics';
import {
  collectErrors,
  dynamicsReportSchema,
  MEASUREMENT_FIELDS,
  type MeasurementField,
} from '@club/shared/validation';
import { todayText } from '../../lib/dateMask';
import { figureText } from '../../lib/figures';
import { filledCount, type Slots } from '../../ui/PhotoSlots';

export type ReportFormValues = { created: string } & Record<MeasurementField, string>;
export type ReportFormErrors = Partial<Record<keyof ReportFormValues | 'report', string>>;

/** A new report starts today and empty; an edited one with its stored values. */
export function initialValues(
  report?: DynamicsReport | null,
  nowMs = Date.now(),
): ReportFormValues {
  if (!report)
    return {
      created: todayText(nowMs),
      weight: '',
      chest_girth: '',
      waist_girth: '',
      hip_girth: '',
    };
  return {
    created: report.name,
    weight: figureText(report.weight, ''),
    chest_girth: figureText(report.chest_girth, ''),
    waist_girth: figureText(report.waist_girth, ''),
    hip_girth: figureText(report.hip_girth, ''),
  };
}

/** The form's errors by field ("report" for "Отчёт не может быть пустым"). */
export function reportFormErrors(
  values: ReportFormValues,
  slots: Slots,
  report?: DynamicsReport | null,
): ReportFormErrors {
  const original = report
    ? (Object.fromEntries(MEASUREMENT_FIELDS.map((f) => [f, report[f]])) as Record<
        MeasurementField,
        number | null
      >)
    : undefined;
  return collectErrors(dynamicsReportSchema, values, {
    photos: filledCount(slots),
    original,
  }) as ReportFormErrors;
}

/**
 * The multipart body: the date and the four figures (empty ones as ""), each newly chosen photo as
 * its file, a photo the member removed as "null"; a server photo left as it is is not sent.
 */
export function reportFormData(values: ReportFormValues, slots: Slots): FormData {
  const form = new FormData();
  form.append('created', values.created);
  for (const field of MEASUREMENT_FIELDS) form.append(field, values[field].trim());
  for (const view of PHOTO_VIEWS) {
    const slot = slots[view];
    if (slot.kind === 'local') form.append(`photo_${view}`, slot.file, slot.file.name);
    else if (slot.kind === 'empty' && slot.removed) form.append(`photo_${view}`, 'null');
  }
  return form;
}
