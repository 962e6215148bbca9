import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, notice, PASSWORD_ERROR_CODE, showBanner } from '@club/shared';
import { collectErrors, passwordChangeSchema } from '@club/shared/validation';
import { changePassword } from './api/changePassword';
import { PasswordInput } from './PasswordInput';
import styles from './PasswordForm.module.css';

/** Form messages disappear after this long (spec part 1 §4). */
export const MESSAGES_CLEAR_MS = 4000;
export const CHANGED_TITLE = 'Пароль изменен!';
export const CHANGED_TEXT = 'Твой пароль успешно изменен.';

type Field = 'old_password' | 'new_password';
type Errors = Partial<Record<Field, string>>;

export interface PasswordFormProps {
  /** 'block': the desktop profile's block; 'page': the mobile page with "Отмена" */
  layout: 'block' | 'page';
  onCancel?: () => void;
  /** after the success notice is shown */
  onChanged?: () => void;
}

/**
 * Password change (spec part 1 §2, §4, §5): Latin letters and digits, the new one at least 8
 * characters; a refusal marks the old (code 1) or the new (code 2) field; messages go after 4 s.
 */
export function PasswordForm({ layout, onCancel, onChanged }: PasswordFormProps) {
  const [values, setValues] = useState({ old_password: '', new_password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);

  // Every message shown is cleared 4 s later (a new message restarts the count).
  useEffect(() => {
    if (!errors.old_password && !errors.new_password) return undefined;
    const timer = setTimeout(() => setErrors({}), MESSAGES_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [errors]);

  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (sendingRef.current) return;
    const found = collectErrors(passwordChangeSchema, values) as Errors;
    setErrors(found);
    if (found.old_password || found.new_password) return;
    sendingRef.current = true;
    setSending(true);
    try {
      const { error } = await changePassword(values);
      if (error) {
        if (error.code === PASSWORD_ERROR_CODE.old) setErrors({ old_password: error.message });
        else if (error.code === PASSWORD_ERROR_CODE.new) setErrors({ new_password: error.message });
        else showBanner('fail', error.message);
        return;
      }
      setValues({ old_password: '', new_password: '' });
      void notice(CHANGED_TITLE, CHANGED_TEXT);
      onChanged?.();
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      <PasswordInput
        label="Старый пароль"
        name="old_password"
        autoComplete="current-password"
        value={values.old_password}
        onChange={set('old_password')}
        error={errors.old_password}
      />
      <PasswordInput
        label="Новый пароль"
        name="new_password"
        autoComplete="new-password"
        value={values.new_password}
        onChange={set('new_password')}
        error={errors.new_password}
      />
      <div className={layout === 'page' ? styles.pageActions : styles.blockActions}>
        {layout === 'page' && (
          <Button variant="secondary" onClick={onCancel}>
            Отмена
          </Button>
        )}
        <Button type="submit" loading={sending} aria-disabled={sending || undefined}>
          {layout === 'page' ? 'Сохранить' : 'Изменить пароль'}
        </Button>
      </div>
    </form>
  );
}
