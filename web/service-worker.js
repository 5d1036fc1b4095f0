// The game's service worker: after one visit the game opens and plays with no network.
// It caches exactly the files of its build (the list, each file's checksum and the version
// are written in at build time by `cargo xtask post-build`, Trunk's post-build hook) and
// answers from that cache first. A new build is a new worker with a new cache; it waits
// until a page says the player chose to reload (web/js/shell/updates.js). Code is never
// swapped under a running page: each page, and each worker a page starts, is answered
// from the build it was loaded with until it reloads, even after another tab took the new
// build; an old build's cache goes once no page runs it. A cached file whose checksum no
// longer matches is fetched again. Only the game's own page registers it, never the element.

const BUILD = { version: 'unbuilt', files: {} };
const PREFIX = 'xiangqi-';
const CACHE = `${PREFIX}${BUILD.version}`;
/** Which build each page and worker runs, kept in a cache of its own so that it outlives
 *  this worker's sleep and the next build's worker can read it. */
const CLIENTS = `${PREFIX}clients`;
const CLIENTS_KEY = new URL('clients.json', self.registration.scope).href;

self.addEventListener('install', (event) => {
  event.waitUntil(install());
});

/** Caches every file of the build, checked with the server (a file the page has just
 *  loaded comes back as a short "not modified") and against its checksum: a build is
 *  kept whole or not at all, and a failed install is tried again later. */
async function install() {
  const cache = await caches.open(CACHE);
  await Promise.all(
    Object.keys(BUILD.files).map(async (file) => {
      const response = await fetch(new Request(file, { cache: 'no-cache' }));
      if (!response.ok || !(await isWhole(response, file))) throw new Error(`${file} is not this build's`);
      await cache.put(file, response);
    }),
  );
}

self.addEventListener('activate', (event) => {
  event.waitUntil(activate());
});

/** Takes over the open pages: each keeps the build it was loaded with. */
async function activate() {
  const known = await readClients();
  const before = known.current ?? BUILD.version;
  for (const client of await self.clients.matchAll({ includeUncontrolled: true, type: 'all' })) known.pages[client.id] ??= before;
  known.current = BUILD.version;
  await writeClients();
  await self.clients.claim();
  await dropUnusedBuilds();
}

self.addEventListener('message', (event) => {
  if (event.data === 'update') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  event.respondWith(answer(event));
});

/** Answers from the build of the page (or worker) that asks: a page being opened gets the
 *  newest build, and a worker the build of the page that starts it. */
async function answer(event) {
  const { request } = event;
  const known = await readClients();
  const navigation = request.mode === 'navigate';
  const version = navigation ? BUILD.version : (known.pages[event.clientId] ?? BUILD.version);
  if ((navigation || request.destination === 'worker') && event.resultingClientId) {
    known.pages[event.resultingClientId] = version;
    event.waitUntil(writeClients());
  }
  // A page reloaded into a new build leaves its old build unused, but its old document is
  // still open while it navigates: the caches are looked at once the new one asks for more.
  if (navigation) unusedBuildsMaybe = true;
  else if (unusedBuildsMaybe) {
    unusedBuildsMaybe = false;
    event.waitUntil(dropUnusedBuilds());
  }
  return fromBuild(version, request);
}

/** A page has navigated since the unused builds were last dropped. */
let unusedBuildsMaybe = false;

/** `request` from build `version`'s cache (a page with any query, `?mode=computer`, is that
 *  page), checked against this build's checksums; else from the network: anything not of
 *  the build (another page on the same site) is left to it. */
async function fromBuild(version, request) {
  const cache = await caches.open(`${PREFIX}${version}`);
  const cached = await cache.match(request, { ignoreSearch: true });
  if (!cached) return fetch(request);
  const file = fileOf(request);
  if (version !== BUILD.version || (await isWhole(cached, file))) return cached;
  // A damaged copy: fetched again, and kept if it is the build's.
  await cache.delete(file);
  const fresh = await fetch(new Request(file, { cache: 'no-cache' }));
  if (fresh.ok && (await isWhole(fresh, file))) await cache.put(file, fresh.clone());
  return fresh;
}

/** The build's name of the file `request` asks for ('./', './js/page/main.js', …). */
function fileOf(request) {
  const scope = new URL(self.registration.scope);
  return `./${new URL(request.url).pathname.slice(scope.pathname.length)}`;
}

/** Does `response` hold the build's `file` (by its checksum)? A file not in the list is
 *  not this build's to judge. */
async function isWhole(response, file) {
  const expected = BUILD.files[file];
  return expected === undefined || checksum(new Uint8Array(await response.clone().arrayBuffer())) === expected;
}

/** FNV-1a, 32 bits, as eight hex digits: finds a damaged file, not a forged one. The build
 *  writes the same (crates/xtask/src/precache.rs). */
function checksum(bytes) {
  let hash = 0x811c9dc5;
  for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** {current: the newest build taken, pages: {client id: build}}, read once per waking. */
let clientsRead = null;
function readClients() {
  clientsRead ??= caches
    .open(CLIENTS)
    .then((cache) => cache.match(CLIENTS_KEY))
    .then((stored) => stored?.json())
    .catch(() => null)
    .then((stored) => ({ current: stored?.current ?? null, pages: stored?.pages ?? {} }));
  return clientsRead;
}

async function writeClients() {
  const known = await readClients();
  const cache = await caches.open(CLIENTS);
  await cache.put(CLIENTS_KEY, new Response(JSON.stringify(known), { headers: { 'content-type': 'application/json' } }));
}

/** Forgets pages and workers that are gone, and the caches of builds none of the rest runs. */
async function dropUnusedBuilds() {
  const known = await readClients();
  const open = new Set((await self.clients.matchAll({ includeUncontrolled: true, type: 'all' })).map((client) => client.id));
  for (const id of Object.keys(known.pages)) if (!open.has(id)) delete known.pages[id];
  await writeClients();
  const used = new Set([BUILD.version, ...Object.values(known.pages)].map((version) => `${PREFIX}${version}`));
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(PREFIX) && name !== CLIENTS && !used.has(name)).map((name) => caches.delete(name)));
}
