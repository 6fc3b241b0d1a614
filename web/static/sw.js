// The service worker: keeps the static files (scripts, styles, icons) for fast and offline loads, and shows a
// friendly page instead of the browser's error when a page is opened with no network. Games themselves are never
// cached: they live on the server, and a stale board would mislead.

const CACHE = 'inrow-static-v1';
const OFFLINE = '/offline';
const PRECACHE = [
  OFFLINE,
  '/static/css/inrow.css',
  '/static/favicon.svg',
  '/static/icons/icon-192.png',
  '/static/js/lobby.js',
  '/static/js/quick.js',
  '/static/js/store.js',
  '/static/js/app.js',
];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // Pages always come from the network (they carry the live game); the offline page only when there is none.
    event.respondWith(fetch(request).catch(() => caches.match(OFFLINE)));
    return;
  }
  if (url.pathname.startsWith('/static/')) {
    // Stale while revalidate: the cached copy now, a fresh one for next time.
    event.respondWith(caches.open(CACHE).then(async (cache) => {
      const cached = await cache.match(request);
      const fresh = fetch(request).then((response) => {
        if (response.ok) cache.put(request, response.clone());
        return response;
      }).catch(() => cached);
      return cached ?? fresh;
    }));
  }
});
