// Articles (spec part 2 §2.7, §7): categories, pages with search, favourites, detail, like/unlike.
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ArticleCategoriesResult,
  ArticleDetailResult,
  ArticleFavoritesResult,
  ArticleIdParams,
  ArticleLikeResult,
  ArticlesQuery,
  ArticlesResult,
  Envelope,
  articlePaths,
} from '@club/shared/contract';
import { ok } from '../../lib/envelope';
import {
  articleDetail,
  listArticles,
  listCategories,
  listFavorites,
  setFavorite,
  type ArticleDeps,
} from './service';
import { inSection } from '../../plugins/sections';

const articleRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // refused while the member has the section switched off (plugins/sections.ts)
  inSection(fastify, 'ARTICLES');
  const deps: ArticleDeps = { db: app.db, clock: app.clock };

  app.get(
    articlePaths.categories,
    { schema: { response: { 200: Envelope(ArticleCategoriesResult) } } },
    async () => ok({ categories: await listCategories(app.db) }),
  );

  app.get(
    articlePaths.favorites,
    { schema: { response: { 200: Envelope(ArticleFavoritesResult) } } },
    async (request) => ok(await listFavorites(app.db, request.user.id)),
  );

  app.get(
    articlePaths.articles,
    { schema: { querystring: ArticlesQuery, response: { 200: Envelope(ArticlesResult) } } },
    async (request) => ok(await listArticles(deps, request.user.id, request.query)),
  );

  app.get(
    articlePaths.detail(':id'),
    { schema: { params: ArticleIdParams, response: { 200: Envelope(ArticleDetailResult) } } },
    async (request) => ok(await articleDetail(deps, request.user.id, request.params.id)),
  );

  for (const [path, favorite] of [
    [articlePaths.like(':id'), true],
    [articlePaths.unlike(':id'), false],
  ] as const)
    app.post(
      path,
      { schema: { params: ArticleIdParams, response: { 200: Envelope(ArticleLikeResult) } } },
      async (request) => ok(await setFavorite(deps, request.user.id, request.params.id, favorite)),
    );
};

export default articleRoutes;
