// Home: the member's courses and nutrition summary.
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Envelope, MainIndexResult, paths } from '@club/shared/contract';
import { sendMemberAnswer } from '../../lib/member-data';
import { mainIndexAnswer } from './service';

const mainRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    paths.mainIndex,
    { schema: { response: { 200: Envelope(MainIndexResult) } } },
    async (request, reply) => {
      const userId = request.user.id;
      // home opens with every page load: served from the member's cached answer while it holds
      return sendMemberAnswer(reply, app.db, userId, 'main', await app.clock.now(userId), (now) =>
        mainIndexAnswer(app.db, userId, now),
      );
    },
  );
};

export default mainRoutes;
