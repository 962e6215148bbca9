import { apiGet, articlePaths, type ArticleCategoriesResult } from '@club/shared';

/** GET /api/articles/categories */
export const getCategories = () => apiGet<ArticleCategoriesResult>(articlePaths.categories);
