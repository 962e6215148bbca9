// Home: the member's courses and nutrition summary.
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Envelope, MainIndexResult, paths } from '@club/shared/contract';
import { ok } from '../../lib/envelope';
import { getMainIndex } from './service';

const mainRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    paths.mainIndex,
    { schema: { response: { 200: Envelope(MainIndexResult) } } },
    async (request) => ok(await getMainIndex(app.db, app.clock, request.user.id)),
  );
};

export default mainRoutes;
