// Drafts that survive, in Chromium: a member starts a post in one browser, the composer saves it as a draft by
// itself ("Saved"), and the same member in another browser finds it at /drafts, continues it with the title and body
// restored, then discards it behind a confirmation.
import { api, DEMO_PASSWORD, expect, shot, test } from './support.ts';

test('a draft typed in one browser is restored in another, and discarded there', async ({
  page,
  browser,
  baseURL,
}, info) => {
  test.setTimeout(120_000);
  const run = `${info.project.name}${Date.now().toString(36)}`;
  const title = `Half a trail report ${run}`;
  await page.goto('/');
  const signIn = { email: 'member@hearth.local', password: DEMO_PASSWORD };
  expect((await api(page, 'POST', '/api/v1/auth/sign-in', signIn)).status).toBe(200);

  await page.goto('/new-post');
  await page.getByLabel('Title').fill(title);
  await page.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type(`The ridge was windy ${run}`);
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]draft=[0-9a-z]{26}/);
  await shot(page, info, 'drafts-composer-saved');

  const other = await browser.newContext({ baseURL: baseURL!, viewport: page.viewportSize() });
  const b = await other.newPage();
  await b.goto('/');
  expect((await api(b, 'POST', '/api/v1/auth/sign-in', signIn)).status).toBe(200);
  await b.goto('/drafts');
  const row = b.getByRole('listitem').filter({ hasText: title });
  await expect(row).toBeVisible();
  await shot(b, info, 'drafts-list');
  await row.getByRole('link', { name: `Continue: ${title}` }).click();
  await expect(b.getByLabel('Title')).toHaveValue(title);
  await expect(b.getByRole('textbox', { name: 'Content' })).toContainText(`The ridge was windy ${run}`);

  await b.getByRole('button', { name: 'Discard draft' }).click();
  const dialog = b.getByRole('dialog', { name: 'Discard draft' });
  await dialog.getByRole('button', { name: 'Discard' }).click();
  await expect(b).toHaveURL(/\/drafts$/);
  await expect(b.getByRole('heading', { level: 1, name: 'Drafts' })).toBeVisible();
  await expect(b.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  await other.close();
});
