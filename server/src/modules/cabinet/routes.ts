// Cabinet: init, logout, push token, food-tracking (FatSecret) authorisation URL.
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  Envelope,
  FatsecretOauthUrlResult,
  InitResult,
  MessageResult,
  PushTokenBody,
  paths,
} from '@club/shared/contract';
import { unauthorized } from '../../lib/errors';
import { ok } from '../../lib/envelope';
import { logout } from '../auth/service';
import { sendMemberAnswer } from '../../lib/member-data';
import { initAnswer, savePushToken } from './service';

const cabinetRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    paths.init,
    { schema: { response: { 200: Envelope(InitResult) } } },
    async (request, reply) => {
      const userId = request.user.id;
      // every page load asks for it: served from the member's cached answer while it holds
      return sendMemberAnswer(reply, app.db, userId, 'init', await app.clock.now(userId), (now) =>
        initAnswer(app.db, userId, now).then((answer) => answer ?? Promise.reject(unauthorized())),
      );
    },
  );

  // any account signs out, staff too (plugins/audience.ts)
  app.post(
    paths.logout,
    { schema: { response: { 200: Envelope(MessageResult) } }, config: { audience: 'any' } },
    async (request) => {
      await logout(
        { db: app.db, clock: app.clock, log: request.log },
        request.user.sessionId,
        request.user.id,
      );
      return ok({ message: 'Выход выполнен' });
    },
  );

  app.post(
    paths.pushToken,
    {
      schema: { body: PushTokenBody, response: { 200: Envelope(MessageResult) } },
      // the device's push token belongs to whoever signed in on it, staff too
      config: { audience: 'any' },
    },
    async (request) => {
      await savePushToken(app.db, app.clock, request.user.id, request.body.firebase_token);
      return ok({ message: 'Сохранено' });
    },
  );

  app.get(
    paths.fatsecretOauthUrl,
    { schema: { response: { 200: Envelope(FatsecretOauthUrlResult) } } },
    async () => {
      // External provider: the URL is only built here, never fetched.
      const url = new URL(app.config.fatsecretOauthUrl);
      url.searchParams.set('client_id', app.config.fatsecretClientId);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', 'basic');
      url.searchParams.set('state', randomBytes(16).toString('base64url'));
      return ok({ oauth_url: url.toString() });
    },
  );
};

export default cabinetRoutes;
