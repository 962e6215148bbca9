import { apiPost, articlePaths, type ArticleLikeResult } from '@club/shared';

/** POST /api/articles/like/{id} or /unlike/{id}; failures only clear the pending flag (spec §8). */
export const likeArticle = (id: number, like: boolean) =>
  apiPost<ArticleLikeResult>(like ? articlePaths.like(id) : articlePaths.unlike(id), undefined, {
    silent: true,
  });
