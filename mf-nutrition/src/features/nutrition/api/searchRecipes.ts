import { apiGet, type DietaSearchResult } from '@club/shared';
import { nutritionPaths } from '@club/shared/contract/paths-nutrition';

/**
 * GET /api/dieta/search?q=: recipes of the member's plan. Silent: a cancelled (stale) request
 * must not raise a banner; the search box shows its own failure text.
 */
export const searchRecipes = (q: string, signal?: AbortSignal) =>
  apiGet<DietaSearchResult>(nutritionPaths.searchUrl(q), { silent: true, signal });
