// What the server logs holds no personal data: names, e-mails, phones, push tokens, passwords and
// tokens are replaced by "[redacted]" wherever they appear in a logged object, and the parameters
// of a failed SQL query (drizzle puts them into the error message: "Failed query: ...\nparams: ...")
// are dropped. URLs lose their secrets (the e-mail verification hash, a signed file URL's signature).
import type { FastifyServerOptions } from 'fastify';

export const REDACTED = '[redacted]';

/** Keys whose values are personal or secret, at any depth of a logged object (lower case). */
const PERSONAL_KEYS = new Set([
  'name',
  'email',
  'phone',
  'telegram',
  'birthday',
  'password',
  'old_password',
  'new_password',
  'passwordhash',
  'password_hash',
  'token',
  'tokenhash',
  'token_hash',
  'auth_token',
  'x-auth-token',
  'authorization',
  'cookie',
  'set-cookie',
  'firebase_token',
  'firebaseid',
  'firebasepass',
  'params',
  'parameters',
  'values',
  'detail',
  'message_text',
]);

/** drizzle's failed-query message and pg's "Key (email)=(...)" details */
export function scrubText(text: string): string {
  return text
    .replace(/(\n\s*params:)[\s\S]*$/i, `$1 ${REDACTED}`)
    .replace(/(Key \([^)]*\)=\()[^)]*(\))/g, `$1${REDACTED}$2`)
    .replace(/(\/email_verification(?:_api)?\/)[^/?\s"]+/g, `$1${REDACTED}`)
    .replace(/([?&]s=)[^&\s"]+/g, `$1${REDACTED}`);
}

/**
 * A request's URL for the log, without its secrets. The router and the query parser read
 * `/%65mail_verification_api/...` and `?%73=` as the plain names, so the URL is judged (and
 * written) as they read it: percent-escapes of letters decoded first (decodeURI keeps `%2F`,
 * `%3F`, `%26`, `%3D` as they are, so the path's and query's structure does not change).
 */
export function scrubUrl(url: string): string {
  let text = url;
  try {
    text = decodeURI(url);
  } catch {
    // a malformed escape: judged as written
  }
  return scrubText(text);
}

export function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] = PERSONAL_KEYS.has(key.toLowerCase()) ? REDACTED : scrub(v, depth + 1);
  }
  return out;
}

/** An error as pino would write it (type, message, stack, code, cause...), scrubbed. */
export function serializeError(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error)) return scrub(err);
  const e = err as Error & Record<string, unknown>;
  const out: Record<string, unknown> = {
    type: e.constructor?.name ?? 'Error',
    message: scrubText(e.message),
    stack: e.stack ? scrubText(e.stack) : undefined,
  };
  for (const [key, v] of Object.entries(e)) {
    if (key === 'cause' || key in out) continue;
    out[key] = PERSONAL_KEYS.has(key.toLowerCase()) || key === 'query' ? REDACTED : scrub(v);
  }
  if (e.cause !== undefined && depth < 3) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  hostname?: string;
  ip?: string;
}

/** Fastify logger options: the level plus the redaction above. */
export function loggerOptions(level: string): NonNullable<FastifyServerOptions['logger']> {
  const options = {
    level,
    serializers: {
      err: serializeError,
      error: serializeError,
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: req.url ? scrubUrl(req.url) : req.url,
        hostname: req.hostname,
        remoteAddress: req.ip,
      }),
    },
    formatters: {
      log: (obj: Record<string, unknown>) => {
        const out: Record<string, unknown> = {};
        for (const [key, v] of Object.entries(obj))
          out[key] =
            key === 'err' || key === 'error' || key === 'req' || key === 'res'
              ? v
              : PERSONAL_KEYS.has(key.toLowerCase())
                ? REDACTED
                : scrub(v);
        return out;
      },
    },
  };
  // Fastify types its `err` serializer narrowly (FastifyError -> plain object); ours is wider
  return options as unknown as NonNullable<FastifyServerOptions['logger']>;
}
