// The contest report form (spec §2.6, §4, §5): 'Вид сбоку', 'Вид спереди', 'Вид сзади' with the hint,
// 'Изменить фото' on a chosen photo, 'Твой вес' and the three girths typed with the contest rules
// (point from 30), 'Создать'; every photo and figure is required. The loading overlay covers it
// while it goes (2-minute watchdog); 1 s after "Отчет успешно отправлен" the caller moves on.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useFormik } from 'formik';
import { Button, type ContestReportType, type PhotoView } from '@club/shared';
import { PHOTO_VIEWS } from '@club/shared/contract/paths-dynamics';
import {
  collectErrors,
  contestReportSchema,
  REPORT_MESSAGES,
  REPORT_SUCCESS_DELAY_MS,
} from '@club/shared/validation';
import { sendContestReport } from '../../api/sendContestReport';
import { useReportSender } from '../../lib/sendReport';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { MeasurementField } from '../../ui/MeasurementField';
import {
  emptySlots,
  filledCount,
  PhotoSlots,
  releaseSlots,
  type SlotState,
  type Slots,
} from '../../ui/PhotoSlots';
import styles from './Competition.module.css';

interface Values {
  weight: string;
  chest_girth: string;
  waist_girth: string;
  hip_girth: string;
}

const FIELDS: { name: keyof Values; label: string }[] = [
  { name: 'weight', label: 'Твой вес, кг' },
  { name: 'chest_girth', label: 'Обхват груди, см' },
  { name: 'waist_girth', label: 'Обхват талии, см' },
  { name: 'hip_girth', label: 'Обхват бёдер, см' },
];

export function contestFormData(type: ContestReportType, values: Values, slots: Slots): FormData {
  const form = new FormData();
  form.append('type', type);
  for (const f of FIELDS) form.append(f.name, values[f.name].trim());
  for (const view of PHOTO_VIEWS) {
    const slot = slots[view];
    if (slot.kind === 'local') form.append(`photo_${view}`, slot.file, slot.file.name);
  }
  return form;
}

export interface ContestReportFormProps {
  type: ContestReportType;
  onSaved: () => void;
}

export function ContestReportForm({ type, onSaved }: ContestReportFormProps) {
  const [slots, setSlots] = useState<Slots>(emptySlots);
  const slotsRef = useRef(slots);
  slotsRef.current = slots;
  useEffect(() => () => releaseSlots(slotsRef.current), []);
  const [submitted, setSubmitted] = useState(false);
  const [done, setDone] = useState(false);
  const { sending, progress, send } = useReportSender();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  const formik = useFormik<Values>({
    initialValues: { weight: '', chest_girth: '', waist_girth: '', hip_girth: '' },
    onSubmit: () => undefined,
  });
  const { values, setFieldValue } = formik;
  const check = () => collectErrors(contestReportSchema, { ...values, photos: filledCount(slots) });
  const errors: Record<string, string> = submitted ? check() : {};

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending || done) return;
    setSubmitted(true);
    if (Object.keys(check()).length > 0) return;
    const body = contestFormData(type, values, slots);
    const result = await send((ctx) => sendContestReport(body, ctx));
    if (!result) return;
    setDone(true);
    timer.current = setTimeout(onSaved, REPORT_SUCCESS_DELAY_MS);
  };

  const busy = sending || done;
  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      <PhotoSlots
        slots={slots}
        onChange={(view: PhotoView, next: SlotState) => setSlots((s) => ({ ...s, [view]: next }))}
        hint={REPORT_MESSAGES.photoHint}
        error={errors.photos}
        disabled={busy}
      />
      <div className={styles.fields}>
        {FIELDS.map((f) => (
          <MeasurementField
            key={f.name}
            form="contest"
            label={f.label}
            name={f.name}
            value={values[f.name]}
            onChange={(v) => void setFieldValue(f.name, v)}
            error={errors[f.name]}
            disabled={busy}
          />
        ))}
      </div>
      <div className={styles.formButtons}>
        <Button type="submit" loading={sending} disabled={done}>
          Создать
        </Button>
      </div>
      {busy && <LoadingOverlay progress={progress} />}
    </form>
  );
}
