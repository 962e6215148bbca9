import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  Envelope,
  FeedbackCategoriesResult,
  FeedbackSendBody,
  FeedbackSendResult,
  paths,
} from '@club/shared/contract';
import { badRequest } from '../../lib/errors';
import { ok } from '../../lib/envelope';
import { feedbackRules } from '../../lib/form-rules';
import { formRules } from '../auth/routes';
import { listFeedbackCategories, sendFeedback } from './service';

export const UNKNOWN_THEME = 'Выбрана несуществующая тема обращения';

const feedbackRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    paths.feedbackCategories,
    { schema: { response: { 200: Envelope(FeedbackCategoriesResult) } } },
    async () => ok({ categories: await listFeedbackCategories(app.db) }),
  );

  app.post(
    paths.feedbackSend,
    {
      preValidation: formRules(feedbackRules),
      schema: { body: FeedbackSendBody, response: { 200: Envelope(FeedbackSendResult) } },
      // per member (counted in the database), after the auth guard has found the member
      config: {
        rateLimit: {
          max: app.config.feedbackRateMax,
          timeWindow: 3600_000,
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `member:${request.user.id}`,
        },
      },
    },
    async (request) => {
      const sent = await sendFeedback(app.db, app.clock, request.user.id, request.body);
      if (!sent) throw badRequest(UNKNOWN_THEME);
      return ok({ message: 'Отправлено!' });
    },
  );
};

export default feedbackRoutes;
