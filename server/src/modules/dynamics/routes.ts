// The dynamics calls (spec part 2 §7): list, create, update, delete of the member's own reports.
// Every call works on request.user only; a report id of someone else answers 404.
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  DynamicsDeleteResult,
  DynamicsListQuery,
  DynamicsListResult,
  DynamicsReportParams,
  DynamicsSaveResult,
  dynamicsRoutePatterns as P,
  Envelope,
  IDEMPOTENCY_HEADER,
} from '@club/shared/contract';
import { REPORT_MESSAGES } from '@club/shared/validation';
import { fail, ok } from '../../lib/envelope';
import { memberRateLimit, MESSAGES } from '../../lib/errors';
import { errorToEnvelope } from '../../plugins/error-handler';
import { DYNAMICS_MESSAGES as M } from './messages';
import {
  createReport,
  deleteReport,
  idempotencyKeyOf,
  listReports,
  updateReport,
  type ReportDeps,
} from './reports';
import { inSection } from '../../plugins/sections';

export const formOf = (request: FastifyRequest): Record<string, unknown> => {
  const b = request.body;
  return b && typeof b === 'object' && !Array.isArray(b) ? (b as Record<string, unknown>) : {};
};

/** The multipart plugin refuses a file over 5 MB before the handler: say it in the spec's words. */
export function reportUploadErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error.code === 'FST_REQ_FILE_TOO_LARGE')
    return reply.code(413).send(fail(REPORT_MESSAGES.photoSize));
  return errorToEnvelope(error, request, reply);
}

/** Body reports (dynamics and contest) a member may create per hour, each route counted alone. */
export const reportRateLimit = (max: number) =>
  memberRateLimit(max, 3600_000, MESSAGES.tooManyReports);

export const sendKeyOf = (request: FastifyRequest) =>
  idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER.toLowerCase()]);

const dynamicsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // refused while the member has the section switched off (plugins/sections.ts)
  inSection(fastify, 'DYNAMICS');
  const deps: ReportDeps = { db: app.db, clock: app.clock, storage: app.storage, log: app.log };

  app.get(
    P.list,
    { schema: { querystring: DynamicsListQuery, response: { 200: Envelope(DynamicsListResult) } } },
    async (request) =>
      ok(await listReports(deps, request.user.id, request.query.sort, request.query.page)),
  );

  app.post(
    P.create,
    {
      errorHandler: reportUploadErrors,
      schema: { response: { 200: Envelope(DynamicsSaveResult) } },
      config: { rateLimit: reportRateLimit(app.config.reportRateMax) },
    },
    async (request) => {
      const key = sendKeyOf(request);
      const report = await createReport(deps, request.user.id, formOf(request), key);
      return ok({ report, message: M.saved });
    },
  );

  app.post(
    P.update,
    {
      errorHandler: reportUploadErrors,
      schema: { params: DynamicsReportParams, response: { 200: Envelope(DynamicsSaveResult) } },
    },
    async (request) => {
      const report = await updateReport(deps, request.user.id, request.params.id, formOf(request));
      return ok({ report, message: M.saved });
    },
  );

  app.delete(
    P.remove,
    {
      schema: { params: DynamicsReportParams, response: { 200: Envelope(DynamicsDeleteResult) } },
    },
    async (request) => {
      await deleteReport(deps, request.user.id, request.params.id);
      return ok({ message: M.deleted });
    },
  );
};

export default dynamicsRoutes;
