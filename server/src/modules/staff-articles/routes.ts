// The staff app's articles (articles:publish) and notifications (notifications:send) — issue 28,
// item 8; paths and texts in @club/shared paths-staff-articles.ts. Every change is written with
// its audit entry in one transaction.
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  Envelope,
  IdParams,
  NotificationCoursesResult,
  NotificationHistoryQuery,
  NotificationHistoryResult,
  NotificationRecipientsQuery,
  NotificationRecipientsResult,
  NotificationSendBody,
  NotificationSendResult,
  STAFF_ARTICLE_MESSAGES as AM,
  STAFF_NOTIFICATION_MESSAGES as NM,
  StaffArticle,
  StaffArticleBody,
  StaffArticleCategoriesResult,
  StaffArticlePatch,
  StaffArticleSaved,
  StaffArticlesQuery,
  StaffArticlesResult,
  staffArticlePaths,
  staffNotificationPaths,
} from '@club/shared/contract';
import type { Db } from '../../db/client';
import { fail, ok } from '../../lib/envelope';
import { badRequest, unauthorized } from '../../lib/errors';
import { errorToEnvelope } from '../../plugins/error-handler';
import type { StaffIdentity } from '../staff/identity';
import { viewerFor } from '../staff/visibility';
import {
  articlesPage,
  createArticle,
  getArticle,
  listCategories,
  publishArticle,
  setArticleImage,
  unpublishArticle,
  updateArticle,
} from './articles';
import {
  countRecipients,
  coursesWithMembers,
  pushSent,
  sendNotification,
  sentPage,
} from './notifications';

/** The multipart plugin refuses a file over 5 MB before the handler: the pipeline's words. */
function imageErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') return reply.code(413).send(fail(AM.imageSize));
  if (error.code === 'FST_FILES_LIMIT') return reply.code(400).send(fail(AM.imageMissing));
  return errorToEnvelope(error, request, reply);
}

const staffArticleRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const now = () => app.clock.systemNow();
  const me = (request: { staff: StaffIdentity | null }): StaffIdentity => {
    if (!request.staff) throw unauthorized();
    return request.staff;
  };
  const transaction = <T>(run: (tx: Db) => Promise<T>) =>
    app.db.transaction((tx) => run(tx as unknown as Db));
  const articles = { permission: 'articles:publish' } as const;
  const notifications = { permission: 'notifications:send' } as const;

  // ---------- articles ----------
  app.get(
    staffArticlePaths.list,
    {
      schema: { querystring: StaffArticlesQuery, response: { 200: Envelope(StaffArticlesResult) } },
      config: articles,
    },
    async (request) => {
      const { q, status, before_id: beforeId } = request.query;
      return ok(await articlesPage(app.db, { q, status, beforeId }));
    },
  );

  app.get(
    staffArticlePaths.categories,
    { schema: { response: { 200: Envelope(StaffArticleCategoriesResult) } }, config: articles },
    async () => ok({ categories: await listCategories(app.db) }),
  );

  app.get(
    staffArticlePaths.oneRoute,
    { schema: { params: IdParams, response: { 200: Envelope(StaffArticle) } }, config: articles },
    async (request) => ok(await getArticle(app.db, request.params.id)),
  );

  app.post(
    staffArticlePaths.list,
    {
      schema: { body: StaffArticleBody, response: { 200: Envelope(StaffArticleSaved) } },
      config: articles,
    },
    async (request) => {
      const id = await transaction((tx) => createArticle(tx, me(request), request.body, now()));
      return ok({ article: await getArticle(app.db, id), message: AM.created });
    },
  );

  app.patch(
    staffArticlePaths.oneRoute,
    {
      schema: {
        params: IdParams,
        body: StaffArticlePatch,
        response: { 200: Envelope(StaffArticleSaved) },
      },
      config: articles,
    },
    async (request) => {
      const { id } = request.params;
      await transaction((tx) => updateArticle(tx, me(request), id, request.body, now()));
      return ok({ article: await getArticle(app.db, id), message: AM.saved });
    },
  );

  for (const [route, run, message] of [
    [staffArticlePaths.publishRoute, publishArticle, AM.published],
    [staffArticlePaths.unpublishRoute, unpublishArticle, AM.unpublished],
  ] as const)
    app.post(
      route,
      {
        schema: { params: IdParams, response: { 200: Envelope(StaffArticleSaved) } },
        config: articles,
      },
      async (request) => {
        const { id } = request.params;
        await transaction((tx) => run(tx, me(request), id, now()));
        return ok({ article: await getArticle(app.db, id), message });
      },
    );

  app.put(
    staffArticlePaths.imageRoute,
    {
      errorHandler: imageErrors,
      schema: { params: IdParams, response: { 200: Envelope(StaffArticleSaved) } },
      config: articles,
    },
    async (request) => {
      const body =
        request.body && typeof request.body === 'object'
          ? (request.body as Record<string, unknown>)
          : {};
      const file = body.image;
      if (file === undefined || file === null || file === '') throw badRequest(AM.imageMissing);
      // a text field named "image" is not a picture either
      if (!Buffer.isBuffer(file)) throw badRequest(AM.imageType);
      const { id } = request.params;
      await setArticleImage(app.db, app.storage, me(request), id, file, now());
      return ok({ article: await getArticle(app.db, id), message: AM.imageSaved });
    },
  );

  app.delete(
    staffArticlePaths.imageRoute,
    {
      schema: { params: IdParams, response: { 200: Envelope(StaffArticleSaved) } },
      config: articles,
    },
    async (request) => {
      const { id } = request.params;
      await setArticleImage(app.db, app.storage, me(request), id, null, now());
      return ok({ article: await getArticle(app.db, id), message: AM.imageRemoved });
    },
  );

  // ---------- notifications ----------
  app.get(
    staffNotificationPaths.list,
    {
      schema: {
        querystring: NotificationHistoryQuery,
        response: { 200: Envelope(NotificationHistoryResult) },
      },
      config: notifications,
    },
    async (request) => {
      const viewer = await viewerFor(app.db, me(request), now());
      return ok(await sentPage(app.db, viewer, request.query.before_id));
    },
  );

  app.get(
    staffNotificationPaths.courses,
    {
      schema: { response: { 200: Envelope(NotificationCoursesResult) } },
      config: notifications,
    },
    async () => ok({ courses: await coursesWithMembers(app.db, now()) }),
  );

  app.get(
    staffNotificationPaths.recipients,
    {
      schema: {
        querystring: NotificationRecipientsQuery,
        response: { 200: Envelope(NotificationRecipientsResult) },
      },
      config: notifications,
    },
    async (request) => {
      const viewer = await viewerFor(app.db, me(request), now());
      const { audience, member_id: memberId, course_id: courseId } = request.query;
      return ok({
        count: await countRecipients(app.db, viewer, { audience, memberId, courseId }, now()),
      });
    },
  );

  app.post(
    staffNotificationPaths.list,
    {
      schema: { body: NotificationSendBody, response: { 200: Envelope(NotificationSendResult) } },
      config: notifications,
    },
    async (request) => {
      const actor = me(request);
      const at = now();
      const viewer = await viewerFor(app.db, actor, at);
      const b = request.body;
      const input = {
        audience: b.audience,
        memberId: b.member_id,
        courseId: b.course_id,
        text: b.text,
        link: b.link,
        expectedCount: b.expected_count,
      };
      const sent = await transaction((tx) => sendNotification(tx, actor, viewer, input, at));
      // after the commit and in the background: a push to thousands of devices takes a while
      void pushSent({ db: app.db, push: app.push, log: request.log }, viewer, input, sent, at);
      const [entry] = (await sentPage(app.db, viewer, sent.id + 1, 1)).sent;
      return ok({ sent: entry, message: NM.sent(sent.recipients) });
    },
  );
};

export default staffArticleRoutes;
