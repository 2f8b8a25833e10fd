// What the community site shows of the owner's subforum and category changes (owner-dashboard §4; member-forum
// §2.3, §2.5), at 1280 px and 390 px: the owner changes the demo community through the API from the owner app's
// host (the /platform page that will hold these sections is built elsewhere), and within the configuration cache's
// 10 s the side panel lists a new subforum, its page opens with its categories in the filter and the composer, a
// private one is locked and answers /subforum-no-access, a disabled one /subforum-not-found.
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { DEMO_PASSWORD, expect, expectAccessible, hostUrl, test } from './support.ts';

const SCREENSHOTS = join(import.meta.dirname, '../../test-results/screenshots');
const DEMO = 'cm-demo';

async function shot(page: Page, info: TestInfo, name: string) {
  await expectAccessible(page, name);
  await page.screenshot({ path: join(SCREENSHOTS, `${name}-${info.project.name}.png`), fullPage: true });
}

/** The owner signs in on the owner app and calls the structure API from that page (same origin, its cookies). */
async function ownerApi(page: Page, baseURL: string | undefined) {
  await page.goto(hostUrl(baseURL, 'app', '/sign-in'));
  const call = (path: string, method: string, body?: unknown) =>
    page.evaluate(
      async ({ path, method, body }) => {
        const res = await fetch(path, {
          method,
          headers: { 'content-type': 'application/json', 'x-hearth-csrf': '1' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: res.status, json: await res.json() };
      },
      { path, method, body },
    );
  const signedIn = await call('/api/v1/auth/sign-in', 'POST', { email: 'owner@hearth.local', password: DEMO_PASSWORD });
  expect(signedIn.status).toBe(200);
  return call;
}

/** The visible subforum navigation (a side panel on desktops, a strip on phones). */
const subforumNav = (page: Page) => page.locator('nav[aria-label="Subforums"]:visible');

test('the community site shows new, private and disabled subforums and a new category', async ({
  page,
  browser,
  baseURL,
}, info) => {
  test.setTimeout(120_000);
  const run = `${info.project.name.slice(0, 3)}${Date.now().toString(36).slice(-5)}`;
  // The owner in a browser context of their own; the member is this test's page.
  const ownerContext = await browser.newContext();
  const call = await ownerApi(await ownerContext.newPage(), baseURL);
  const open = await call(`/api/v1/communities/${DEMO}/subforums`, 'POST', { title: `Tide ${run}`, emoji: '🌊' });
  expect(open.status).toBe(201);
  const category = await call(`/api/v1/communities/${DEMO}/categories`, 'POST', {
    subforumId: open.json.id,
    title: `Rock pools ${run}`,
  });
  expect(category.status).toBe(201);
  const locked = await call(`/api/v1/communities/${DEMO}/subforums`, 'POST', {
    title: `Vault ${run}`,
    private: true,
    navigation: true,
  });
  const closed = await call(`/api/v1/communities/${DEMO}/subforums`, 'POST', { title: `Shut ${run}`, enabled: false });
  expect([locked.status, closed.status]).toEqual([201, 201]);

  const member = page;
  await member.goto('/sign-in');
  await member.getByLabel('Email').fill('member@hearth.local');
  await member.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await member.getByRole('button', { name: 'Sign In' }).click();
  await expect(member.getByRole('button', { name: 'Maya Member' })).toBeVisible();

  // Within the configuration cache's 10 s the new subforum is in the navigation.
  await expect(async () => {
    await member.goto('/');
    await expect(subforumNav(member).getByRole('link', { name: `Tide ${run}` })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(subforumNav(member).getByText(`Vault ${run}`)).toBeVisible();
  await expect(subforumNav(member).getByRole('link', { name: `Vault ${run}` })).toHaveCount(0);
  await expect(subforumNav(member).getByText(`Shut ${run}`)).toHaveCount(0);
  await shot(member, info, 'subforums-panel');

  await subforumNav(member)
    .getByRole('link', { name: `Tide ${run}` })
    .click();
  await expect(member).toHaveURL(new RegExp(`/tide-${run}$`));
  await expect(member.getByText(`Rock pools ${run}`).first()).toBeVisible();
  await shot(member, info, 'subforums-page');

  await member.goto(`/new-post?type=post&subforum=tide-${run}`);
  await expect(member.getByLabel('Category').locator('option', { hasText: `Rock pools ${run}` })).toHaveCount(1);

  await member.goto(`/vault-${run}`);
  await expect(member).toHaveURL(/\/subforum-no-access$/);
  await expect(member.getByText('This subforum is private.')).toBeVisible();
  await shot(member, info, 'subforums-no-access');

  await member.goto(`/shut-${run}`);
  await expect(member).toHaveURL(/\/subforum-not-found$/);
  await expect(member.getByText("This subforum doesn't exist or has been deleted.")).toBeVisible();

  // Deleted: gone from the navigation within the same 10 s.
  const removed = await call(`/api/v1/communities/${DEMO}/subforums/${open.json.id}`, 'DELETE', {
    phrase: 'delete this subforum',
  });
  expect(removed.status).toBe(200);
  await expect(async () => {
    await member.goto('/');
    await expect(subforumNav(member).getByText(`Vault ${run}`)).toBeVisible({ timeout: 2_000 });
    await expect(subforumNav(member).getByRole('link', { name: `Tide ${run}` })).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 25_000 });
  await ownerContext.close();
});
