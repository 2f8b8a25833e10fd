// The moderation journey at 1280 px and 390 px: a member reports a post → a moderator bans its author
// from Reports → the author sees the ban page → the owner undoes the ban from Audit Logs → the author posts again →
// the moderator deletes that post from its menu with a reason → the owner republishes it from Audit Logs.
// Every member it bans or reports is its own fresh account (the shared demo accounts only act).
import type { Browser, Page } from '@playwright/test';
import { api, DEMO_PASSWORD, expect, hydrated, linkMailedTo, shot, test, uniqueEmail } from './support.ts';

const PASSWORD = 'correct-horse-7';

async function newMember(
  browser: Browser,
  request: Parameters<typeof linkMailedTo>[0],
  baseURL: string | undefined,
  email: string,
  info: Parameters<typeof uniqueEmail>[1],
) {
  const context = await browser.newContext({ viewport: info.project.use.viewport ?? undefined, baseURL });
  const page = await context.newPage();
  await page.goto('/');
  const created = await api(page, 'POST', '/api/v1/auth/sign-up', {
    firstName: 'Rita',
    lastName: 'Reported',
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
  return api<Record<string, unknown> | null>(page, 'POST', '/api/v1/posts', {
    type: 'post',
    title,
    categoryId: categories.items[0]!.id,
    content: '<p>Buy cheap watches here</p>',
  });
}

async function staffPage(
  browser: Browser,
  baseURL: string | undefined,
  info: Parameters<typeof uniqueEmail>[1],
  email: string,
) {
  const context = await browser.newContext({ viewport: info.project.use.viewport ?? undefined, baseURL });
  const page = await context.newPage();
  await page.goto('/');
  expect((await api(page, 'POST', '/api/v1/auth/sign-in', { email, password: DEMO_PASSWORD })).status).toBe(200);
  return page;
}

test('a report leads to a ban from Reports, the ban page, and an undo from Audit Logs', async ({
  page,
  browser,
  request,
  baseURL,
}, info) => {
  test.setTimeout(180_000);
  const author = await newMember(browser, request, baseURL, uniqueEmail('reported', info), info);
  const reporter = await newMember(browser, request, baseURL, uniqueEmail('reporter', info), info);
  const title = `Cheap watches ${info.project.name} ${Date.now().toString(36)}`;
  const post = await createPost(author, title);
  expect(post.status).toBe(201);

  // The reporter reports it from the post's menu.
  await reporter.goto(`/post/${post.json!.slug as string}`);
  await hydrated(reporter);
  await reporter.getByRole('button', { name: 'Post actions' }).click();
  await reporter.getByRole('menuitem', { name: 'Report' }).click();
  await reporter.getByRole('radio', { name: 'Spam' }).check();
  await expect(reporter.getByRole('menu')).toHaveCount(0);
  await shot(reporter, info, 'moderation-report-dialog');
  await reporter.getByRole('button', { name: 'Report', exact: true }).click();
  await expect(reporter.getByText('report Submitted successfully!')).toBeVisible();

  // The moderator bans the author from Reports.
  const moderator = await staffPage(browser, baseURL, info, 'moderator@hearth.local');
  await moderator.goto('/dashboard/reports');
  const row = moderator.getByRole('listitem').filter({ hasText: title }).first();
  await expect(row).toBeVisible();
  await row.getByRole('checkbox').check();
  await shot(moderator, info, 'moderation-reports');
  await moderator.getByRole('button', { name: 'Ban', exact: true }).click();
  await moderator.getByLabel('Reason').fill('Spam, again and again');
  await moderator.getByRole('dialog').getByRole('button', { name: 'Ban', exact: true }).click();
  await expect(moderator.getByText('Banned the member successfully!')).toBeVisible();
  await moderator.locator('label', { hasText: 'Resolved' }).click();
  await expect(moderator.getByRole('listitem').filter({ hasText: title }).first()).toContainText('Banned');

  // The author's next page is the ban page.
  await author.goto('/');
  await expect(author).toHaveURL(/\/account-ban/);
  await expect(author.getByText(/Your account has been banned permanently from accessing/)).toBeVisible();
  await shot(author, info, 'moderation-ban-page');

  // The owner undoes the ban from Audit Logs; the author posts again.
  // (The owner uses the test's own page, so the journey's last accessibility check reads the Audit Logs.)
  const owner = page;
  await owner.goto('/');
  expect(
    (await api(owner, 'POST', '/api/v1/auth/sign-in', { email: 'owner@hearth.local', password: DEMO_PASSWORD })).status,
  ).toBe(200);
  await owner.goto('/dashboard/audit-logs');
  const entry = owner.getByRole('listitem').filter({ hasText: 'banned Rita Reported' }).first();
  await expect(entry).toBeVisible();
  await shot(owner, info, 'moderation-audit-logs');
  await entry.getByRole('button', { name: /^Undo/ }).click();
  await expect(owner.getByRole('listitem').filter({ hasText: 'unbanned Rita Reported' }).first()).toBeVisible();
  const again = await createPost(author, `${title} again`);
  expect(again.status).toBe(201);

  // The moderator deletes the new post from its menu, with a reason; it is gone for members.
  const againPath = `/post/${again.json!.slug as string}`;
  await moderator.goto(againPath);
  await hydrated(moderator);
  await moderator.getByRole('button', { name: 'Post actions' }).click();
  await moderator.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = moderator.getByRole('dialog', { name: 'Delete post' });
  await dialog.getByLabel('Reason').fill('Still selling watches');
  // The menu fades out while the dialog opens; axe reads the page once it is gone (a closing menu briefly has no items).
  await expect(moderator.getByRole('menu')).toHaveCount(0);
  await shot(moderator, info, 'moderation-delete-dialog');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(moderator.getByText('Deleted content successfully!')).toBeVisible();
  await author.goto(againPath);
  await expect(author.getByRole('heading', { name: /Content Not Found/ })).toBeVisible();

  // The owner republishes it from Audit Logs: the author's post is back as it was.
  await owner.reload();
  const deletion = owner.getByRole('listitem').filter({ hasText: 'deleted a post from Rita Reported' }).first();
  await expect(deletion).toContainText('Still selling watches');
  await deletion.getByRole('button', { name: /^Undo/ }).click();
  await expect(
    owner.getByRole('listitem').filter({ hasText: 'republished a post from Rita Reported' }).first(),
  ).toBeVisible();
  await author.goto(againPath);
  await expect(author.getByRole('heading', { level: 1, name: `${title} again` })).toBeVisible();
});
