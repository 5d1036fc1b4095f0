// The game's service worker: after one visit the game opens and plays with no network.
// It caches exactly the files of its build (the list and the version are written in at
// build time by `cargo xtask precache`, Trunk's post-build hook) and answers from that
// cache first. A new build is a new worker with a new cache; it waits until the page
// says the player chose to reload (web/js/page/updates.js), so code is never swapped
// under a running game. Only the game's own page registers it, never the element.

const BUILD = { version: 'unbuilt', files: [] };
const PREFIX = 'xiangqi-';
const CACHE = `${PREFIX}${BUILD.version}`;

self.addEventListener('install', (event) => {
  // Checked with the server, not taken from the HTTP cache unasked, so a new version is
  // whole; a file the page has just loaded comes back as a short "not modified".
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(BUILD.files.map((file) => new Request(file, { cache: 'no-cache' })))));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith(PREFIX) && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'update') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  event.respondWith(answer(request));
});

/** From this build's cache (a page with any query, `?mode=computer`, is that page), else
 *  from the network: anything not of this build (another page on the same site) is left
 *  to it. */
async function answer(request) {
  const cache = await caches.open(CACHE);
  return (await cache.match(request, { ignoreSearch: true })) ?? fetch(request);
}
