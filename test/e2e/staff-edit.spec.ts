// Staff editing someone else's post, at 1280 px and 390 px: a moderator fixes a member's post from its menu; the
// owner's post offers them no Edit and its edit page says why; the owner finds the edit in Audit Logs and its Undo
// puts the member's words back.
import { api, DEMO_PASSWORD, expect, hydrated, linkMailedTo, shot, test, uniqueEmail } from './support.ts';
import type { Browser, Page } from '@playwright/test';

async function signedIn(
  browser: Browser,
  baseURL: string | undefined,
  viewport: { width: number; height: number } | null,
  email: string,
) {
  const context = await browser.newContext({ viewport, baseURL });
  const page = await context.newPage();
  await page.goto('/');
  expect((await api(page, 'POST', '/api/v1/auth/sign-in', { email, password: DEMO_PASSWORD })).status).toBe(200);
  return page;
}

const PASSWORD = 'correct-horse-7';

/** A fresh member, verified through the dev mailbox and signed in, named so the audit log tells this run's apart. */
async function newMember(
  browser: Browser,
  request: Parameters<typeof linkMailedTo>[0],
  baseURL: string | undefined,
  viewport: { width: number; height: number } | null,
  email: string,
  lastName: string,
) {
  const context = await browser.newContext({ viewport, baseURL });
  const page = await context.newPage();
  await page.goto('/');
  const created = await api(page, 'POST', '/api/v1/auth/sign-up', {
    firstName: 'Edna',
    lastName,
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    acceptTerms: true,
  });
  expect(created.status).toBe(201);
  await page.goto(await linkMailedTo(request, baseURL, email));
  await expect(page).toHaveURL(/\/email-verification-success$/);
  expect((await api(page, 'POST', '/api/v1/auth/sign-in', { email, password: PASSWORD })).status).toBe(200);
  return page;
}

async function createPost(page: Page, title: string) {
  const categories = (await api<{ items: Array<{ id: string }> }>(page, 'GET', '/api/v1/categories')).json;
  const res = await api<{ slug: string }>(page, 'POST', '/api/v1/posts', {
    type: 'post',
    title,
    categoryId: categories.items[0]!.id,
    content: '<p>What the author wrote</p>',
  });
  expect(res.status).toBe(201);
  return res.json.slug;
}

test("a moderator edits a member's post, not the owner's; the owner undoes the edit from Audit Logs", async ({
  page,
  browser,
  request,
  baseURL,
}, info) => {
  test.setTimeout(120_000);
  const viewport = info.project.use.viewport ?? null;
  const stamp = `${info.project.name} ${Date.now().toString(36)}`;
  const lastName = info.project.name === 'mobile' ? 'Mobile' : 'Desktop';
  const member = await newMember(browser, request, baseURL, viewport, uniqueEmail('edited', info), lastName);
  const title = `Member words ${stamp}`;
  const slug = await createPost(member, title);
  const owner = page;
  await owner.goto('/');
  expect(
    (await api(owner, 'POST', '/api/v1/auth/sign-in', { email: 'owner@hearth.local', password: DEMO_PASSWORD })).status,
  ).toBe(200);
  const ownerSlug = await createPost(owner, `Owner words ${stamp}`);

  // The moderator edits the member's post from its menu.
  const moderator = await signedIn(browser, baseURL, viewport, 'moderator@hearth.local');
  await moderator.goto(`/post/${slug}`);
  await hydrated(moderator);
  await moderator.getByRole('button', { name: 'Post actions' }).click();
  await moderator.getByRole('menuitem', { name: 'Edit' }).click();
  // The rich text editor loads with the post's body first (it takes the focus as it starts).
  await expect(moderator.getByRole('textbox', { name: /Content|Description/ })).toContainText('What the author wrote');
  const titleField = moderator.getByLabel('Title', { exact: true });
  await expect(titleField).toHaveValue(title);
  await titleField.fill(`Fixed by staff ${stamp}`);
  await expect(titleField).toHaveValue(`Fixed by staff ${stamp}`);
  await moderator.getByRole('button', { name: 'Save changes' }).click();
  await expect(moderator.getByRole('heading', { level: 1, name: `Fixed by staff ${stamp}` })).toBeVisible();

  // The owner's post is above a moderator: its menu offers no Edit, and the edit page says why.
  await moderator.goto(`/post/${ownerSlug}`);
  await hydrated(moderator);
  await moderator.getByRole('button', { name: 'Post actions' }).click();
  await expect(moderator.getByRole('menuitem', { name: 'Pin' })).toBeVisible();
  await expect(moderator.getByRole('menuitem', { name: 'Edit' })).toHaveCount(0);
  await moderator.keyboard.press('Escape');
  await moderator.goto(`/edit-post/${ownerSlug}`);
  await expect(
    moderator.getByRole('heading', {
      level: 1,
      name: 'You cannot take this action on a member at or above your own access level.',
    }),
  ).toBeVisible();
  await shot(moderator, info, 'staff-edit-refused');

  // The owner undoes the moderator's edit from Audit Logs: the member's title is back.
  await owner.goto('/dashboard/audit-logs');
  const entry = owner
    .getByRole('listitem')
    .filter({ hasText: `edited a post from Edna ${lastName}` })
    .first();
  await expect(entry).toBeVisible();
  await shot(owner, info, 'staff-edit-audit-logs');
  await entry.getByRole('button', { name: /^Undo/ }).click();
  // The undo is an edit of its own, logged above the edit it undid.
  const edits = owner.getByRole('listitem').filter({ hasText: `edited a post from Edna ${lastName}` });
  await expect(edits).toHaveCount(2);
  await expect(edits.filter({ hasText: 'undone' })).toHaveCount(1);
  await member.goto(`/post/${slug}`);
  await expect(member.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await owner.goto(`/post/${ownerSlug}`);
  await expect(owner.getByRole('heading', { level: 1, name: `Owner words ${stamp}` })).toBeVisible();
});
