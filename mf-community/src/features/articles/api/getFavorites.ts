import { apiGet, type ArticleFavoritesResult, type CallOptions } from '@club/shared';
import { articlePaths } from '@club/shared/contract/paths-articles';

/** GET /api/articles/favorites: result.count (the favourites tab shows when not zero) and items. */
export const getFavorites = (opts?: CallOptions) =>
  apiGet<ArticleFavoritesResult>(articlePaths.favorites, opts);
