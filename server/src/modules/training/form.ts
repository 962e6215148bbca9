// Form bodies (multipart, urlencoded or JSON) as the training calls read them: empty values are
// absent, flags may be true/false/1/0/"on", and the questionnaire's rules run on the values as sent.
import type { FastifyRequest } from 'fastify';
import {
  activationSchema,
  birthdayValueToUnix,
  collectErrors,
  MESSAGES as FORM,
} from '@club/shared/validation';
import { badRequest } from '../../lib/errors';

type Form = Record<string, unknown>;

export function formOf(request: FastifyRequest): Form {
  const b = request.body;
  return b && typeof b === 'object' && !Array.isArray(b) ? (b as Form) : {};
}

const EMPTY = new Set(['', 'null', 'undefined']);
const TRUE = new Set(['true', '1', 'on', 'yes']);
const FALSE = new Set(['false', '0', 'off', 'no']);

/** Drops empty fields and turns the listed flags into booleans (unknown flag text stays as sent). */
export function normalizeForm(form: Form, flags: string[] = []): Form {
  for (const [key, value] of Object.entries(form)) {
    const text = typeof value === 'string' ? value.trim() : null;
    if (value === null || value === undefined || (text !== null && EMPTY.has(text))) {
      delete form[key];
    } else if (flags.includes(key)) {
      const flag = typeof value === 'number' ? String(value) : (text ?? '').toLowerCase();
      if (TRUE.has(flag)) form[key] = true;
      else if (FALSE.has(flag)) form[key] = false;
    }
  }
  return form;
}

const ACTIVATION_FIELDS = ['height', 'birthday', 'weight', 'country'] as const;

/**
 * The shared activation rules (height, birthday with the bound and 18+ on the member's clock,
 * weight with its point, country) in field order; then the birthday is kept as unix seconds.
 */
export function checkActivationForm(form: Form, nowMs: number) {
  const errors = collectErrors(activationSchema, form, { nowMs });
  for (const field of ACTIVATION_FIELDS) {
    if (errors[field]) throw badRequest(errors[field]);
  }
  const first = Object.values(errors)[0];
  if (first) throw badRequest(/[А-Яа-яЁё]/.test(first) ? first : FORM.activation.required);
  const birthday = birthdayValueToUnix(form.birthday);
  if (typeof birthday === 'number') form.birthday = birthday;
}
