// The input rules every request field follows, written once. The contract's request schemas use
// these builders, and the server's validation plugin applies the same rules to any field a schema
// leaves open, so a route added later gets them without an edit.
import {
  Type,
  type IntegerOptions,
  type NumberOptions,
  type StringOptions,
} from '@sinclair/typebox';

/** 32-bit signed range: what a PostgreSQL `integer` column holds. */
export const INT32_MIN = -2147483648;
export const INT32_MAX = 2147483647;

/**
 * Text: no U+0000 (PostgreSQL refuses it) and no lone UTF-16 surrogate (not valid Unicode; the
 * database's UTF-8 cannot hold it). Pairs (emoji) are fine: the pattern is compiled with the `u` flag.
 */
export const TEXT_PATTERN = '^[^\\u0000\\uD800-\\uDFFF]*$';
const TEXT_RE = new RegExp(TEXT_PATTERN, 'u');
export const isSafeText = (value: string): boolean => TEXT_RE.test(value);

/** A free-text request field. */
export const Text = (options: StringOptions = {}) =>
  Type.String({ ...options, pattern: options.pattern ?? TEXT_PATTERN });

/** A whole number sent by a client: finite and within 32 bits (tighter bounds may be given). */
export const Int = (options: IntegerOptions = {}) =>
  Type.Integer({
    ...options,
    minimum: Math.max(Number(options.minimum ?? INT32_MIN), INT32_MIN),
    maximum: Math.min(Number(options.maximum ?? INT32_MAX), INT32_MAX),
  });

/** An id sent by a client (a database serial). */
export const Id = () => Int({ minimum: 1 });

/** A number sent by a client: finite, within the same range as integers. */
export const Num = (options: NumberOptions = {}) =>
  Type.Number({
    ...options,
    minimum: Math.max(Number(options.minimum ?? INT32_MIN), INT32_MIN),
    maximum: Math.min(Number(options.maximum ?? INT32_MAX), INT32_MAX),
  });
