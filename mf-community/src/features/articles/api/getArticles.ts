import { apiGet, type ArticlesResult, type CallOptions } from '@club/shared';
import { articlePaths } from '@club/shared/contract/paths-articles';

/** GET /api/articles/articles?category=&page=&q= */
export const getArticles = (
  query: { category: string; page: number; q?: string },
  opts?: CallOptions,
) => apiGet<ArticlesResult>(articlePaths.articlesUrl(query), opts);
