// Tester calls of the contest (spec part 2 §7, §2.11): no body; each acts on the calling member's
// own contest reports. clear deletes them (with their photos), approve accepts them (which opens
// the after report), reject refuses them: a decision of the club like any other
// (contest/review.ts), so the member is notified in the app and an open contest page follows live.
// The production-host guard of /api/testers/* is a hook of its own (not here).
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  contestTesterPaths,
  Envelope,
  MessageResult,
  type ContestReportType,
} from '@club/shared/contract';
import { dynamicsReports } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { CONTEST_MESSAGES } from '../contest/messages';
import { contestReportIds, decideContestReport, type ContestDecision } from '../contest/review';
import { removePhotos } from '../dynamics/photos';
import { photosOf } from '../dynamics/reports';
import { contestQueueChanged } from '../staff-review/contest-queue-live';

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
    await contestQueueChanged(app.db, app.log);
    return ok({ message: CONTEST_MESSAGES.success });
  });

  // every contest report of the caller, through the one decision of the club (contest/review.ts):
  // a notification leading to the contest, counted live, and an open contest page updated
  const decide =
    (status: ContestDecision['status']) => async (request: { user: { id: number } }) => {
      const deps = {
        db: app.db,
        clock: app.clock,
        notifyMember: app.realtime.notifyMember,
        push: app.push,
        log: app.log,
      };
      for (const id of await contestReportIds(app.db, request.user.id))
        await decideContestReport(deps, request.user.id, id, { status });
      await contestQueueChanged(app.db, app.log);
      return ok({ message: CONTEST_MESSAGES.success });
    };
  app.post(contestTesterPaths.approve, { schema }, decide('approve'));
  app.post(contestTesterPaths.reject, { schema }, decide('reject'));
};

export default testerContestRoutes;
