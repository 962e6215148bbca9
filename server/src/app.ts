// The API as a plugin-composed Fastify instance, given a config and a prepared database.
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { compressOptions } from './lib/compression';
import { createClock, forgetClocks, type Clock } from './lib/clock';
import { createMemberCaches } from './lib/member-caches';
import { createFcmSender, type PushSender } from './lib/fcm';
import { installationSecret } from './lib/secrets';
import { urlSigner, type FileStorage } from './lib/storage';
import { bucketOrigins, fileStorageFor } from './lib/storage-factory';
import { AppError, MESSAGES } from './lib/errors';
import { trustProxyOption } from './lib/client-address';
import { databaseRateLimitStore } from './lib/limits';
import { fail } from './lib/envelope';
import { keepUploadedFile } from './lib/multipart-files';
import { authGuard } from './plugins/auth-guard';
import errorHandler, { frameworkErrors } from './plugins/error-handler';
import realtime from './plugins/realtime';
import health from './modules/health/routes';
import unreadBody from './plugins/unread-body';
import hotCache from './plugins/hot-cache';
import security from './plugins/security';
import shellStatic from './plugins/static';
import shellHtml from './plugins/shell-html';
import privateFiles from './plugins/private-files';
import { sectionGuard } from './plugins/sections';
import uploads from './plugins/uploads';
import validation, { ajvOptions, schemaErrorFormatter } from './plugins/validation';
import accountRoutes from './modules/account/routes';
import authRoutes from './modules/auth/routes';
import emailVerificationRoutes from './modules/auth/email-verification';
import cabinetRoutes from './modules/cabinet/routes';
import feedbackRoutes from './modules/feedback/routes';
import faqRoutes from './modules/faq/routes';
import mainRoutes from './modules/main/routes';
import nutritionRoutes from './modules/nutrition/routes';
import realtimeRoutes from './modules/realtime/routes';
import trainingRoutes from './modules/training/routes';
import dynamicsRoutes from './modules/dynamics/routes';
import contestRoutes from './modules/contest/routes';
import testerContestRoutes from './modules/testers/contest-routes';
import chatRoutes from './modules/chats/routes';
import notificationRoutes from './modules/notifications/routes';
import articleRoutes from './modules/articles/routes';
import testerChatRoutes from './modules/testers/chat-routes';
import { testerGuard } from './modules/testers/guard';
import testerRoutes from './modules/testers/routes';
import testerMailRoutes from './modules/testers/mail-routes';
import resetRoutes from './modules/auth/reset-routes';
import { createMailer, type Mailer } from './modules/mail/outbox';
import shopWebhook from './modules/members/shop-webhook';
import staffRoutes from './modules/members/staff-routes';
import { permissionGuard } from './plugins/permissions';
import { audienceGuard } from './plugins/audience';
import staffAppRoutes from './modules/staff/routes';
import staffInboxRoutes from './modules/staff-inbox/routes';
import staffReviewRoutes from './modules/staff-review/routes';
import staffArticleRoutes from './modules/staff-articles/routes';
import './types';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  storage?: FileStorage;
  /** a push sender (tests); by default FCM when the config has an account */
  push?: PushSender | null;
  /** the outbox (tests); by default one for config.mail, its worker started by main.ts */
  mail?: Mailer;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: 1024 * 1024,
    ajv: ajvOptions,
    schemaErrorFormatter,
    frameworkErrors,
    return503OnClosing: true,
    // the client's address (limits, log): from X-Forwarded-For only behind TRUST_PROXY's balancers
    trustProxy: trustProxyOption(config.trustProxy),
  });

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('clock', opts.clock ?? createClock(database.db));
  // Signs private file URLs of the local storage: one key per installation, kept in the database
  // (a bucket presigns its own URLs).
  const signer = urlSigner(
    config.fileUrlSecret ?? (await installationSecret(database.db, 'file_url_signing')),
  );
  const storage = opts.storage ?? fileStorageFor(config, signer);
  app.decorate('storage', storage);
  app.decorate('memberCaches', createMemberCaches());
  app.decorate(
    'push',
    opts.push ??
      (config.fcmAccount ? createFcmSender(config.fcmAccount, { apiUrl: config.fcmApiUrl }) : null),
  );
  app.decorate(
    'mail',
    opts.mail ?? createMailer({ db: database.db, config: config.mail, log: app.log }),
  );
  // a graceful stop lets the letter under way finish before the database closes
  app.addHook('onClose', async () => app.mail.stop());
  app.decorateRequest('user', null as never);

  await app.register(errorHandler);
  // a refused upload's unread rest never blocks its keep-alive connection
  await app.register(unreadBody);
  // before any route: hardens every request schema and lists the routes
  await app.register(validation);
  await app.register(security);
  // Compressed answers and shell files (the realtime stream writes to the raw socket, untouched).
  await app.register(compress, compressOptions);
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    // keeps file names beside the bytes (chat attachments show them)
    onFile: keepUploadedFile,
    limits: { fileSize: 5 * 1024 * 1024, files: 5, fields: 50, fieldSize: 64 * 1024, parts: 60 },
  });
  await app.register(rateLimit, {
    global: false,
    // counters in the database: they survive a restart and every API process shares them
    store: databaseRateLimitStore(database.db),
    errorResponseBuilder: () => new AppError(429, MESSAGES.tooMany),
  });
  await app.register(realtime, { database });
  // GET /livez and /readyz for balancers; ready once realtime's LISTEN is up (its onReady first)
  await app.register(health, { migrationsFolder: config.migrationsFolder });
  await app.register(hotCache, { database });
  // the tester console's "clear cache" drops the member's cached clock too
  app.memberCaches.register('clock', (userId) => forgetClocks(database.db, [userId]));

  await app.register(
    async (api) => {
      await authGuard(api);
      // right after the auth guard: member, staff or any account, per route (member by default)
      await audienceGuard(api);
      // after the auth guard: /api/testers/* on the production host is for staff only
      await testerGuard(api);
      // after the auth guard: a route's `permission` (staff)
      await permissionGuard(api);
      // and a section the member has switched off answers 403 (routes marked with inSection)
      await sectionGuard(api);
      await api.register(authRoutes);
      await api.register(resetRoutes);
      await api.register(cabinetRoutes);
      await api.register(feedbackRoutes);
      await api.register(faqRoutes);
      await api.register(mainRoutes);
      await api.register(nutritionRoutes);
      await api.register(realtimeRoutes);
      await api.register(trainingRoutes);
      await api.register(accountRoutes);
      await api.register(dynamicsRoutes);
      await api.register(contestRoutes);
      await api.register(testerContestRoutes);
      await api.register(chatRoutes);
      await api.register(notificationRoutes);
      await api.register(articleRoutes);
      await api.register(testerChatRoutes);
      await api.register(testerRoutes);
      await api.register(testerMailRoutes);
      await api.register(staffRoutes);
      await api.register(staffAppRoutes);
      await api.register(staffInboxRoutes);
      await api.register(staffReviewRoutes);
      await api.register(staffArticleRoutes);
      await api.register(shopWebhook);
    },
    // the module routes use full paths from the contract (they already start with /api)
  );
  await app.register(emailVerificationRoutes);
  await app.register(uploads, { root: config.uploadsDir, storage });
  await app.register(privateFiles, { signer });

  if (config.shellDist) {
    await app.register(shellHtml, {
      dist: config.shellDist,
      runtimeDir: config.shellRuntimeDir,
      imageOrigins: bucketOrigins(config),
    });
    await app.register(shellStatic, {
      dist: config.shellDist,
      runtimeDir: config.shellRuntimeDir,
    });
  }

  // What no route matched: the JSON envelope under the API's prefixes, elsewhere the shell's page
  // for a browser's navigation. The API's prefixes end in catch-all routes of their own, so the
  // router (which decodes `/%61pi/...` as `/api/...`) decides, never the URL's text; they answer
  // 404 before any guard, as an unknown path always did.
  const notFound = (_request: unknown, reply: FastifyReply) =>
    reply.code(404).send(fail(MESSAGES.notFound));
  await app.register(async (scope) => {
    for (const url of ['/api', '/api/*', '/email_verification_api/*'])
      scope.all(url, { config: { public: true } }, notFound);
  });
  app.setNotFoundHandler((request, reply) => {
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if (config.shellDist && (request.method === 'GET' || request.method === 'HEAD') && wantsHtml)
      return reply.sendShell();
    return notFound(request, reply);
  });

  return app;
}
