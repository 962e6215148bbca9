import { getFatsecretUrl } from './getFatsecretUrl';

/**
 * The food-tracking authorisation: asks the server for the provider's URL and opens it in a new
 * window. True when the window was opened.
 */
export async function openFoodTracking(): Promise<boolean> {
  const { result } = await getFatsecretUrl();
  if (!result?.oauth_url) return false;
  window.open(result.oauth_url, '_blank', 'noopener,noreferrer');
  return true;
}
