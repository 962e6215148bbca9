import { apiGet, articlePaths, type ArticleFavoritesResult } from '@club/shared';

/** GET /api/articles/favorites: result.count (the favourites tab shows when not zero) and items. */
export const getFavorites = () => apiGet<ArticleFavoritesResult>(articlePaths.favorites);
