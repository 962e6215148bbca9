import { apiGet, articlePaths, type ArticlesResult, type CallOptions } from '@club/shared';

/** GET /api/articles/articles?category=&page=&q= */
export const getArticles = (
  query: { category: string; page: number; q?: string },
  opts?: CallOptions,
) => apiGet<ArticlesResult>(articlePaths.articlesUrl(query), opts);
