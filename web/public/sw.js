// Hearth's service worker: shows web push notifications and opens their link when one is clicked. It
// caches nothing and handles no fetches. Registered only when a member turns Push on
// (web/src/features/notifications/hooks/browser-push.ts); a push message is { title, body, url, tag }
// (shared/src/schemas/push-subscriptions.ts).

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** A link on this site only: a message can never send the member elsewhere. */
function ownUrl(path) {
  try {
    const url = new URL(path, self.location.origin);
    return url.origin === self.location.origin ? url.href : null;
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  let message = null;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    message = null;
  }
  // Browsers require a notification for every push; one that cannot be read still says where to look.
  const title = message && typeof message.title === 'string' ? message.title : self.location.hostname;
  const body = message && typeof message.body === 'string' ? message.body : 'You have a new notification.';
  const url = (message && typeof message.url === 'string' && ownUrl(message.url)) || ownUrl('/notifications');
  const tag = message && typeof message.tag === 'string' ? message.tag : undefined;
  event.waitUntil(
    self.registration.showNotification(title, {
      body,
      icon: '/favicon.svg',
      data: { url },
      ...(tag ? { tag, renotify: true } : {}),
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || ownUrl('/');
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => w.url === url);
      if (open) return open.focus();
      // A tab of this site already open goes to the link rather than opening another.
      const ours = windows.find((w) => ownUrl(w.url) !== null && 'navigate' in w);
      if (ours) {
        try {
          const focused = await ours.focus();
          return await focused.navigate(url);
        } catch {
          // Not controlled by this worker yet: open a new window below.
        }
      }
      return self.clients.openWindow(url);
    })(),
  );
});

const CSRF = { 'x-hearth-csrf': '1' };

/** An API call with the member's cookies, renewing an expired session once (as the SPA's api client does). */
async function api(path, init) {
  const request = () => fetch(path, { credentials: 'same-origin', ...init, headers: { ...CSRF, ...init.headers } });
  const first = await request();
  if (first.status !== 401) return first;
  const renewed = await fetch('/api/v1/auth/refresh', { method: 'POST', credentials: 'same-origin', headers: CSRF });
  return renewed.ok ? request() : first;
}

async function subscriptionId(endpoint) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(endpoint)));
  return btoa(String.fromCharCode(...digest))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

// The browser renewed or dropped the subscription: hand the API the new one and have it forget the old.
self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(
    (async () => {
      const old = event.oldSubscription;
      let fresh = event.newSubscription;
      if (!fresh && old && old.options && old.options.applicationServerKey) {
        fresh = await self.registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: old.options.applicationServerKey,
        });
      }
      if (fresh) {
        await api('/api/v1/push-subscriptions', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(fresh.toJSON()),
        });
      }
      if (old) {
        await api(`/api/v1/push-subscriptions/${await subscriptionId(old.endpoint)}`, {
          method: 'DELETE',
          headers: {},
        });
      }
    })(),
  );
});
