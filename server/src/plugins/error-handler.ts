// Every failure becomes the envelope with a Russian message; a 5xx never leaks internals.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, DEFAULT_RETRY_AFTER_SECONDS, MESSAGES, TooManyRequests } from '../lib/errors';
import { fail } from '../lib/envelope';

const HANDLER_STARTED = Symbol('handlerStarted');

/** What reading a body fails with when its client is gone. */
const ABORT_CODES = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'ECONNABORTED', 'EPIPE']);

/** The request's client aborted it: the stream was aborted, or closed before its body ended. */
function clientAborted(request: FastifyRequest, err: FastifyError): boolean {
  const raw = request.raw;
  if (raw.readableAborted) return true;
  return ABORT_CODES.has(err.code) && raw.complete === false;
}

/**
 * Every 429 says when to try again: the limit's own time (a TooManyRequests, or the header the
 * rate-limit plugin set before its error), else DEFAULT_RETRY_AFTER_SECONDS.
 */
function retryAfter(err: unknown, reply: FastifyReply) {
  if (err instanceof TooManyRequests)
    reply.header('retry-after', String(Math.max(1, Math.ceil(err.retryAfterSeconds))));
  else if (!reply.hasHeader('retry-after'))
    reply.header('retry-after', String(DEFAULT_RETRY_AFTER_SECONDS));
}

export function errorToEnvelope(
  err: FastifyError | AppError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (err instanceof AppError) {
    if (err.statusCode === 429) retryAfter(err, reply);
    return reply.code(err.statusCode).send(fail(err.message, err.code));
  }
  const e = err as FastifyError;
  if (e.validation) return reply.code(400).send(fail(e.message));
  switch (e.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return reply.code(400).send(fail(MESSAGES.badJson));
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return reply.code(400).send(fail('Пустое тело запроса'));
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return reply.code(415).send(fail(MESSAGES.unsupportedMedia));
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return reply.code(413).send(fail(MESSAGES.tooLarge));
  }
  // The client went away mid-request (an upload aborted, a tab closed, a phone out of signal):
  // nobody's fault, and no answer reaches anyone; noted for debugging only.
  if (clientAborted(request, e)) {
    request.log.info({ code: e.code }, 'request aborted by the client');
    return reply.code(400).send(fail(MESSAGES.badRequest));
  }
  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (status === 429) {
    retryAfter(err, reply);
    return reply.code(429).send(fail(MESSAGES.tooMany));
  }
  if (status === 404) return reply.code(404).send(fail(MESSAGES.notFound));
  if (status >= 400 && status < 500) return reply.code(status).send(fail(MESSAGES.badRequest));
  // An error before the handler ran while reading a body (e.g. a broken multipart stream) is the
  // client's fault, not ours.
  const raw = request as unknown as Record<symbol, unknown>;
  if (!raw[HANDLER_STARTED] && request.headers['content-type'] && request.method !== 'GET') {
    request.log.warn({ err }, 'request body rejected');
    return reply.code(400).send(fail(MESSAGES.badRequest));
  }
  request.log.error({ err }, 'unexpected error');
  return reply.code(500).send(fail(MESSAGES.internal));
}

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route runs (a path that is not
 * valid UTF-8 after decoding, a parameter longer than the router allows) gets the envelope too.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return reply.code(414).send(fail(MESSAGES.tooLong));
  return reply.code(400).send(fail(MESSAGES.badRequest));
}

export default fp(
  async (app: FastifyInstance) => {
    app.addHook('preHandler', async (request) => {
      (request as unknown as Record<symbol, unknown>)[HANDLER_STARTED] = true;
    });
    app.setErrorHandler((err: FastifyError, request, reply) =>
      errorToEnvelope(err, request, reply),
    );
  },
  { name: 'error-handler' },
);
