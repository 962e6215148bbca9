// The tracking service: its own Fastify instance (own port), POST /event, CORS open.
// Browsers send app_closed with navigator.sendBeacon, i.e. a text/plain body holding JSON (and,
// since a beacon carries no headers, the session token as `auth_token` in that body).
// Bounded: a 4 KB body, checked fields (contract TrackingEventBody), an event_time near the
// server's, and a per-address rate limit counted in the database (shared by every process). The
// address is the API's: X-Forwarded-For only from the balancers of TRUST_PROXY (lib/client-address).
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyError, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  Envelope,
  MessageResult,
  TRACKING_BODY_LIMIT,
  TrackingEventBody,
  paths,
} from '@club/shared/contract';
import type { Db } from '../../db/client';
import { AppError, MESSAGES } from '../../lib/errors';
import { trustProxyOption } from '../../lib/client-address';
import { fail, ok } from '../../lib/envelope';
import { databaseRateLimitStore } from '../../lib/limits';
import { errorToEnvelope, frameworkErrors } from '../../plugins/error-handler';
import validation, { ajvOptions, schemaErrorFormatter } from '../../plugins/validation';
import { createClock, type Clock } from '../../lib/clock';
import { resolveSession, type SessionPolicy } from '../auth/sessions';
import { storeEvent } from './service';

export interface TrackingSettings {
  /** events per address per minute */
  rateMax: number;
  sessions: SessionPolicy;
  clock?: Clock;
  /** TRUST_PROXY (config.trustProxy): the balancers whose X-Forwarded-For names the client */
  trustedProxies: string[];
}

const DEFAULTS: TrackingSettings = {
  rateMax: 120,
  sessions: { idleMs: 12 * 3600_000, rememberIdleMs: 30 * 24 * 3600_000 },
  trustedProxies: [],
};

export async function buildTrackingApp(
  db: Db,
  opts: FastifyServerOptions = {},
  settings: Partial<TrackingSettings> = {},
) {
  const {
    rateMax,
    sessions,
    clock = createClock(db),
    trustedProxies,
  } = { ...DEFAULTS, ...settings };
  const app = Fastify({
    logger: false,
    ajv: ajvOptions,
    schemaErrorFormatter,
    frameworkErrors,
    ...opts,
    trustProxy: trustProxyOption(trustedProxies),
    bodyLimit: TRACKING_BODY_LIMIT,
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(cors, {
    origin: '*',
    methods: ['POST', 'OPTIONS'],
    allowedHeaders: ['content-type', 'x-auth-token'],
  });
  await app.register(validation);
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db),
    errorResponseBuilder: () => new AppError(429, MESSAGES.tooMany),
  });

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
    {
      schema: { body: TrackingEventBody, response: { 200: Envelope(MessageResult) } },
      config: { rateLimit: { max: rateMax, timeWindow: 60_000 } },
    },
    async (request) => {
      const header = request.headers['x-auth-token'];
      const token = (Array.isArray(header) ? header[0] : header) ?? request.body.auth_token;
      const now = clock.systemNow();
      // the member of a valid token (not touched: an event is not a member's request)
      const live =
        token && token.length <= 200
          ? await resolveSession(db, { token }, sessions, now, false)
          : null;
      await storeEvent(db, request.body, now, live?.userId ?? null);
      return ok({ message: 'ok' });
    },
  );
  return app;
}
