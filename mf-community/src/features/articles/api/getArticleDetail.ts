import { apiGet, type ArticleDetailResult } from '@club/shared';
import { articlePaths } from '@club/shared/contract/paths-articles';

/** GET /api/articles/detail/{id}: quiet, the page says "Не удалось загрузить статью" itself. */
export const getArticleDetail = (id: number | string) =>
  apiGet<ArticleDetailResult>(articlePaths.detail(id), { silent: true });
