/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { ExpirationPlugin } from 'workbox-expiration';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null } | string> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first worker takes over the open page at once, so it works offline without a reload. A later
// version waits (registerType 'prompt') until the user accepts the update, which then reloads the page.
clientsClaim();

// The app shell answers every navigation (offline too); API paths always go to the network.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));

// Media previews and thumbnails (small, immutable capability URLs) are kept for a while, so folder pages show them offline
// and on a slow network; the media themselves (large, Range requests) always go to the network.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && /^\/api\/media\/.+\/preview\.\w+$/.test(url.pathname),
  new CacheFirst({
    cacheName: 'media-previews',
    plugins: [new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
