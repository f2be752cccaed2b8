// The portal's service worker (docs/decisions/051): served as-is from the portal's origin at
// /push-sw.js (a stable path, allowed by the page policy's worker-src 'self'). It only handles web
// push: it shows the server's notice and, on a click, opens the game's page on this origin.
/* global self, clients, URL */

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(clients.claim()));

self.addEventListener('push', (event) => {
  let notice = {};
  try {
    notice = event.data ? event.data.json() : {};
  } catch {
    notice = { title: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(notice.title || self.location.host, {
      body: notice.body || '',
      tag: notice.tag || undefined,
      icon: notice.icon || undefined,
      data: { url: notice.url || '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(
    (event.notification.data && event.notification.data.url) || '/',
    self.location.origin,
  );
  // Only the portal's own pages: a notice never sends the viewer elsewhere.
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).pathname === target.pathname);
      return open ? open.focus() : clients.openWindow(target.href);
    }),
  );
});
