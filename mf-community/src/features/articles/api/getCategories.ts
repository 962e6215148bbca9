import { apiGet, type ArticleCategoriesResult, type CallOptions } from '@club/shared';
import { articlePaths } from '@club/shared/contract/paths-articles';

/** GET /api/articles/categories */
export const getCategories = (opts?: CallOptions) =>
  apiGet<ArticleCategoriesResult>(articlePaths.categories, opts);
