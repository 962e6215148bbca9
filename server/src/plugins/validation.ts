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

export function schemaErrorFormatter(errors: FastifySchemaValidationError[], dataVar: string) {
  try {
    localizeRu(errors as never);
  } catch {
    // keep ajv's own messages
  }
  const first = errors[0];
  const where = `${dataVar}${first?.instancePath ?? ''}`.replace(/\//g, '.');
  const text = first ? `${where} ${first.message ?? ''}`.trim() : '';
  return new Error(text ? `${MESSAGES.badRequest}: ${text}` : MESSAGES.badRequest);
}
