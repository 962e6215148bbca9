// The page of a password link (/reset-pass/#token=..., issue 31): whose link it is, then the new
// password with the rules and texts of the password change; success signs the member in (the
// token in the x-auth-token header, as at sign-in). Public: the member is signed out.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  Envelope,
  MessageResult,
  PASSWORD_ERROR_CODE,
  ResetPassBody,
  ResetPassCheckBody,
  ResetPassCheckResult,
  paths,
} from '@club/shared/contract';
import { collectErrors, passwordChangeSchema } from '@club/shared/validation';
import { AppError, MESSAGES, badRequest } from '../../lib/errors';
import { ok } from '../../lib/envelope';
import { bodyRecord } from './routes';
import { checkPasswordLink, setPasswordByLink } from './password-links';

const newPasswordSchema = passwordChangeSchema.pick(['new_password']);

/** The new password's first broken rule, as the password change says it (code 2: its field). */
export function newPasswordRuleError(body: Record<string, unknown>): AppError | null {
  const value = typeof body.new_password === 'string' ? body.new_password : '';
  const message = collectErrors(newPasswordSchema, { new_password: value }).new_password;
  return message ? badRequest(message, PASSWORD_ERROR_CODE.new) : null;
}

export const PASSWORD_SET_MESSAGE = 'Пароль изменен!';

const resetRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // a token is 256 random bits: the limit only keeps a flood off the database
  const rateLimit = {
    max: 30,
    timeWindow: 60_000,
    keyGenerator: (req: FastifyRequest) => req.ip,
    errorResponseBuilder: () => new AppError(429, MESSAGES.tooMany),
  };

  app.post(
    paths.resetPassCheck,
    {
      schema: { body: ResetPassCheckBody, response: { 200: Envelope(ResetPassCheckResult) } },
      config: { public: true, rateLimit },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await checkPasswordLink(app.db, app.clock, request.body.token));
    },
  );

  app.post(
    paths.resetPass,
    {
      preValidation: async (request) => {
        const error = newPasswordRuleError(bodyRecord(request));
        if (error) throw error;
      },
      schema: { body: ResetPassBody, response: { 200: Envelope(MessageResult) } },
      config: { public: true, rateLimit },
    },
    async (request, reply) => {
      const session = await setPasswordByLink(
        { db: app.db, clock: app.clock },
        request.body.token,
        request.body.new_password,
      );
      reply.header('x-auth-token', session.token);
      reply.header('access-control-expose-headers', 'x-auth-token');
      reply.header('cache-control', 'no-store');
      return ok({ message: PASSWORD_SET_MESSAGE });
    },
  );
};

export default resetRoutes;
