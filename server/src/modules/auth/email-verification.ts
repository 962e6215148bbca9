// POST /email_verification_api/{hash}: public (outside /api).
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EmailVerificationParams, EmailVerificationResult, Envelope } from '@club/shared/contract';
import { badRequest } from '../../lib/errors';
import { ok } from '../../lib/envelope';
import { verifyEmail } from './service';

export const VERIFY_FAILED = 'Ссылка для подтверждения недействительна или устарела.';

const emailVerificationRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/email_verification_api/:hash',
    {
      schema: {
        params: EmailVerificationParams,
        response: { 200: Envelope(EmailVerificationResult) },
      },
      config: {
        rateLimit: { max: 30, timeWindow: 60_000 },
      },
    },
    async (request) => {
      const done = await verifyEmail(
        { db: app.db, clock: app.clock, log: app.log },
        request.params.hash,
      );
      if (!done) throw badRequest(VERIFY_FAILED);
      return ok({ message: 'Твой e-mail успешно подтвержден' });
    },
  );
};

export default emailVerificationRoutes;
