// Notifications in Chromium at 1280 px and 390 px: member B mentions member A in a comment → A's bell (the
// Alerts tab on a phone) shows it without a reload → the click lands on the comment's thread; A turns off mention
// e-mails on /notification-settings → the next mention reaches the bell but sends no e-mail.
import { join } from 'node:path';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { api, DEMO_PASSWORD, expect, expectAccessible, test } from './support.ts';

const A = { email: 'member@hearth.local', name: 'Maya Member', memberId: 'mb-member' };
const B = { email: 'moderator@hearth.local' };
const SCREENSHOTS = join(import.meta.dirname, '../../test-results/screenshots');

async function shot(page: Page, info: TestInfo, name: string) {
  await expectAccessible(page, name);
  await page.screenshot({ path: join(SCREENSHOTS, `${name}-${info.project.name}.png`), fullPage: true });
}

/** B writes a post and a comment on it that mentions A (the composer's mention menu is the forum journey's part). */
async function mentionA(b: Page, title: string, text: string) {
  const categories = await api<{ items: Array<{ id: string }> }>(b, 'GET', '/api/v1/categories');
  const created = await api<{ id: string; slug: string }>(b, 'POST', '/api/v1/posts', {
    type: 'post',
    title,
    categoryId: categories.json.items[0]!.id,
    content: '<p>Trail notes</p>',
  });
  expect(created.status).toBe(201);
  const content = `<p>${text} <span class="mention" data-member-id="${A.memberId}">@${A.name}</span></p>`;
  const comment = await api<{ id: string; slug: string }>(b, 'POST', `/api/v1/posts/${created.json.id}/comments`, {
    content,
    anonymous: false,
  });
  expect(comment.status).toBe(201);
  return { post: created.json, comment: comment.json };
}

async function mailsAbout(request: APIRequestContext, baseURL: string | undefined, postSlug: string) {
  const port = new URL(baseURL!).port;
  const mails = (await (await request.get(`http://127.0.0.1:${port}/_dev/mail.json`)).json()) as Array<{
    to: string;
    text: string;
  }>;
  return mails.filter((m) => m.to === A.email && m.text.includes(`/post/${postSlug}`));
}

test('a mention reaches the bell live, the click lands on the comment, and mention e-mails can be turned off', async ({
  page,
  browser,
  baseURL,
}, info) => {
  test.setTimeout(120_000);
  const mobile = info.project.name === 'mobile';
  const run = `${info.project.name}${Date.now().toString(36)}`;

  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(A.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: A.name })).toBeVisible();
  // Mention e-mails on (the default; the other viewport's run turned them off), everything seen; new posts' in-app
  // notifications off, so the bell counts the mention alone (every demo post tells its members).
  const on = await api(page, 'PATCH', '/api/v1/notification-preferences', {
    preferences: {
      mentionEmailNotifications: true,
      newPostAppNotifications: false,
      questCompletionAppNotifications: false,
      questNearCompletionAppNotifications: false,
    },
  });
  expect(on.status).toBe(200);
  expect((await api(page, 'PUT', '/api/v1/notifications/seen')).status).toBe(200);
  await page.goto('/');
  const bell = mobile
    ? page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Alerts/ })
    : page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(mobile ? 'Alerts' : 'Notifications');

  const other = await browser.newContext({ baseURL: baseURL! });
  const b = await other.newPage();
  await b.goto('/');
  expect((await api(b, 'POST', '/api/v1/auth/sign-in', { email: B.email, password: DEMO_PASSWORD })).status).toBe(200);
  const first = await mentionA(b, `Lap report ${run}`, `Great pace today`);

  // Live: no reload, the count arrives by itself.
  await expect(bell).toHaveAccessibleName(mobile ? /^Alerts\s*, 1 unread$/ : 'Notifications, 1 unread');
  await shot(page, info, 'notifications-bell-unread');
  const message = `mentioned you in "Lap report ${run}"`;
  if (mobile) {
    // The tab's own click handler, without Playwright's hit test: after the full run's journeys the emulated phone
    // screen was seen zoomed out here, and the hit test then found a feed card over the fixed tab bar.
    await bell.dispatchEvent('click');
    await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  } else {
    await bell.click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
  }
  const item = page.getByRole('link', { name: new RegExp(message) });
  await expect(item).toBeVisible();
  await shot(page, info, mobile ? 'notifications-page' : 'notifications-panel');
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/post/${first.post.slug}\\?comment=${first.comment.slug}`));
  await expect(page.getByRole('list', { name: 'Thread' }).getByText('Great pace today')).toBeVisible();
  await expect(bell).toHaveAccessibleName(mobile ? 'Alerts' : 'Notifications');
  await expect.poll(async () => (await mailsAbout(page.request, baseURL, first.post.slug)).length).toBe(1);

  // Mention e-mails off: the switch saves at once.
  await page.goto('/notification-settings');
  await expect(page.getByRole('heading', { name: 'Notification Settings' })).toBeVisible();
  const mentionEmail = page.getByRole('switch', { name: 'Mentions: Email' });
  await expect(mentionEmail).toBeChecked();
  await mentionEmail.click({ force: true });
  await expect(page.getByText('Notification settings successfully updated!')).toBeVisible();
  await expect(mentionEmail).not.toBeChecked();
  await shot(page, info, 'notification-settings');

  const second = await mentionA(b, `Second lap ${run}`, `Still fast`);
  await expect(bell).toHaveAccessibleName(mobile ? /^Alerts\s*, 1 unread$/ : 'Notifications, 1 unread');
  // The in-app notification arrived, so the event was delivered: no e-mail came with it.
  expect(await mailsAbout(page.request, baseURL, second.post.slug)).toEqual([]);
  await other.close();
});
