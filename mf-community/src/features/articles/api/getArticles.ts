import { apiGet, articlePaths, type ArticlesResult } from '@club/shared';

/** GET /api/articles/articles?category=&page=&q= */
export const getArticles = (query: { category: string; page: number; q?: string }) =>
  apiGet<ArticlesResult>(articlePaths.articlesUrl(query));
