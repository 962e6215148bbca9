// Change nutrition type (spec part 2 §2.3, §4): the radio list of the offered types, the warning
// that it changes once per course, 'Отмена' and 'Сохранить'. On success the banner 'Тип питания
// успешно изменен.' shows and the caller reloads and returns; on an error in the answer the form
// stays and shows it (the client's fail banner shows it too).
import { useId, useState, type FormEvent } from 'react';
import { Button, cx, showBanner, type NutritionTypeOption } from '@club/shared';
import { FieldError } from '@club/shared/kit';
import { Icon } from '../../lib/icons';
import { changeDietaType } from './api/changeDietaType';
import styles from './ChangeTypeForm.module.css';

export const CHANGE_TYPE_TITLE = 'Изменить твой тип питания';
export const TYPE_CHANGED = 'Тип питания успешно изменен.';
export const TYPE_WARNING =
  'Тип питания можно изменить только один раз за курс. После сохранения вернуться к прежнему типу будет нельзя.';

export interface ChangeTypeFormProps {
  types: NutritionTypeOption[];
  currentId: number;
  /** preselected type (the route's id); the current type otherwise */
  initialId?: number | null;
  /** shows the title row with the return button (the mobile screen) */
  heading?: boolean;
  onCancel: () => void;
  onSaved: () => void;
}

export function ChangeTypeForm({
  types,
  currentId,
  initialId,
  heading = false,
  onCancel,
  onSaved,
}: ChangeTypeFormProps) {
  const start = types.some((t) => t.id === initialId) ? (initialId as number) : currentId;
  const [selected, setSelected] = useState<number>(start);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = useId();
  const errorId = useId();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving || selected === currentId) return;
    setSaving(true);
    setError(null);
    const { result, error: failure } = await changeDietaType(selected);
    setSaving(false);
    if (failure) {
      setError(failure.message);
      return;
    }
    showBanner('ok', result?.message || TYPE_CHANGED);
    onSaved();
  };

  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      {heading && (
        <div className={styles.heading}>
          <button type="button" className={styles.back} aria-label="Вернуться" onClick={onCancel}>
            <Icon name="back" size={22} />
          </button>
          <h2 className={styles.title}>{CHANGE_TYPE_TITLE}</h2>
        </div>
      )}
      <fieldset className={styles.options} aria-describedby={error ? errorId : undefined}>
        <legend className={styles.srOnly}>Тип питания</legend>
        {types.map((t) => (
          <label key={t.id} className={cx(styles.option, selected === t.id && styles.checked)}>
            <input
              type="radio"
              name={name}
              value={t.id}
              checked={selected === t.id}
              onChange={() => {
                setSelected(t.id);
                setError(null);
              }}
              className={styles.radio}
            />
            <span className={styles.optionText}>
              <span className={styles.optionName}>
                {t.name}
                {t.id === currentId && <span className={styles.current}>сейчас</span>}
              </span>
              {t.description && <span className={styles.optionDescription}>{t.description}</span>}
            </span>
          </label>
        ))}
      </fieldset>
      <p className={styles.warning} role="note">
        {TYPE_WARNING}
      </p>
      {/* The client's fail banner announces the error; this keeps it on screen beside the list. */}
      <FieldError id={errorId} className={styles.error}>
        {error}
      </FieldError>
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={onCancel}>
          Отмена
        </Button>
        <Button type="submit" loading={saving} disabled={selected === currentId}>
          Сохранить
        </Button>
      </div>
    </form>
  );
}
