// The tracking service: its own Fastify instance (own port), POST /event, CORS open.
// Browsers send app_closed with navigator.sendBeacon, i.e. a text/plain body holding JSON.
import cors from '@fastify/cors';
import Fastify, { type FastifyError, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Envelope, MessageResult, TrackingEventBody, paths } from '@club/shared/contract';
import type { Db } from '../../db/client';
import { AppError, MESSAGES } from '../../lib/errors';
import { fail, ok } from '../../lib/envelope';
import { errorToEnvelope } from '../../plugins/error-handler';
import { ajvOptions, schemaErrorFormatter } from '../../plugins/validation';
import { createClock } from '../../lib/clock';
import { storeEvent } from './service';

export async function buildTrackingApp(db: Db, opts: FastifyServerOptions = {}) {
  const app = Fastify({
    logger: false,
    bodyLimit: 64 * 1024,
    ajv: ajvOptions,
    schemaErrorFormatter,
    ...opts,
  }).withTypeProvider<TypeBoxTypeProvider>();
  const clock = createClock(db);

  await app.register(cors, { origin: '*', methods: ['POST', 'OPTIONS'] });

  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new AppError(400, MESSAGES.badJson), undefined);
    }
  });

  app.setErrorHandler((err: FastifyError, request, reply) => errorToEnvelope(err, request, reply));
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(fail(MESSAGES.notFound)));

  app.post(
    paths.trackingEvent,
    { schema: { body: TrackingEventBody, response: { 200: Envelope(MessageResult) } } },
    async (request) => {
      await storeEvent(db, request.body, clock.systemNow());
      return ok({ message: 'ok' });
    },
  );
  return app;
}
