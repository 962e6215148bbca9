// Home: courses and nutrition arrive with later issues; the shape is the contract's already.
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
    async (request) => ok(await getMainIndex(app.db, request.user.id)),
  );
};

export default mainRoutes;
