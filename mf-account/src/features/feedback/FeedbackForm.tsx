import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useFormik } from 'formik';
import { Button, chooseAction, notice, useIsMobile, type FeedbackCategory } from '@club/shared';
import { FieldError, Select, TextArea, TextField } from '@club/shared/kit';
import { feedbackSchema } from '@club/shared/validation';
import { useSession } from '../../hooks/useSession';
import { getFeedbackCategories } from './api/getFeedbackCategories';
import { sendFeedback } from './api/sendFeedback';
import styles from './FeedbackForm.module.css';

export const FEEDBACK_TITLE = 'Обратная связь';
export const THEME_LABEL = 'Тема обращения';
export const SENT_TEXT = 'Отправлено!';
export const SENT_BODY = 'Спасибо за сообщение! Мы свяжемся с тобой в ближайшее время.';

export interface FeedbackValues {
  category: string;
  name: string;
  email: string;
  message: string;
}

export interface FeedbackFormProps {
  /**
   * 'modal': the desktop modal body; success and "Отмена" call onClose.
   * 'page': the mobile page; success resets the form, "Отмена" calls onCancel (back).
   */
  layout: 'modal' | 'page';
  /** "Отмена" */
  onCancel: () => void;
  /** called after a successful send in the modal layout */
  onSent?: () => void;
}

/**
 * The one feedback form (spec part 1 §2 "Feedback", §4, §5). The theme is a dropdown on desktop and
 * the action-list picker "Тема обращения" on mobile; name and e-mail prefill from the session.
 */
export function FeedbackForm({ layout, onCancel, onSent }: FeedbackFormProps) {
  const isMobile = useIsMobile();
  const { profile } = useSession();
  const [categories, setCategories] = useState<FeedbackCategory[]>([]);
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const themeId = useId();

  const loadCategories = useCallback(async () => {
    const { result } = await getFeedbackCategories();
    if (result) setCategories(result.categories);
  }, []);
  useEffect(() => {
    void loadCategories();
  }, [loadCategories]);

  const name = profile?.name ?? '';
  const email = profile?.email ?? '';
  const initialValues = useMemo<FeedbackValues>(
    () => ({ category: '', name, email, message: '' }),
    [name, email],
  );

  const formik = useFormik<FeedbackValues>({
    initialValues,
    enableReinitialize: true,
    validationSchema: feedbackSchema,
    onSubmit: async (values, helpers) => {
      // "Send is ignored while loading": one request at a time, whatever the clicks.
      if (sendingRef.current) return;
      sendingRef.current = true;
      setSending(true);
      try {
        const { error } = await sendFeedback({
          category: Number(values.category),
          name: values.name.trim(),
          email: values.email.trim(),
          message: values.message.trim(),
        });
        // A server error is already a fail banner (api client); the entered data stays.
        if (error) return;
        // spec §4: the success notice "Отправлено!" with its text (not awaited: the form
        // closes or resets behind it)
        void notice(SENT_TEXT, SENT_BODY);
        if (layout === 'modal') {
          onSent?.();
        } else {
          helpers.resetForm({ values: initialValues });
          void loadCategories();
        }
      } finally {
        sendingRef.current = false;
        setSending(false);
      }
    },
  });

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    if (sendingRef.current) {
      e.preventDefault();
      return;
    }
    formik.handleSubmit(e);
  };

  // Messages appear from the first send on, then follow the input live. Showing them on blur
  // would push "Отправить" down between press and release, and the press would be lost.
  const errorOf = (field: keyof FeedbackValues): string | undefined =>
    formik.submitCount > 0 ? formik.errors[field] : undefined;

  const options = categories.map((c) => ({ value: String(c.id), label: c.name }));
  const chosenTheme = categories.find((c) => String(c.id) === formik.values.category);

  const pickTheme = async () => {
    const chosen = await chooseAction({
      title: THEME_LABEL,
      items: categories.map((c) => ({ id: c.id, label: c.name })),
    });
    if (chosen) await formik.setFieldValue('category', String(chosen.id));
    void formik.setFieldTouched('category', true, false);
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {layout === 'modal' && <p className={styles.title}>{FEEDBACK_TITLE}</p>}
      <h2 className={styles.heading}>НАПИШИ НАМ</h2>

      {isMobile ? (
        <div className={styles.field}>
          <label className={styles.label} htmlFor={themeId}>
            {THEME_LABEL}
          </label>
          <button
            id={themeId}
            type="button"
            aria-haspopup="dialog"
            aria-invalid={errorOf('category') ? true : undefined}
            aria-describedby={errorOf('category') ? `${themeId}-error` : undefined}
            className={errorOf('category') ? `${styles.picker} ${styles.invalid}` : styles.picker}
            onClick={() => void pickTheme()}
          >
            <span className={chosenTheme ? undefined : styles.placeholder}>
              {chosenTheme ? chosenTheme.name : 'Выбери тему'}
            </span>
          </button>
          <FieldError id={`${themeId}-error`}>{errorOf('category')}</FieldError>
        </div>
      ) : (
        <Select
          label={THEME_LABEL}
          placeholder="Выбери тему"
          options={options}
          error={errorOf('category')}
          {...formik.getFieldProps('category')}
        />
      )}

      <TextField
        label="Имя"
        autoComplete="name"
        error={errorOf('name')}
        {...formik.getFieldProps('name')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errorOf('email')}
        {...formik.getFieldProps('email')}
      />
      <TextArea
        label="Сообщение"
        rows={5}
        error={errorOf('message')}
        {...formik.getFieldProps('message')}
      />

      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          Отмена
        </Button>
        <Button type="submit" loading={sending} aria-disabled={sending || undefined}>
          Отправить
        </Button>
      </div>
    </form>
  );
}
