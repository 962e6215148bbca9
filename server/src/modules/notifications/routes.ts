// Notifications (spec part 2 §2.10, §7): the caller's own list, one deleted by id, all cleared.
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  Envelope,
  NOTIFICATION_MESSAGES as M,
  NotificationDeleteQuery,
  NotificationDeleteResult,
  NotificationsResult,
  notificationPaths,
} from '@club/shared/contract';
import { ok } from '../../lib/envelope';
import {
  clearNotifications,
  deleteNotification,
  listNotifications,
  type NotificationDeps,
} from './service';

const notificationRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const deps: NotificationDeps = {
    db: app.db,
    clock: app.clock,
    notifyMember: app.realtime.notifyMember,
    push: app.push,
  };

  app.get(
    notificationPaths.list,
    { schema: { response: { 200: Envelope(NotificationsResult) } } },
    async (request) => ok(await listNotifications(deps, request.user.id)),
  );

  app.delete(
    notificationPaths.one,
    {
      schema: {
        querystring: NotificationDeleteQuery,
        response: { 200: Envelope(NotificationDeleteResult) },
      },
    },
    async (request) => {
      await deleteNotification(deps, request.user.id, request.query.id);
      return ok({ message: M.deleted });
    },
  );

  app.delete(
    notificationPaths.all,
    { schema: { response: { 200: Envelope(NotificationDeleteResult) } } },
    async (request) => {
      await clearNotifications(deps, request.user.id);
      return ok({ message: M.cleared });
    },
  );
};

export default notificationRoutes;
