import { useId, useState } from 'react';
import { cx } from '@club/shared';
import { filterPasswordInput } from '@club/shared/validation';
import styles from './NewPasswordField.module.css';

export interface NewPasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * The new password of a letter's link, as the password change's field: the eye toggle (show /
 * hide), and only Latin letters, digits and - + _ type in.
 */
export function NewPasswordField({ value, onChange, error }: NewPasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        Новый пароль
      </label>
      <div className={styles.inputWrap}>
        <input
          id={id}
          name="new_password"
          type={visible ? 'text' : 'password'}
          autoComplete="new-password"
          autoCapitalize="off"
          spellCheck={false}
          value={value}
          onChange={(e) => onChange(filterPasswordInput(e.target.value))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cx(styles.input, error && styles.invalid)}
        />
        <button
          type="button"
          className={styles.eye}
          aria-label={visible ? 'Скрыть пароль' : 'Показать пароль'}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path
              d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            />
            <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
            {visible ? null : (
              <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            )}
          </svg>
        </button>
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
