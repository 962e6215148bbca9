import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Envelope, FaqCategoriesResult, FaqsResult, paths } from '@club/shared/contract';
import { ok } from '../../lib/envelope';
import { listFaqCategories, listFaqs } from './service';

const faqRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    paths.faqCategories,
    { schema: { response: { 200: Envelope(FaqCategoriesResult) } } },
    async () => ok({ categories: await listFaqCategories(app.db) }),
  );
  app.get(paths.faqs, { schema: { response: { 200: Envelope(FaqsResult) } } }, async () =>
    ok({ faqs: await listFaqs(app.db) }),
  );
};

export default faqRoutes;
