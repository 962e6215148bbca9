// The staff app's progress review (progress:review) and contest moderation (contest:moderate)
// calls (paths and texts: @club/shared staff-review.ts). The member's token is refused by the
// audience guard, a staff member without the permission by the permission guard.
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ContestDecisionBody,
  ContestDecisionResult,
  ContestQueueResult,
  ContestWaitingResult,
  ModerationReportResult,
  Envelope,
  IdParams,
  ProgressQueueResult,
  ProgressReportQuery,
  ProgressReportResult,
  ProgressReviewBody,
  ProgressReviewResult,
  QueueQuery,
  REVIEW_MESSAGES as M,
  staffQueuePaths,
  staffReviewPaths,
} from '@club/shared/contract';
import { ok } from '../../lib/envelope';
import { unauthorized } from '../../lib/errors';
import type { ChatDeps } from '../chats/service';
import { decideContestReport } from '../contest/review';
import type { StaffIdentity } from '../staff/identity';
import { viewerFor } from '../staff/visibility';
import { contestQueue, contestReport, contestReportRow, latestDecision } from './contest';
import { contestQueueChanged, contestWaiting } from './contest-queue-live';
import { progressQueue, progressReport, reviewReport } from './progress';

const staffReviewRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const now = () => app.clock.systemNow();
  const me = (request: { staff: StaffIdentity | null }): StaffIdentity => {
    if (!request.staff) throw unauthorized();
    return request.staff;
  };
  const chat: ChatDeps = {
    db: app.db,
    clock: app.clock,
    storage: app.storage,
    notifyMember: app.realtime.notifyMember,
    push: app.push,
  };

  // ---------- progress review ----------
  app.get(
    staffReviewPaths.progress,
    {
      schema: { querystring: QueueQuery, response: { 200: Envelope(ProgressQueueResult) } },
      config: { permission: 'progress:review' },
    },
    async (request) => {
      const identity = me(request);
      const viewer = await viewerFor(app.db, identity, now());
      const { after_at: afterAt, after_id: afterId } = request.query;
      return ok(await progressQueue(app.db, identity, viewer, { afterAt, afterId }));
    },
  );

  app.get(
    staffReviewPaths.progressReportRoute,
    {
      schema: {
        params: IdParams,
        querystring: ProgressReportQuery,
        response: { 200: Envelope(ProgressReportResult) },
      },
      config: { permission: 'progress:review' },
    },
    async (request) => {
      const identity = me(request);
      const at = now();
      const viewer = await viewerFor(app.db, identity, at);
      return ok(
        await progressReport(
          { db: app.db, chat, now: at },
          identity,
          viewer,
          request.params.id,
          request.query.compare,
        ),
      );
    },
  );

  app.post(
    staffReviewPaths.progressReviewRoute,
    {
      schema: {
        params: IdParams,
        body: ProgressReviewBody,
        response: { 200: Envelope(ProgressReviewResult) },
      },
      config: { permission: 'progress:review' },
    },
    async (request) => {
      const identity = me(request);
      const at = now();
      const viewer = await viewerFor(app.db, identity, at);
      const { review, commented } = await reviewReport(
        { db: app.db, chat, now: at },
        identity,
        viewer,
        request.params.id,
        request.body?.comment,
      );
      return ok({ message: commented ? M.reviewedWithComment : M.reviewed, review });
    },
  );

  // ---------- contest moderation ----------
  app.get(
    staffReviewPaths.contest,
    {
      schema: { querystring: QueueQuery, response: { 200: Envelope(ContestQueueResult) } },
      config: { permission: 'contest:moderate' },
    },
    async (request) => {
      const { after_at: afterAt, after_id: afterId } = request.query;
      return ok(await contestQueue(app.db, { afterAt, afterId }));
    },
  );

  app.get(
    staffQueuePaths.contestCount,
    {
      schema: { response: { 200: Envelope(ContestWaitingResult) } },
      config: { permission: 'contest:moderate' },
    },
    async () => ok({ waiting: await contestWaiting(app.db) }),
  );

  app.get(
    staffReviewPaths.contestReportRoute,
    {
      schema: { params: IdParams, response: { 200: Envelope(ModerationReportResult) } },
      config: { permission: 'contest:moderate' },
    },
    async (request) =>
      ok(
        await contestReport(
          { db: app.db, storage: app.storage, now: now() },
          me(request),
          request.params.id,
        ),
      ),
  );

  app.post(
    staffReviewPaths.contestDecisionRoute,
    {
      schema: {
        params: IdParams,
        body: ContestDecisionBody,
        response: { 200: Envelope(ContestDecisionResult) },
      },
      config: { permission: 'contest:moderate' },
    },
    async (request) => {
      const moderator = me(request);
      const report = await contestReportRow(app.db, request.params.id);
      const { status, reason } = request.body;
      // the club's one decision: the same as the tester console's, but final and named
      await decideContestReport(
        {
          db: app.db,
          clock: app.clock,
          notifyMember: app.realtime.notifyMember,
          push: app.push,
          log: app.log,
        },
        report.userId,
        report.id,
        { status, reason, moderator },
      );
      await contestQueueChanged(app.db, app.log);
      const decision = await latestDecision(app.db, report.id);
      return ok({
        message: status === 'approve' ? M.approved : M.rejected,
        decision: decision!,
      });
    },
  );
};

export default staffReviewRoutes;
