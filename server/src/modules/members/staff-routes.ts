// The staff app's account creation (issue 31): POST /api/staff/members for whoever holds the
// members:create permission. Answers the new member's id; the welcome letter is in the outbox.
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Envelope, StaffMemberBody, StaffMemberResult, staffPaths } from '@club/shared/contract';
import { ok } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { bodyRecord } from '../auth/routes';
import { createMember, memberInputError } from './service';

const staffRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    staffPaths.members,
    {
      // the texts of the form rules, on the body as sent
      preValidation: async (request) => {
        const body = bodyRecord(request);
        const problem = memberInputError(body.email, body.name);
        if (problem) throw badRequest(problem);
      },
      schema: { body: StaffMemberBody, response: { 200: Envelope(StaffMemberResult) } },
      config: { permission: 'members:create' },
    },
    async (request) => {
      const created = await createMember(
        { db: app.db, mail: app.mail },
        { email: request.body.email, name: request.body.name, packId: request.body.pack_id },
        app.clock.systemNow(),
        request.staff,
      );
      return ok({
        id: created.userId,
        email: created.email,
        user_pack_id: created.userPackId,
        message: created.message,
      });
    },
  );
};

export default staffRoutes;
