// Nutrition (spec part 2 §2.3, §7): the member's plan, diet type change, recipe search and the
// week PDFs. Every call works on the caller's own active course only.
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  DietaChangeTypeResult,
  DietaDownloadResult,
  DietaInfoResult,
  DietaSearchQuery,
  DietaSearchResult,
  DietaTypeParams,
  DietaWeekParams,
  Envelope,
  NUTRITION_MESSAGES,
  nutritionPaths,
} from '@club/shared/contract';
import { ok } from '../../lib/envelope';
import { downloadWeek, type DownloadKind } from './downloads';
import { dejavuFonts } from './pdf';
import { changeDietaType, getDietaInfo, searchRecipes } from './service';
import { inSection } from '../../plugins/sections';

const nutritionRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // refused while the member has the section switched off (plugins/sections.ts)
  inSection(fastify, 'DIETA');
  const serverRoot = path.dirname(app.config.migrationsFolder);
  const deps = { db: app.db, storage: app.storage, fonts: () => dejavuFonts(serverRoot) };

  app.get(
    nutritionPaths.info,
    { schema: { response: { 200: Envelope(DietaInfoResult) } } },
    async (request) =>
      ok(await getDietaInfo(app.db, request.user.id, await app.clock.now(request.user.id))),
  );

  app.post(
    nutritionPaths.changeType(':typeId'),
    { schema: { params: DietaTypeParams, response: { 200: Envelope(DietaChangeTypeResult) } } },
    async (request) => {
      const userId = request.user.id;
      await changeDietaType(app.db, userId, await app.clock.now(userId), request.params.typeId);
      return ok({ message: NUTRITION_MESSAGES.typeChanged });
    },
  );

  app.get(
    nutritionPaths.search,
    { schema: { querystring: DietaSearchQuery, response: { 200: Envelope(DietaSearchResult) } } },
    async (request) => {
      const userId = request.user.id;
      const list = await searchRecipes(
        app.db,
        userId,
        await app.clock.now(userId),
        request.query.q,
      );
      return ok({ list });
    },
  );

  const download = (kind: DownloadKind, url: string) =>
    app.post(
      url,
      { schema: { params: DietaWeekParams, response: { 200: Envelope(DietaDownloadResult) } } },
      async (request) => {
        const userId = request.user.id;
        const now = await app.clock.now(userId);
        return ok({ url: await downloadWeek(deps, userId, now, request.params.weekNumber, kind) });
      },
    );
  download('receipts', nutritionPaths.downloadWeekReceipts(':weekNumber'));
  download('products', nutritionPaths.downloadWeekProducts(':weekNumber'));
};

export default nutritionRoutes;
