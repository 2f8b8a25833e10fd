// The owner on their own community's site (at 1280 px and 390 px): a member there like any other, they open their
// Profile Settings, Account Settings and profile, and the bell's poll answers; and a moderator, whose role grants
// View on a private subforum, opens it by its address and reloads it without being sent to /subforum-no-access.
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, api, expect, hostUrl, hydrated, shot, test } from './support.ts';

async function signIn(page: Page, email: string) {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('the owner opens their own community’s settings and profile', async ({ page }, info) => {
  const unread: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/v1/notifications/unread') unread.push(response.status());
  });
  await signIn(page, 'owner@hearth.local');
  await expect(page.getByRole('button', { name: 'Olivia Owner' })).toBeVisible();

  await page.goto('/settings');
  await expect(page.getByRole('textbox', { name: 'Bio' })).toBeVisible();
  await expect(page.getByText('Something went wrong, please try again.')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /Username/ })).toHaveValue('olivia');
  await page.getByRole('textbox', { name: 'Bio' }).fill(`Runs this place (${info.project.name}).`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved settings successfully!')).toBeVisible();
  await shot(page, info, 'owner-profile-settings');

  await page.goto('/account-settings');
  await expect(page.getByRole('textbox', { name: 'Location' })).toBeVisible();
  await expect(page.getByText('Something went wrong, please try again.')).toHaveCount(0);
  await shot(page, info, 'owner-account-settings');

  await page.goto('/profile/me');
  await expect(page.getByRole('heading', { level: 1, name: 'Olivia Owner' })).toBeVisible();
  await expect(page.getByText(`Runs this place (${info.project.name}).`)).toBeVisible();
  await shot(page, info, 'owner-profile');

  expect((await api(page, 'GET', '/api/v1/notifications/unread')).status).toBe(200);
  expect(unread.filter((status) => status !== 200)).toEqual([]);
});

test('a moderator opens a private subforum by its address, and after a reload', async ({
  page,
  browser,
  baseURL,
}, info) => {
  const run = `${info.project.name.slice(0, 3)}${Date.now().toString(36).slice(-5)}`;
  const owner = await (await browser.newContext()).newPage();
  await owner.goto(hostUrl(baseURL, 'app', '/sign-in'));
  expect(
    (await api(owner, 'POST', '/api/v1/auth/sign-in', { email: 'owner@hearth.local', password: DEMO_PASSWORD })).status,
  ).toBe(200);
  const created = await api<{ id: string }>(owner, 'POST', '/api/v1/communities/cm-demo/subforums', {
    title: `Back room ${run}`,
    private: true,
    navigation: true,
  });
  expect(created.status).toBe(201);
  const path = `/back-room-${run}`;

  await signIn(page, 'moderator@hearth.local');
  await expect(page.getByRole('button', { name: 'Mo Moderator' })).toBeVisible();
  // Within the configuration cache's 10 s the new subforum exists for the site.
  await expect(async () => {
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Back room ${run}`) })).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Back room ${run}`) })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await shot(page, info, 'private-subforum-direct');
  await owner.context().close();
});
