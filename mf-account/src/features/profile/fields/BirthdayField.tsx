import { useId } from 'react';
import { cx } from '@club/shared';
import { MaskedInput } from './MaskedInput';
import styles from './Field.module.css';

export const BIRTHDAY_MASK = '00.00.0000';

export interface BirthdayFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** "Дата рождения" masked as dd.mm.yyyy; an incomplete date is cleared when the field is left. */
export function BirthdayField({ value, onChange, error }: BirthdayFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        Дата рождения
      </label>
      <MaskedInput
        id={id}
        name="birthday"
        mask={BIRTHDAY_MASK}
        value={value}
        onAccept={onChange}
        onBlur={() => {
          if (value.length > 0 && value.length < BIRTHDAY_MASK.length) onChange('');
        }}
        inputMode="numeric"
        autoComplete="bday"
        placeholder="дд.мм.гггг"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cx(styles.control, error && styles.invalid)}
      />
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
