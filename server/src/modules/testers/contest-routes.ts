// Tester calls of the contest (spec part 2 §7, §2.11): no body; each acts on the calling member's
// own contest reports. clear deletes them (with their photos), approve accepts them (which opens
// the after report), reject refuses them. The production-host guard of /api/testers/* is a hook of
// its own (not here).
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  contestTesterPaths,
  Envelope,
  MessageResult,
  type ContestReportStatus,
  type ContestReportType,
} from '@club/shared/contract';
import { dynamicsReports } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { CONTEST_MESSAGES, reviewMessage } from '../contest/messages';
import { removePhotos } from '../dynamics/photos';
import { photosOf } from '../dynamics/reports';
import { pushToMember } from '../notifications/push';

const CONTEST_PUSH_TITLE = 'Конкурс «До и после»';

const CONTEST_KINDS: ContestReportType[] = ['before', 'after'];

const testerContestRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const schema = { response: { 200: Envelope(MessageResult) } };
  const ownContestReports = (userId: number) =>
    and(eq(dynamicsReports.userId, userId), inArray(dynamicsReports.kind, CONTEST_KINDS));

  app.post(contestTesterPaths.clear, { schema }, async (request) => {
    const rows = await app.db
      .select({ id: dynamicsReports.id })
      .from(dynamicsReports)
      .where(ownContestReports(request.user.id));
    const photos = [
      ...(
        await photosOf(
          app.db,
          rows.map((r) => r.id),
        )
      ).values(),
    ].flat();
    await app.db.delete(dynamicsReports).where(ownContestReports(request.user.id));
    await removePhotos(app.storage, photos);
    return ok({ message: CONTEST_MESSAGES.success });
  });

  const review = (status: ContestReportStatus) => async (request: { user: { id: number } }) => {
    const now = await app.clock.now(request.user.id);
    for (const kind of CONTEST_KINDS) {
      const updated = await app.db
        .update(dynamicsReports)
        .set({ status, message: reviewMessage(kind, status), updatedAt: now })
        .where(and(ownContestReports(request.user.id), eq(dynamicsReports.kind, kind)))
        .returning({ id: dynamicsReports.id });
      // an approved report reaches the member's devices too (FCM, when configured)
      if (status === 'approve' && updated.length) {
        await pushToMember({ db: app.db, push: app.push, log: app.log }, request.user.id, {
          title: CONTEST_PUSH_TITLE,
          body: reviewMessage(kind, status),
          link: { link: 'CONTEST' },
        });
      }
    }
    return ok({ message: CONTEST_MESSAGES.success });
  };
  app.post(contestTesterPaths.approve, { schema }, review('approve'));
  app.post(contestTesterPaths.reject, { schema }, review('reject'));
};

export default testerContestRoutes;
