// /notification-settings' Push column: turning a Push switch on asks the browser's permission, subscribes
// this browser with the site's VAPID key and hands the subscription to the API before the switch is saved; a browser
// that refuses or has no push support leaves the switch off and says why; the Push master off unsubscribes. The
// browser's Push API is a stand-in (jsdom has none).
import { createHash } from 'node:crypto';
import * as messages from '@hearth/shared/messages';
import { defaultPreferences } from '@hearth/shared/schemas/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, ws } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serveSession, serveSite } from '@test/api.ts';
import { member } from '@test/fixtures.ts';
import { server } from '@test/msw-server.ts';
import { renderCommunity } from '@test/render.tsx';

const PUBLIC_KEY = 'BLSMXf8VKq1_it6rDkbOy_ZfSxR5lRYI8EseXD-aVg2pBRtpJPJB7gTY7M1MuAkqy4Ksyjzm2EzmewR734Bi8K4';
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/browser-1';
const KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

/** The browser: its permission answer, its service worker registrations and its one push subscription. */
interface FakeBrowser {
  answer: NotificationPermission;
  permission: NotificationPermission;
  prompts: number;
  registered: Array<{ url: string; scope?: string }>;
  subscribedWith: Array<{ userVisibleOnly?: boolean; key: number[] }>;
  subscription: { endpoint: string; unsubscribed: boolean } | null;
}

const saved = {
  Notification: Object.getOwnPropertyDescriptor(window, 'Notification'),
  PushManager: Object.getOwnPropertyDescriptor(window, 'PushManager'),
  serviceWorker: Object.getOwnPropertyDescriptor(navigator, 'serviceWorker'),
  isSecureContext: Object.getOwnPropertyDescriptor(window, 'isSecureContext'),
};

function installBrowser(fake: FakeBrowser) {
  const subscriptionObject = () =>
    fake.subscription && !fake.subscription.unsubscribed
      ? {
          endpoint: fake.subscription.endpoint,
          options: { applicationServerKey: Uint8Array.from(Buffer.from(PUBLIC_KEY, 'base64url')).buffer },
          toJSON: () => ({ endpoint: fake.subscription!.endpoint, expirationTime: null, keys: KEYS }),
          unsubscribe: async () => {
            fake.subscription!.unsubscribed = true;
            return true;
          },
        }
      : null;
  const registration = {
    pushManager: {
      getSubscription: async () => subscriptionObject(),
      subscribe: async (options: PushSubscriptionOptionsInit) => {
        fake.subscribedWith.push({
          userVisibleOnly: options.userVisibleOnly,
          key: [...new Uint8Array(options.applicationServerKey as ArrayBuffer)],
        });
        fake.subscription = { endpoint: ENDPOINT, unsubscribed: false };
        return subscriptionObject();
      },
    },
  };
  Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
  Object.defineProperty(window, 'PushManager', { configurable: true, writable: true, value: class {} });
  Object.defineProperty(window, 'Notification', {
    configurable: true,
    writable: true,
    value: {
      get permission() {
        return fake.permission;
      },
      requestPermission: async () => {
        fake.prompts += 1;
        fake.permission = fake.answer;
        return fake.answer;
      },
    },
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: async (url: string, options?: RegistrationOptions) => {
        fake.registered.push({ url, scope: options?.scope });
        return registration;
      },
      ready: Promise.resolve(registration),
      getRegistration: async () => (fake.registered.length > 0 || fake.subscription ? registration : undefined),
    },
  });
}

function restoreBrowser() {
  for (const [name, target] of [
    ['Notification', window],
    ['PushManager', window],
    ['isSecureContext', window],
    ['serviceWorker', navigator],
  ] as const) {
    const descriptor = saved[name];
    if (descriptor) Object.defineProperty(target, name, descriptor);
    else delete (target as unknown as Record<string, unknown>)[name];
  }
}

const newBrowser = (answer: NotificationPermission, permission: NotificationPermission = 'default'): FakeBrowser => ({
  answer,
  permission,
  prompts: 0,
  registered: [],
  subscribedWith: [],
  subscription: null,
});

/** The API: the switches (saved changes recorded), the VAPID key, subscriptions kept and forgotten. */
function serveApi() {
  const api = {
    saved: [] as Array<Record<string, boolean>>,
    subscribed: [] as unknown[],
    forgotten: [] as string[],
  };
  let preferences = defaultPreferences();
  server.use(
    // The bell of the signed-in page: nothing unread, its live socket quiet.
    http.get('/api/v1/notifications/unread', () => HttpResponse.json({ unread: 0, lastSeenAt: null })),
    ws.link('ws://*/api/v1/live').addEventListener('connection', () => undefined),
    http.get('/api/v1/notification-preferences', () => HttpResponse.json({ preferences })),
    http.patch('/api/v1/notification-preferences', async ({ request }) => {
      const body = (await request.json()) as { preferences: Record<string, boolean> };
      api.saved.push(body.preferences);
      preferences = { ...preferences, ...body.preferences };
      return HttpResponse.json({ preferences });
    }),
    http.get('/api/v1/push-subscriptions/key', () => HttpResponse.json({ publicKey: PUBLIC_KEY })),
    http.post('/api/v1/push-subscriptions', async ({ request }) => {
      api.subscribed.push(await request.json());
      return HttpResponse.json({ subscriptionId: 'x' }, { status: 201 });
    }),
    http.delete('/api/v1/push-subscriptions/:id', ({ params }) => {
      api.forgotten.push(String(params.id));
      return HttpResponse.json({ deleted: true });
    }),
  );
  return api;
}

async function openSettings() {
  serveSite();
  serveSession(member);
  const api = serveApi();
  renderCommunity('/notification-settings');
  await screen.findByRole('heading', { level: 1, name: 'Notification Settings' });
  return api;
}

const commentsPush = () => screen.getByRole('switch', { name: 'Comments and replies: Push' });

beforeEach(() => restoreBrowser());
afterEach(() => restoreBrowser());

describe('the Push switches', { timeout: 20_000 }, () => {
  it('ask permission, subscribe this browser with the site key and keep it on the API, then save the switch', async () => {
    const browser = newBrowser('granted');
    installBrowser(browser);
    const api = await openSettings();

    await userEvent.click(commentsPush());

    await waitFor(() => expect(commentsPush()).toBeChecked());
    expect(browser.prompts).toBe(1);
    expect(browser.registered).toEqual([{ url: '/sw.js', scope: '/' }]);
    expect(browser.subscribedWith).toEqual([{ userVisibleOnly: true, key: [...Buffer.from(PUBLIC_KEY, 'base64url')] }]);
    expect(api.subscribed).toEqual([{ endpoint: ENDPOINT, expirationTime: null, keys: KEYS }]);
    expect(api.saved).toEqual([{ commentPushNotifications: true }]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stay off and say so when the browser denies notifications', async () => {
    const browser = newBrowser('denied');
    installBrowser(browser);
    const api = await openSettings();

    await userEvent.click(commentsPush());

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.pushDenied);
    expect(browser.prompts).toBe(1);
    expect(commentsPush()).not.toBeChecked();
    expect(api.subscribed).toEqual([]);
    expect(api.saved).toEqual([]);
  });

  it('do not ask again once notifications are blocked', async () => {
    const browser = newBrowser('denied', 'denied');
    installBrowser(browser);
    await openSettings();
    await userEvent.click(commentsPush());
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.pushDenied);
    expect(browser.prompts).toBe(0);
  });

  it('stay off and say so in a browser without push support', async () => {
    const api = await openSettings();
    // jsdom, like an old browser or an insecure page: no PushManager, no service workers.
    expect('PushManager' in window).toBe(false);

    await userEvent.click(commentsPush());

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.pushUnsupported);
    expect(commentsPush()).not.toBeChecked();
    expect(api.saved).toEqual([]);
    // Other channels are untouched by push support.
    await userEvent.click(screen.getByRole('switch', { name: 'Comments and replies: In-App' }));
    await waitFor(() => expect(api.saved).toEqual([{ commentAppNotifications: false }]));
  });

  it('unsubscribe this browser when the Push master goes off', async () => {
    const browser = newBrowser('granted', 'granted');
    browser.subscription = { endpoint: ENDPOINT, unsubscribed: false };
    installBrowser(browser);
    const api = await openSettings();

    await userEvent.click(screen.getByRole('switch', { name: 'All Push notifications' }));

    await waitFor(() => expect(browser.subscription?.unsubscribed).toBe(true));
    expect(api.forgotten).toEqual([createHash('sha256').update(ENDPOINT).digest('base64url')]);
    expect(api.saved).toEqual([{ allPushNotifications: false }]);
  });
});
