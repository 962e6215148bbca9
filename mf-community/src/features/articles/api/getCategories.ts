import { apiGet, articlePaths, type ArticleCategoriesResult, type CallOptions } from '@club/shared';

/** GET /api/articles/categories */
export const getCategories = (opts?: CallOptions) =>
  apiGet<ArticleCategoriesResult>(articlePaths.categories, opts);
