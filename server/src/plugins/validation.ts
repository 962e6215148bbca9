// Schema errors in Russian (ajv-i18n) and the ajv options every route shares.
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import localizeRu from 'ajv-i18n/localize/ru/index.js';
import { MESSAGES } from '../lib/errors';

export const ajvOptions = {
  customOptions: {
    removeAdditional: true as const,
    coerceTypes: true as const,
    useDefaults: true,
    allErrors: false,
  },
};

// ajv-i18n leaves JSON type names in English ("должно быть integer").
const TYPE_NAMES: Record<string, string> = {
  integer: 'целым числом',
  number: 'числом',
  string: 'строкой',
  boolean: 'логическим значением',
  object: 'объектом',
  array: 'массивом',
  null: 'пустым',
};

export function schemaErrorFormatter(errors: FastifySchemaValidationError[], _dataVar: string) {
  try {
    localizeRu(errors as never);
  } catch {
    // keep ajv's own messages
  }
  const first = errors[0];
  if (!first) return new Error(MESSAGES.badRequest);
  const missing = (first.params as { missingProperty?: string } | undefined)?.missingProperty;
  const field = missing ?? first.instancePath.split('/').filter(Boolean).join('.');
  const message = (first.message ?? '').replace(/должно быть (\w+)$/, (all, type: string) =>
    TYPE_NAMES[type] ? `должно быть ${TYPE_NAMES[type]}` : all,
  );
  const text = field && !missing ? `поле «${field}» ${message}` : message;
  return new Error(text ? `${MESSAGES.badRequest}: ${text}` : MESSAGES.badRequest);
}
