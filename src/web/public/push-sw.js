// Web push in the service worker (docs/push.md). vite.config.ts has the generated worker
// import this file (workbox `importScripts`), so the offline cache and the update flow stay
// workbox's own. Plain JavaScript: it is served as it is, never bundled.
//
// A push carries { title, body, url, tag } (src/shared/schemas/push.ts). It is shown at once; a
// tap opens its screen, in the app's open window when there is one (navigated there and
// focused), else in a new one. When the browser replaces the subscription
// (`pushsubscriptionchange`), the worker subscribes again with the same key and tells the server,
// which knows the device by its old endpoint and auth secret (the worker has no sign-in).

const FALLBACK_TITLE = 'Spotter';

/** A path of this app, or '/': a push never sends the user elsewhere. */
function appPath(value) {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : FALLBACK_TITLE;
  const options = {
    body: typeof data.body === 'string' ? data.body : '',
    icon: '/icon-192.png',
    badge: '/icon-192.png',
    data: { url: appPath(data.url) },
  };
  if (typeof data.tag === 'string' && data.tag) {
    options.tag = data.tag;
    // A newer push of the same thread replaces the old one and still alerts.
    options.renotify = true;
  }
  event.waitUntil(self.registration.showNotification(title, options));
});

/** Focuses the app's window on `url`: the one already there, or another navigated there, or a new one. */
async function openApp(path) {
  const url = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const ours = windows.filter((w) => new URL(w.url).origin === self.location.origin);
  const exact = ours.find((w) => w.url === url);
  if (exact) return exact.focus();
  const open = ours.find((w) => w.focused) ?? ours.find((w) => w.visibilityState === 'visible') ?? ours[0];
  if (open) {
    // navigate() is for windows this worker controls; another one is focused as it is.
    const moved = await open.navigate(url).catch(() => null);
    return (moved ?? open).focus();
  }
  return self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openApp(appPath(event.notification.data && event.notification.data.url)));
});

const RENEW_URL = '/api/push/subscriptions/renew';

/** base64url of an ArrayBuffer (the subscription's keys). */
function base64url(buffer) {
  let raw = '';
  for (const byte of new Uint8Array(buffer)) raw += String.fromCharCode(byte);
  return btoa(raw).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The old subscription proves the device to the server; the new one is the event's, or made here
 * with the old one's key when the event carries none. An event without the old one proves
 * nothing: the user turns push on again from the Notifications card, and the old endpoint's 404
 * or 410 removes its row.
 */
async function renewSubscription(event) {
  const old = event.oldSubscription;
  if (!old || !old.getKey) return;
  const oldAuth = old.getKey('auth');
  if (!oldAuth) return;
  const key = old.options && old.options.applicationServerKey;
  const fresh = event.newSubscription || (key ? await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }) : null);
  if (!fresh) return;
  const res = await fetch(RENEW_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ oldEndpoint: old.endpoint, oldAuth: base64url(oldAuth), subscription: fresh.toJSON() }),
  });
  // Refused or unreachable: the event fails; "Notify me" in the card subscribes this device again.
  if (!res.ok) throw new Error(`push subscription renewal answered ${res.status}`);
}

self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(renewSubscription(event));
});
