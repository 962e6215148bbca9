import * as yup from 'yup';
import { MESSAGES as M } from './messages';
import { minSymbolsMessage } from './messages';
import {
  EMAIL_PATTERN,
  PASSWORD_PATTERN,
  TELEGRAM_MAX_LENGTH,
  TELEGRAM_MIN_LENGTH,
  TELEGRAM_PATTERN,
} from './patterns';
import {
  ageAt,
  EARLIEST_BIRTHDAY,
  FEEDBACK_MESSAGE_MIN_LENGTH,
  FROST_DAYS_MAX,
  FROST_DAYS_MIN,
  HEIGHT_MAX,
  HEIGHT_MIN,
  MIN_AGE,
  NEW_PASSWORD_MIN_LENGTH,
  parseBirthdayText,
} from './limits';
import { phoneDigitCount, phoneDigitsMin } from './phone';
import { isValidWeight } from './weight';

const isBlank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

// ---------- Sign-in ----------
export const loginSchema = yup.object({
  email: yup
    .string()
    .trim()
    .required(M.login.emailRequired)
    .matches(EMAIL_PATTERN, { message: M.login.emailInvalid, excludeEmptyString: true }),
  password: yup.string().required(M.login.passwordRequired),
});
export type LoginValues = yup.InferType<typeof loginSchema>;

export const passRecoverySchema = yup.object({
  email: yup
    .string()
    .trim()
    .required(M.passRecovery.emailRequired)
    .matches(EMAIL_PATTERN, { message: M.passRecovery.emailInvalid, excludeEmptyString: true }),
});
export type PassRecoveryValues = yup.InferType<typeof passRecoverySchema>;

// ---------- Feedback ----------
export const feedbackSchema = yup.object({
  category: yup
    .mixed<string | number>()
    .nullable()
    .test('category', M.feedback.category, (v) => !isBlank(v)),
  name: yup.string().trim().required(M.feedback.nameRequired),
  email: yup
    .string()
    .trim()
    .required(M.feedback.emailRequired)
    .matches(EMAIL_PATTERN, { message: M.feedback.emailInvalid, excludeEmptyString: true }),
  message: yup
    .string()
    .test('required', M.feedback.messageRequired, (v) => !isBlank(v))
    .test('min', M.feedback.messageMin, (v) => {
      // spec: a message of 1 to 5 characters after trimming is too short
      const length = (v ?? '').trim().length;
      return length === 0 || length > FEEDBACK_MESSAGE_MIN_LENGTH;
    }),
});
export type FeedbackValues = yup.InferType<typeof feedbackSchema>;

// ---------- Password change ----------
const passwordField = () =>
  yup
    .string()
    .required(M.password.required)
    .matches(PASSWORD_PATTERN, { message: M.password.chars, excludeEmptyString: true });

export const passwordChangeSchema = yup.object({
  old_password: passwordField(),
  new_password: passwordField().min(NEW_PASSWORD_MIN_LENGTH, M.password.min),
});
export type PasswordChangeValues = yup.InferType<typeof passwordChangeSchema>;

// ---------- Birthday ----------
/** A birthday as unix seconds from a number or a complete DD.MM.YYYY text; null when empty. */
export function birthdayValueToUnix(value: unknown): number | null | 'invalid' {
  if (isBlank(value)) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : 'invalid';
  if (typeof value === 'string') {
    const text = value.trim();
    if (/^-?\d+$/.test(text)) return Number(text);
    return parseBirthdayText(text) ?? 'invalid';
  }
  if (value instanceof Date) return Math.floor(value.getTime() / 1000);
  return 'invalid';
}

const nowFrom = (context: unknown): number => {
  const now = (context as { nowMs?: unknown } | undefined)?.nowMs;
  return typeof now === 'number' ? now : Date.now();
};

// ---------- Profile ----------
export interface ProfileMaskOption {
  id: number;
  mask: string;
}
export interface ProfileSchemaOptions {
  /** the mask of the chosen country; when omitted it is read from the form's country_mask */
  phoneMask?: string | null;
  /** masks to look a numeric country_mask id up in */
  masks?: ProfileMaskOption[];
}

function maskOf(value: unknown, masks?: ProfileMaskOption[]): string | null {
  if (value && typeof value === 'object' && 'mask' in value) {
    const mask = (value as { mask: unknown }).mask;
    return typeof mask === 'string' ? mask : null;
  }
  if (typeof value === 'number' || typeof value === 'string') {
    return masks?.find((m) => String(m.id) === String(value))?.mask ?? null;
  }
  return null;
}

const chosen = (v: unknown) => !isBlank(v) && v !== 0 && v !== '0';

/**
 * The profile form. Fields: name, height, weight (text "00.0" or number), birthday (unix
 * seconds or DD.MM.YYYY), email, phone, telegram, country (id or object), country_mask (id or
 * object with mask). The age check is separate (isUnder18): the form shows a modal for it.
 */
export function profileSchema(options: ProfileSchemaOptions = {}) {
  return yup.object({
    name: yup.string().trim().required(M.profile.required),
    height: yup
      .mixed<number | string>()
      .nullable()
      .test('required', M.profile.required, (v) => !isBlank(v))
      .test('range', M.profile.heightRange, (v) => {
        if (isBlank(v)) return true;
        const n = Number(v);
        return Number.isFinite(n) && n >= HEIGHT_MIN && n <= HEIGHT_MAX;
      }),
    weight: yup
      .mixed<number | string>()
      .nullable()
      .test('weight', M.profile.weight, (v) => isValidWeight(v as string | number | null)),
    birthday: yup
      .mixed<number | string>()
      .nullable()
      .test('required', M.profile.required, (v) => birthdayValueToUnix(v) !== null)
      .test('bound', M.profile.birthdayInvalid, (v) => {
        const unix = birthdayValueToUnix(v);
        return unix === null || (unix !== 'invalid' && unix >= EARLIEST_BIRTHDAY);
      }),
    email: yup
      .string()
      .trim()
      .required(M.profile.email)
      .matches(EMAIL_PATTERN, { message: M.profile.email, excludeEmptyString: true }),
    phone: yup
      .string()
      .default('')
      .test('phone', function test(value) {
        const mask =
          options.phoneMask !== undefined
            ? options.phoneMask
            : maskOf((this.parent as Record<string, unknown>)?.country_mask, options.masks);
        const min = phoneDigitsMin(mask);
        return phoneDigitCount(value, mask) >= min
          ? true
          : this.createError({ message: minSymbolsMessage(min) });
      }),
    telegram: yup
      .string()
      .nullable()
      .test('length', M.profile.telegramLength, (v) => {
        const text = (v ?? '').trim();
        return (
          text === '' || (text.length >= TELEGRAM_MIN_LENGTH && text.length <= TELEGRAM_MAX_LENGTH)
        );
      })
      .test('pattern', M.profile.telegramPattern, (v) => {
        const text = (v ?? '').trim();
        return text === '' || TELEGRAM_PATTERN.test(text);
      }),
    country: yup.mixed().nullable().test('country', M.profile.country, chosen),
    country_mask: yup.mixed().nullable().test('country_mask', M.profile.country, chosen),
  });
}
export type ProfileSchema = ReturnType<typeof profileSchema>;

// ---------- Activation ----------
/**
 * The activation questionnaire: height, birthday (bound and 18+; "now" is Date.now() or
 * `context.nowMs`), weight with a point, country.
 */
export const activationSchema = yup.object({
  height: yup
    .mixed<number | string>()
    .nullable()
    .test('required', M.activation.required, (v) => !isBlank(v) && Number(v) > 0),
  birthday: yup
    .mixed<number | string>()
    .nullable()
    .test('required', M.activation.required, (v) => birthdayValueToUnix(v) !== null)
    .test('bound', M.activation.birthdayInvalid, (v) => {
      const unix = birthdayValueToUnix(v);
      return unix === null || (unix !== 'invalid' && unix >= EARLIEST_BIRTHDAY);
    })
    .test('age', M.activation.under18, function test(v) {
      const unix = birthdayValueToUnix(v);
      if (unix === null || unix === 'invalid') return true;
      return ageAt(unix, nowFrom(this.options.context)) >= MIN_AGE;
    }),
  weight: yup
    .mixed<number | string>()
    .nullable()
    .test('weight', M.activation.weight, (v) =>
      isValidWeight(typeof v === 'number' ? v.toFixed(1) : (v as string | null), {
        requireDot: true,
      }),
    ),
  country: yup.mixed().nullable().test('country', M.activation.country, chosen),
});
export type ActivationValues = yup.InferType<typeof activationSchema>;

// ---------- Frost ----------
export const frostSchema = yup.object({
  days: yup
    .number()
    .typeError(M.frost.days)
    .required(M.frost.days)
    .integer(M.frost.days)
    .min(FROST_DAYS_MIN, M.frost.days)
    .max(FROST_DAYS_MAX, M.frost.days),
});
export type FrostValues = yup.InferType<typeof frostSchema>;

// ---------- Avatar ----------
export interface FileLike {
  name?: string;
  type: string;
  size: number;
}

/** The avatar rule: png or jpeg, at most 5 MB. Returns the error text or null. */
export function avatarFileError(file: FileLike, maxBytes = 5242880): string | null {
  if (!['image/png', 'image/jpeg', 'image/jpg'].includes(file.type)) return M.avatar.type;
  if (file.size > maxBytes) return M.avatar.size;
  return null;
}

/** Errors of a whole form by field (first error each), for forms that do not use formik. */
export function collectErrors(schema: yup.AnySchema, values: unknown, context?: object) {
  try {
    schema.validateSync(values, { abortEarly: false, context });
    return {} as Record<string, string>;
  } catch (e) {
    if (!(e instanceof yup.ValidationError)) throw e;
    const errors: Record<string, string> = {};
    for (const inner of e.inner.length ? e.inner : [e]) {
      const path = inner.path ?? '';
      if (!(path in errors)) errors[path] = inner.message;
    }
    return errors;
  }
}
