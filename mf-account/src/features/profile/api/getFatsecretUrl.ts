import { apiGet, paths, type FatsecretOauthUrlResult } from '@club/shared';

/** GET /api/fatsecret/oauth/url: the food-tracking service's authorisation page. */
export const getFatsecretUrl = () => apiGet<FatsecretOauthUrlResult>(paths.fatsecretOauthUrl);
