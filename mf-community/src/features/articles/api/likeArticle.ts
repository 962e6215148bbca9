import { apiPost, type ArticleLikeResult } from '@club/shared';
import { articlePaths } from '@club/shared/contract/paths-articles';

/** POST /api/articles/like/{id} or /unlike/{id}; failures only clear the pending flag (spec §8). */
export const likeArticle = (id: number, like: boolean) =>
  apiPost<ArticleLikeResult>(like ? articlePaths.like(id) : articlePaths.unlike(id), undefined, {
    silent: true,
  });
