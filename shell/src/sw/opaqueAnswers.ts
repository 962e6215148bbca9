// Which cached answer a request may be given. The worker keeps the answers of cross-origin
// requests made without CORS (a <script> or <img> of a remote: opaque, status 0) beside the CORS
// ones, under the same address. The browser refuses an opaque answer to a request that is not
// no-cors (net::ERR_FAILED): a remote's stylesheet is linked as CORS (crossorigin="anonymous"), but
// the same file may have reached the cache without CORS first (DevTools' Styles panel, and so
// Lighthouse, request the page's stylesheets again that way, through the worker). Cache first, that
// copy would fail the page's link on every start until the file's name changed.
import type { WorkboxPlugin } from 'workbox-core/types';

/** An opaque copy serves only no-cors requests; any other goes to the network and replaces it. */
export function usableCachedAnswer(
  request: Pick<Request, 'mode'>,
  cached: Pick<Response, 'type'> | undefined,
): boolean {
  return cached !== undefined && (cached.type !== 'opaque' || request.mode === 'no-cors');
}

export const opaqueOnlyForNoCors: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) =>
    usableCachedAnswer(request, cachedResponse) ? cachedResponse : null,
};
