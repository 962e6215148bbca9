import { useState } from 'react';
import { Button, cx, type FrostInfoResult } from '@club/shared';
import { pluralDays, timeLeft } from '@club/shared/format';
import { FieldError } from '@club/shared/kit';
import {
  frostSchema,
  collectErrors,
  FROST_DAYS_MAX,
  FROST_DAYS_MIN,
} from '@club/shared/validation';
import { Icon } from '../../ui/Icon';
import { PickerModal } from '../../ui/PickerModal';
import { freezeCourse } from './freezeFlow';
import styles from './FreezeForm.module.css';

export const DAYS_LABEL = 'Выбери кол-во дней';
const DAYS: number[] = Array.from(
  { length: FROST_DAYS_MAX - FROST_DAYS_MIN + 1 },
  (_, i) => FROST_DAYS_MIN + i,
);

export interface FreezeFormProps {
  info: FrostInfoResult;
  onDone: () => void;
  onCancel: () => void;
}

/** Days to freeze (1-14) on a wheel picker, then "Заморозить". */
export function FreezeForm({ info, onDone, onCancel }: FreezeFormProps) {
  const [days, setDays] = useState<number | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async () => {
    if (sending) return;
    const errors = collectErrors(frostSchema, { days });
    if (errors.days) {
      setError(errors.days);
      return;
    }
    setSending(true);
    const done = await freezeCourse(info.user_pack_id, days as number, info.course_name);
    setSending(false);
    if (done) onDone();
  };

  return (
    <div className={styles.form}>
      <p className={styles.course}>{info.course_name}</p>
      {info.rest_time !== null && (
        <p className={styles.left}>
          <Icon name="clock" className={styles.leftIcon} />
          До конца курса: {timeLeft(info.rest_time).text}
        </p>
      )}
      <p className={styles.hint}>
        Курс можно заморозить на срок от {FROST_DAYS_MIN} до {FROST_DAYS_MAX} дней, не чаще раза в
        день. На время заморозки тренировки не обновляются, а срок курса продлевается на
        замороженные дни.
      </p>
      <button
        type="button"
        className={cx(styles.field, error && styles.invalid, days !== null && styles.filled)}
        aria-haspopup="dialog"
        aria-invalid={Boolean(error) || undefined}
        onClick={() => setPickerOpen(true)}
      >
        <span>{days === null ? DAYS_LABEL : pluralDays(days)}</span>
        <Icon name="chevronDown" className={styles.chevron} />
      </button>
      <FieldError>{error}</FieldError>
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={onCancel}>
          Отмена
        </Button>
        <Button loading={sending} onClick={() => void submit()}>
          Заморозить
        </Button>
      </div>
      <PickerModal
        open={pickerOpen}
        title={DAYS_LABEL}
        values={DAYS}
        value={days}
        format={pluralDays}
        onApply={(value) => {
          setDays(value);
          setError(null);
          setPickerOpen(false);
        }}
        onCancel={() => setPickerOpen(false)}
      />
    </div>
  );
}
