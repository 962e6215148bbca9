// Request validation shared by every route: ajv options, schema errors in Russian (ajv-i18n), and
// the input rules of @club/shared/contract (rules.ts) applied to EVERY request schema when its
// route is registered, so a field a schema leaves open (a plain string, an unbounded integer) still
// refuses NUL, lone surrogates, Infinity and out-of-range numbers with a 400 instead of reaching
// the database. Every registered route is also listed in `app.routeCatalog` (the input fuzz test
// walks it, so routes added later are covered without an edit).
import type { FastifyInstance, FastifySchema, FastifyServerOptions } from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import fp from 'fastify-plugin';
import localizeRu from 'ajv-i18n/localize/ru/index.js';
import { INT32_MAX, INT32_MIN, TEXT_PATTERN } from '@club/shared/contract';
import { MESSAGES } from '../lib/errors';
import { audienceOf, type Audience } from './audience';

/**
 * `finite`: ajv skips minimum/maximum for a value its type coercion turned into Infinity ("1e400",
 * "Infinity" in a path), so numbers carry this keyword too (added to every number by hardenSchema).
 */
type AjvPlugin = NonNullable<
  Extract<FastifyServerOptions['ajv'], { plugins?: unknown }>['plugins']
>[number];
interface AjvLike {
  addKeyword(definition: object): unknown;
}
function finiteKeyword(ajv: AjvLike) {
  ajv.addKeyword({
    keyword: 'finite',
    // no `type: 'number'`: ajv guards its number keywords with isFinite(), which would skip this one
    schemaType: 'boolean',
    errors: false,
    validate: (on: boolean, data: unknown) =>
      !on || typeof data !== 'number' || Number.isFinite(data),
  });
}

export const ajvOptions = {
  customOptions: {
    removeAdditional: true as const,
    coerceTypes: true as const,
    useDefaults: true,
    allErrors: false,
  },
  plugins: [finiteKeyword as unknown as AjvPlugin],
};

export const BAD_TEXT = 'содержит недопустимые символы';
export const NOT_FINITE = 'должно быть конечным числом';

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
  const first = errors[0];
  if (!first) return new Error(MESSAGES.badRequest);
  const textRule =
    first.keyword === 'pattern' &&
    (first.params as { pattern?: string } | undefined)?.pattern === TEXT_PATTERN;
  try {
    localizeRu(errors as never);
  } catch {
    // keep ajv's own messages
  }
  const missing = (first.params as { missingProperty?: string } | undefined)?.missingProperty;
  const field = missing ?? first.instancePath.split('/').filter(Boolean).join('.');
  const message = textRule
    ? BAD_TEXT
    : first.keyword === 'finite'
      ? NOT_FINITE
      : (first.message ?? '').replace(/должно быть (\w+)$/, (all, type: string) =>
          TYPE_NAMES[type] ? `должно быть ${TYPE_NAMES[type]}` : all,
        );
  const text = field && !missing ? `поле «${field}» ${message}` : message;
  return new Error(text ? `${MESSAGES.badRequest}: ${text}` : MESSAGES.badRequest);
}

type Json = Record<string, unknown>;
const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const hasType = (node: Json, type: string) =>
  node.type === type || (Array.isArray(node.type) && node.type.includes(type));

/**
 * A copy of a request schema with the contract's input rules on every string (the text pattern)
 * and every number (finite, 32-bit range). Tighter bounds and the schema's own patterns stay.
 */
export function hardenSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(hardenSchema);
  if (!isObj(schema)) return schema;
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    // `const`, `enum`, `default`, `examples` hold values, not schemas
    out[key] = ['const', 'enum', 'default', 'examples'].includes(key) ? value : hardenSchema(value);
  }
  if (hasType(out, 'string') && out.enum === undefined && out.const === undefined) {
    if (out.pattern === undefined) out.pattern = TEXT_PATTERN;
    else if (out.pattern !== TEXT_PATTERN)
      out.allOf = [...((out.allOf as unknown[]) ?? []), { pattern: TEXT_PATTERN }];
  }
  if (hasType(out, 'integer') || hasType(out, 'number')) {
    out.minimum = Math.max(typeof out.minimum === 'number' ? out.minimum : INT32_MIN, INT32_MIN);
    out.maximum = Math.min(typeof out.maximum === 'number' ? out.maximum : INT32_MAX, INT32_MAX);
    out.finite = true;
  }
  return out;
}

const REQUEST_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

export interface CatalogRoute {
  method: string;
  url: string;
  schema: FastifySchema;
  public: boolean;
  /** a long-lived answer (config.stream): the realtime stream */
  stream: boolean;
  /** who may call it (plugins/audience.ts): member, staff or any signed-in account */
  audience: Audience;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** every route registered after the validation plugin, with its (hardened) request schema */
    routeCatalog: CatalogRoute[];
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const catalog: CatalogRoute[] = [];
    app.decorate('routeCatalog', catalog);
    app.addHook('onRoute', (route) => {
      if (route.schema) {
        const schema: Json = { ...route.schema };
        for (const part of REQUEST_PARTS)
          if (schema[part]) schema[part] = hardenSchema(schema[part]);
        route.schema = schema as FastifySchema;
      }
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods)
        catalog.push({
          method,
          url: route.url,
          schema: route.schema ?? {},
          public: Boolean(route.config?.public),
          stream: Boolean(route.config?.stream),
          audience: audienceOf(route.config, route.url),
        });
    });
  },
  { name: 'validation' },
);
