/* global self, caches */
/*
 * Hotspot Portal background worker (seed 000 §7: registered at /sw.js with scope /, production
 * builds only — see src/main.tsx).
 *
 * Decision: this worker caches NOTHING and does not intercept requests (no fetch handler), so the
 * browser handles every request exactly as without a worker.
 * - API answers (GraphQL, REST, tokens) carry one customer's data and the session: they must never
 *   be stored by a worker.
 * - The app shell is not cached either: every screen needs the API, so an offline shell would only
 *   show the offline banner, while a stale shell after a deployment is the classic source of
 *   "chunk not found" failures. index.html is served with `no-cache` and the hashed assets are
 *   immutable, so the HTTP cache already does the right thing.
 * - On activation it deletes every Cache Storage entry that an earlier worker of this origin may
 *   have created, so a future worker that does cache can always be rolled back by deploying this
 *   one again.
 * The worker exists as the registration point for later background features (e.g. notifications).
 */

self.addEventListener('install', () => {
  // Take over from an older worker at once; this one changes nothing about how pages load.
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});
