// The score pad's service worker (scope /pad/): the page, its script and style kept so the pad
// opens with no network; each is fetched fresh when the network answers (network first).
// The API is never cached: the page keeps the pad's last view and its unsent entries itself.

const CACHE = "bw-pad-v6";
const SHELL = ["/pad/", "/static/js/pad.js", "/static/js/pad-block.js", "/static/js/explain.js", "/static/js/pad-score.js",
  "/static/js/pad-form.js", "/static/js/pad-store.js", "/static/js/dom.js",
  "/static/css/pad.css", "/pad/manifest.webmanifest", "/static/pad-icon.svg"];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SHELL)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys()
    .then((names) => Promise.all(names.filter((n) => n.startsWith("bw-pad-") && n !== CACHE).map((n) => caches.delete(n))))
    .then(() => self.clients.claim()));
});

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "GET" || url.origin !== location.origin || url.pathname.startsWith("/api/")) return;
  const shell = url.pathname === "/pad/" || SHELL.includes(url.pathname);
  if (!shell) return;
  event.respondWith(fetch(event.request).then((response) => {
    if (response.ok) {
      const copy = response.clone();
      caches.open(CACHE).then((cache) => cache.put(url.pathname, copy));
    }
    return response;
  }).catch(() => caches.match(url.pathname).then((hit) => hit || Response.error())));
});
