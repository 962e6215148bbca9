/// <reference lib="webworker" />
// The shell's service worker (issue 17, gym mode), built by workbox-webpack-plugin's InjectManifest
// into /sw.js and registered from the main bundle in production builds only.
//
// - The shell's own build is precached (index.html excepted: see navigations below).
// - Navigations, remotes.json, config.json, every remote's mf-manifest.json and remoteEntry.js:
//   network first with a short timeout, the cached copy only without a network. So a start with
//   a network always sees the newest shell and the newest remotes; without one, the copies that
//   were last used together.
// - Content-hashed scripts and styles of any origin (the remotes' chunks): cache first, they
//   never change under their name.
// - A cached opaque answer (a cross-origin request without CORS) is given to no-cors requests only
//   (./opaqueAnswers): a remote's stylesheet linked as CORS goes to the network instead.
// - API answers are not cached except what gym mode needs to open: the session's init (keyed by
//   the session token, so another member on this device never sees it). The training pages keep
//   their own data in IndexedDB (mf-training) and results wait in the outbox (@club/shared/offline).
import { cacheNames, clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { flushOutbox, OUTBOX_SYNC_TAG } from '@club/shared/offline';
import { opaqueOnlyForNoCors } from './opaqueAnswers';
import { handleNotificationClick, handlePush } from './push';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

export const NETWORK_TIMEOUT_S = 3;

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
// A new service worker takes over at once: it caches nothing an open page needs (hashed chunks
// stay in the runtime cache, navigations are network first), so the next start runs the new deploy.
void self.skipWaiting();
clientsClaim();

const ok = new CacheableResponsePlugin({ statuses: [0, 200] });
// the routes that keep opaque answers: a CORS request gets the network's answer, never one of those
const kept = [opaqueOnlyForNoCors, ok];

/**
 * Every SPA route answers with the same page: one cache entry, and only the signed-in app's page
 * (the light sign-in page, server/src/plugins/shell-html.ts, never starts an offline workout).
 */
const oneDocument: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => new URL('/', self.location.origin).href ?? request.url,
  cacheWillUpdate: async ({ response }) =>
    response.headers.get('x-club-page') === 'sign-in' ? null : response,
};

registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' &&
    url.origin === self.location.origin &&
    !url.pathname.startsWith('/api'),
  new NetworkFirst({
    cacheName: 'club-pages',
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    plugins: [oneDocument, new CacheableResponsePlugin({ statuses: [200] })],
  }),
);

const MANIFESTS = /\/(remotes\.json|config\.json|mf-manifest\.json|remoteEntry\.js)$/;
registerRoute(
  ({ url }) => MANIFESTS.test(url.pathname),
  new NetworkFirst({
    cacheName: 'club-manifests',
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    // remoteEntry.js comes through a <script> tag: an opaque answer (status 0) from another origin
    plugins: kept,
  }),
);

// [name].[contenthash:8].js — the naming of every app's build (tooling/webpack.cjs)
const HASHED = /[.-][0-9a-f]{8,}\.(js|css)$/i;
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && HASHED.test(url.pathname) && !url.pathname.startsWith('/api'),
  new CacheFirst({
    cacheName: 'club-chunks',
    plugins: [...kept, new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })],
  }),
);

// Exercise pictures and other images of the club: kept once seen (gym mode opens them offline).
registerRoute(
  ({ request, url }) => request.destination === 'image' && !url.pathname.startsWith('/api'),
  new CacheFirst({
    cacheName: 'club-images',
    plugins: [
      ...kept,
      new ExpirationPlugin({
        maxEntries: 300,
        maxAgeSeconds: 30 * 24 * 3600,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

/** The init answer is cached per session token (a hash of it, never the token itself). */
async function tokenHash(request: Request): Promise<string> {
  const token = request.headers.get('x-auth-token') ?? '';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
const perSession: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => `${request.url}#${await tokenHash(request)}`,
};
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    url.pathname === '/api/cabinet/init',
  new NetworkFirst({
    cacheName: `${cacheNames.prefix}-club-session`,
    networkTimeoutSeconds: 8,
    plugins: [
      perSession,
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 4 }),
    ],
  }),
);

// Background Sync (where the browser has it): the outbox is sent even with no page open.
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}
self.addEventListener('sync', (event) => {
  const e = event as SyncEvent;
  if (e.tag !== OUTBOX_SYNC_TAG) return;
  e.waitUntil(
    flushOutbox().then((left) => {
      // still waiting: a rejection makes the browser try the sync again later
      if (left > 0) throw new Error(`${left} results still waiting`);
    }),
  );
});

self.addEventListener('push', (event) => handlePush(self, event));
self.addEventListener('notificationclick', (event) => handleNotificationClick(self, event));
