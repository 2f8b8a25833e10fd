// Web push in Chromium at 1280 px and 390 px: a member whose browser blocks notifications is told so and
// the switch stays off; once notifications are allowed, turning a Push switch on registers the service worker
// (/sw.js), subscribes and keeps the subscription on the API before the switch is saved; a push delivered to the
// worker (through the DevTools protocol, as a push service would) shows the notification with the comment's link.
// Headless Chromium here has no push service to subscribe with (no network), so PushManager.subscribe answers a
// stand-in subscription; everything else is the real browser, worker and API.
import type { Page } from '@playwright/test';
import { expect, shot, test } from './support.ts';

const MEMBER = { email: 'member@hearth.local', name: 'Maya Member' };

/** The stand-in for the browser's push service: a subscription whose endpoint nobody answers. */
function fakePushService(page: Page) {
  return page.addInitScript(() => {
    PushManager.prototype.subscribe = async function () {
      const endpoint = `https://push.e2e.invalid/send/${Date.now()}`;
      const keys = {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      };
      const subscription = {
        endpoint,
        expirationTime: null,
        options: { applicationServerKey: null, userVisibleOnly: true },
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: async () => true,
      };
      return subscription as unknown as PushSubscription;
    };
  });
}

test('a Push switch subscribes this browser, or says why it cannot; a push shows its notification', async ({
  page,
  context,
  baseURL,
}, info) => {
  test.setTimeout(90_000);
  const origin = new URL(baseURL!).origin;
  await fakePushService(page);
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(MEMBER.email);
  await page.getByLabel('Password', { exact: true }).fill('hearth-demo-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: MEMBER.name })).toBeVisible();

  await page.goto('/notification-settings');
  const commentsPush = page.getByRole('switch', { name: 'Comments and replies: Push' });
  // Off to start with (the other viewport's run may have turned it on).
  const reset = await page.evaluate(() =>
    fetch('/api/v1/notification-preferences', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', 'x-hearth-csrf': '1' },
      body: JSON.stringify({ preferences: { commentPushNotifications: false } }),
    }).then((r) => r.status),
  );
  expect(reset).toBe(200);
  await page.reload();
  await expect(commentsPush).not.toBeChecked();

  // Blocked: the browser refuses the prompt; the switch stays off and the page says what to do.
  await context.clearPermissions();
  await commentsPush.click({ force: true });
  await expect(page.getByRole('alert')).toHaveText(
    'Notifications are blocked for this site in your browser. Allow them in the browser’s site settings, then turn Push on again.',
  );
  await expect(commentsPush).not.toBeChecked();
  await shot(page, info, 'push-blocked');

  // Allowed: the worker is registered, the subscription kept, then the switch saved.
  await context.grantPermissions(['notifications'], { origin });
  const kept = page.waitForResponse((r) => r.url().endsWith('/api/v1/push-subscriptions') && r.status() === 201);
  await commentsPush.click({ force: true });
  await kept;
  await expect(commentsPush).toBeChecked();
  await expect(page.getByText('Notification settings successfully updated!')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  const worker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(worker).toBe(`${origin}/sw.js`);
  await shot(page, info, 'push-on');

  // A push reaches the worker: it shows the notification with the link.
  const cdp = await context.newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const r of updated) if (!r.isDeleted) registrations.set(r.scopeURL, r.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.get(`${origin}/`)).toBeTruthy();
  const message = {
    title: 'Hearth Makers',
    body: 'Ana commented on your post "Lake run"',
    url: '/post/lake-run?comment=c-1',
    tag: 'postComment.e2e',
  };
  // Delivered again until the worker shows it (a push that reaches a worker still starting up is dropped, as seen once
  // in CI at 390 px); the same tag replaces the notice, so one stays whatever the number of deliveries.
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        data: n.data as unknown,
      })),
    );
  await expect(async () => {
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: registrations.get(`${origin}/`)!,
      data: JSON.stringify(message),
    });
    await expect
      .poll(shown, { timeout: 3_000 })
      .toEqual([
        { title: message.title, body: message.body, tag: message.tag, data: { url: `${origin}${message.url}` } },
      ]);
  }).toPass({ timeout: 30_000 });
});
