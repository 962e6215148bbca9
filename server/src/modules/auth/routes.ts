// Public auth calls: login, password recovery (under /api) and e-mail verification.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  Envelope,
  LoginBody,
  LoginResult,
  PassRecoveryBody,
  PassRecoveryResult,
  paths,
} from '@club/shared/contract';
import { AppError, MESSAGES, TooManyRequests, badRequest } from '../../lib/errors';
import { ok } from '../../lib/envelope';
import { loginRules, passRecoveryRules } from '../../lib/form-rules';
import { afterAnswer, answeredWorkDone } from './after-answer';
import { DEVICE_COOKIE, KNOWN_PLACE_TTL_MS, deviceIdOf, loginLimits, newDeviceId } from './limits';
import { login, normalizeEmail, requestPasswordRecovery } from './service';

export const RECOVERY_MESSAGE =
  'Если такой e-mail зарегистрирован, мы отправили на него письмо для восстановления пароля.';

export function bodyRecord(request: FastifyRequest): Record<string, unknown> {
  const b = request.body;
  return b && typeof b === 'object' && !Array.isArray(b) ? (b as Record<string, unknown>) : {};
}

/**
 * A preValidation hook checking the spec's form texts on the body as sent (before ajv coerces
 * types); whatever the schema still rejects afterwards gets the generic Russian 400.
 */
export function formRules(rules: (body: Record<string, unknown>) => string | null) {
  return async (request: FastifyRequest) => {
    const message = rules(bodyRecord(request));
    if (message) throw badRequest(message);
  };
}

/**
 * The device's id for the sign-in calls only (path /api/auth), never readable by scripts: it
 * proves nothing by itself, it only lets this device still try a password while the account is
 * closed to new places (modules/auth/limits.ts).
 */
export const deviceCookie = (id: string, secure: boolean) =>
  `${DEVICE_COOKIE}=${id}; Path=/api/auth; Max-Age=${Math.floor(KNOWN_PLACE_TTL_MS / 1000)}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;

const authRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const deps = { db: app.db, clock: app.clock, log: app.log };

  const limits = loginLimits(app.db, {
    pairMax: app.config.loginRateMax,
    ipMax: app.config.loginRateIpMax,
    windowMs: app.config.loginRateWindowMs,
    accountMax: app.config.loginRateAccountMax,
    accountWindowMs: app.config.loginRateAccountWindowMs,
  });

  app.post(
    paths.login,
    {
      preValidation: formRules(loginRules),
      schema: { body: LoginBody, response: { 200: Envelope(LoginResult) } },
      config: { public: true },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const now = app.clock.systemNow();
      const device = deviceIdOf(request.headers.cookie);
      const place = { ip: request.ip, device };
      // checked before the password, so a locked account gives a guesser nothing to learn
      const verdict = await limits.check(email, place, now);
      if (verdict.blocked)
        throw new TooManyRequests(MESSAGES.tooManyLogin, verdict.retryAfterSeconds);
      const session = await login(deps, email, request.body.password, {
        remember: request.body.remember ?? true,
      });
      if (!session) {
        await limits.failed(email, place, now);
        throw badRequest(MESSAGES.wrongCredentials);
      }
      // this device is known from now on: a new id for a device without one
      const deviceId = device ?? newDeviceId();
      await limits.succeeded(email, { ...place, device: deviceId }, now);
      reply.header('set-cookie', deviceCookie(deviceId, request.protocol === 'https'));
      reply.header('x-auth-token', session.token);
      reply.header('access-control-expose-headers', 'x-auth-token');
      reply.header('cache-control', 'no-store');
      return ok({ message: 'Вход выполнен' });
    },
  );

  app.post(
    paths.passRecovery,
    {
      preValidation: formRules(passRecoveryRules),
      schema: { body: PassRecoveryBody, response: { 200: Envelope(PassRecoveryResult) } },
      config: {
        public: true,
        // per address; a flood aimed at one e-mail is capped quietly in the service instead, so
        // a locked-out member can always ask for a recovery letter from their own address
        rateLimit: {
          max: app.config.recoveryRateMax,
          timeWindow: app.config.loginRateWindowMs,
          hook: 'preHandler',
          keyGenerator: (req: FastifyRequest) => req.ip,
          errorResponseBuilder: () => new AppError(429, MESSAGES.tooMany),
        },
      },
      // the same answer for every address, and it leaves before any work on the address starts
      // (issue 42: a known address's link, letter and outbox took twice as long)
      onResponse: async (request, reply) => {
        if (reply.statusCode !== 200) return;
        const { email } = request.body;
        afterAnswer(app.db, request.log, () => requestPasswordRecovery(deps, email, app.mail));
      },
    },
    async () => ok({ message: RECOVERY_MESSAGE }),
  );
  // a graceful stop lets the recoveries under way write their letters
  app.addHook('onClose', async () => answeredWorkDone(app.db));
};

export default authRoutes;
