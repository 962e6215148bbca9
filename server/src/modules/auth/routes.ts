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
import { AppError, MESSAGES, badRequest } from '../../lib/errors';
import { ok } from '../../lib/envelope';
import { loginRules, passRecoveryRules } from '../../lib/form-rules';
import { loginLimits } from './limits';
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

const authRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const deps = { db: app.db, clock: app.clock, log: app.log };

  const limits = loginLimits(app.db, {
    emailMax: app.config.loginRateMax,
    ipMax: app.config.loginRateIpMax,
    windowMs: app.config.loginRateWindowMs,
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
      // checked before the password, so a locked account gives a guesser nothing to learn
      if (await limits.blocked(email, request.ip, now))
        throw new AppError(429, MESSAGES.tooManyLogin);
      const session = await login(deps, email, request.body.password, {
        remember: request.body.remember ?? true,
      });
      if (!session) {
        await limits.failed(email, request.ip, now);
        throw badRequest(MESSAGES.wrongCredentials);
      }
      await limits.succeeded(email);
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
    },
    async (request) => {
      await requestPasswordRecovery(deps, request.body.email, app.mail);
      return ok({ message: RECOVERY_MESSAGE });
    },
  );
};

export default authRoutes;
