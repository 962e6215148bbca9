// The contest calls (spec part 2 §7): the member's contest, sending a contest report, refusing.
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  contestPaths,
  ContestMessageResult,
  ContestReportResult,
  ContestResult,
  Envelope,
} from '@club/shared/contract';
import { ok } from '../../lib/envelope';
import { formOf, reportRateLimit, reportUploadErrors, sendKeyOf } from '../dynamics/routes';
import type { ReportDeps } from '../dynamics/reports';
import { CONTEST_MESSAGES as M } from './messages';
import { contestOf, refuseContest, sendContestReport } from './service';
import { inSection } from '../../plugins/sections';
import { contestQueueChanged } from '../staff-review/contest-queue-live';

const contestRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // refused while the member has the section switched off (plugins/sections.ts)
  inSection(fastify, 'CONTEST');
  const deps: ReportDeps = { db: app.db, clock: app.clock, storage: app.storage, log: app.log };

  // the spec's path ends with a slash; the bare one answers the same
  for (const url of [contestPaths.contest, contestPaths.contest.replace(/\/$/, '')])
    app.get(url, { schema: { response: { 200: Envelope(ContestResult) } } }, async (request) =>
      ok({ contest: await contestOf(deps, request.user.id) }),
    );

  app.post(
    contestPaths.report,
    {
      errorHandler: reportUploadErrors,
      schema: { response: { 200: Envelope(ContestReportResult) } },
      config: { rateLimit: reportRateLimit(app.config.reportRateMax) },
    },
    async (request) => {
      const key = sendKeyOf(request);
      const report = await sendContestReport(deps, request.user.id, formOf(request), key);
      // the moderators' queue and count follow (a repeated send changes nothing: no harm)
      await contestQueueChanged(app.db, app.log);
      return ok({ report, message: M.sent });
    },
  );

  app.post(
    contestPaths.refuse,
    { schema: { response: { 200: Envelope(ContestMessageResult) } } },
    async (request) => {
      await refuseContest(deps, request.user.id);
      await contestQueueChanged(app.db, app.log);
      return ok({ message: M.refused });
    },
  );
};

export default contestRoutes;
