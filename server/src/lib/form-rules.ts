// The spec's form rules (part 1, section 5) with their exact Russian texts, enforced on the server
// with the same yup schemas the apps use (@club/shared/validation).
import { feedbackSchema, loginSchema, passRecoverySchema } from '@club/shared/validation';
import { MESSAGES } from './errors';

interface SyncSchema {
  validateSync(value: unknown, options?: { abortEarly?: boolean }): unknown;
}

interface YupValidationError {
  name: string;
  message: string;
  errors: string[];
  inner: { errors: string[] }[];
}

const CYRILLIC = /[А-Яа-яЁё]/;

/** The first failing message in field order, or null when the form is valid. */
export function firstFormError(schema: SyncSchema, body: Record<string, unknown>): string | null {
  try {
    schema.validateSync(body, { abortEarly: false });
    return null;
  } catch (err) {
    const e = err as YupValidationError;
    if (e?.name !== 'ValidationError') throw err;
    const message = e.inner[0]?.errors[0] ?? e.errors[0] ?? e.message;
    // yup's own type errors are English: answer with the generic Russian text instead
    return CYRILLIC.test(message) ? message : MESSAGES.badRequest;
  }
}

export const loginRules = (body: Record<string, unknown>) => firstFormError(loginSchema, body);
export const passRecoveryRules = (body: Record<string, unknown>) =>
  firstFormError(passRecoverySchema, body);
export const feedbackRules = (body: Record<string, unknown>) =>
  firstFormError(feedbackSchema, body);

export const FEEDBACK_MESSAGES = {
  theme: 'Необходимо выбрать тему обращения',
  nameEmpty: 'Поле «Имя» не может быть пустым',
  emailEmpty: 'Поле «Email» не может быть пустым',
  emailInvalid: 'Некорректный «Email»',
  messageEmpty: 'Поле «Сообщение» не может быть пустым',
  messageShort: 'Минимум 5 символов',
} as const;
