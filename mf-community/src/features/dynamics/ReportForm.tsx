// The dynamics report form (spec §2.4, §4, §5): three photo slots, the report's date (dd.mm.yyyy)
// and weight, chest, waist and hip typed with the dynamics rules (point from 20). Sent only when
// it says something ("Отчёт не может быть пустым"); the loading overlay covers it while it goes,
// with the 2-minute watchdog; 1 s after "Отчет успешно отправлен" the caller closes it.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useFormik } from 'formik';
import { Button, type DynamicsReport, type PhotoView } from '@club/shared';
import { FieldError } from '@club/shared/kit';
import { REPORT_MESSAGES, REPORT_SUCCESS_DELAY_MS } from '@club/shared/validation';
import { createDynamicsReport } from '../../api/createDynamicsReport';
import { updateDynamicsReport } from '../../api/updateDynamicsReport';
import { useReportSender } from '../../lib/sendReport';
import { DateField } from '../../ui/DateField';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { MeasurementField } from '../../ui/MeasurementField';
import {
  emptySlots,
  PhotoSlots,
  releaseSlots,
  serverSlots,
  type SlotState,
  type Slots,
} from '../../ui/PhotoSlots';
import {
  initialValues,
  reportFormData,
  reportFormErrors,
  type ReportFormValues,
} from './reportForm';
import styles from './ReportForm.module.css';

export interface ReportFormProps {
  mode: 'create' | 'edit';
  report?: DynamicsReport | null;
  layout: 'desktop' | 'mobile';
  /** desktop "Отмена" */
  onCancel?: () => void;
  /** 1 s after the success notice */
  onSaved: (report: DynamicsReport) => void;
}

const FIELDS = [
  { name: 'weight', label: 'Вес, кг' },
  { name: 'chest_girth', label: 'Обхват груди, см' },
  { name: 'waist_girth', label: 'Обхват талии, см' },
  { name: 'hip_girth', label: 'Обхват бёдер, см' },
] as const;

const slotsOf = (report?: DynamicsReport | null): Slots =>
  report
    ? serverSlots({ side: report.photo_side, front: report.photo_front, back: report.photo_back })
    : emptySlots();

export function ReportForm({ mode, report, layout, onCancel, onSaved }: ReportFormProps) {
  const [slots, setSlots] = useState<Slots>(() => slotsOf(report));
  const slotsRef = useRef(slots);
  slotsRef.current = slots;
  // the previews of chosen files are freed with the form
  useEffect(() => () => releaseSlots(slotsRef.current), []);
  const [submitted, setSubmitted] = useState(false);
  const [done, setDone] = useState(false);
  const { sending, progress, send } = useReportSender();
  const savedTimer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(savedTimer.current), []);

  const formik = useFormik<ReportFormValues>({
    initialValues: initialValues(report),
    onSubmit: () => undefined,
  });
  const { values, setFieldValue } = formik;
  // messages appear from the first send on, then follow the input
  const errors = submitted ? reportFormErrors(values, slots, report) : {};

  const onSlot = (view: PhotoView, next: SlotState) =>
    setSlots((prev) => ({ ...prev, [view]: next }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending || done) return;
    setSubmitted(true);
    if (Object.keys(reportFormErrors(values, slots, report)).length > 0) return;
    const body = reportFormData(values, slots);
    const result = await send((ctx) =>
      mode === 'edit' && report
        ? updateDynamicsReport(report.id, body, ctx)
        : createDynamicsReport(body, ctx),
    );
    if (!result) return;
    setDone(true);
    savedTimer.current = setTimeout(() => onSaved(result.report), REPORT_SUCCESS_DELAY_MS);
  };

  const busy = sending || done;
  const submitLabel =
    layout === 'mobile'
      ? mode === 'edit'
        ? 'Сохранить'
        : 'Создать'
      : mode === 'edit'
        ? 'Изменить'
        : 'Создать';

  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      <PhotoSlots
        slots={slots}
        onChange={onSlot}
        hint={REPORT_MESSAGES.photoHint}
        disabled={busy}
      />
      <div className={styles.fields}>
        <DateField
          label="Дата отчёта"
          name="created"
          value={values.created}
          onChange={(v) => void setFieldValue('created', v)}
          error={errors.created}
          disabled={busy}
        />
        {FIELDS.map((f) => (
          <MeasurementField
            key={f.name}
            form="dynamics"
            label={f.label}
            name={f.name}
            value={values[f.name]}
            onChange={(v) => void setFieldValue(f.name, v)}
            error={errors[f.name]}
            disabled={busy}
          />
        ))}
      </div>
      {errors.report ? (
        <div role="alert">
          <FieldError className={styles.formError}>{errors.report}</FieldError>
        </div>
      ) : null}
      <div className={styles.buttons}>
        {layout === 'desktop' && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Отмена
          </Button>
        )}
        <Button type="submit" loading={sending} disabled={done}>
          {submitLabel}
        </Button>
      </div>
      {busy && <LoadingOverlay progress={progress} />}
    </form>
  );
}
