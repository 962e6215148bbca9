import { apiGet, articlePaths, type ArticleFavoritesResult, type CallOptions } from '@club/shared';

/** GET /api/articles/favorites: result.count (the favourites tab shows when not zero) and items. */
export const getFavorites = (opts?: CallOptions) =>
  apiGet<ArticleFavoritesResult>(articlePaths.favorites, opts);
