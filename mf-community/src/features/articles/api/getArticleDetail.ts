import { apiGet, articlePaths, type ArticleDetailResult } from '@club/shared';

/** GET /api/articles/detail/{id}: quiet, the page says "Не удалось загрузить статью" itself. */
export const getArticleDetail = (id: number | string) =>
  apiGet<ArticleDetailResult>(articlePaths.detail(id), { silent: true });
