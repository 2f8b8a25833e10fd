// Invitations at 1280 px and 390 px (member-forum §2.10): the owner invites an address from /dashboard/invitations;
// the invitee opens the e-mailed link, registers with the invited address (no verification e-mail, no approval) and
// lands on the welcome step signed in; the owner sees the invitation accepted.
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, hostUrl, linkMailedTo, shot, test, uniqueEmail } from './support.ts';

const PASSWORD = 'correct-horse-7';

const signIn = (page: Page, email: string, password: string) =>
  page.evaluate(
    async ([e, p]) =>
      (
        await fetch('/api/v1/auth/sign-in', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-hearth-csrf': '1' },
          body: JSON.stringify({ email: e, password: p }),
        })
      ).status,
    [email, password] as const,
  );

test('the owner invites an address; the invitee signs up from the link and the invitation is accepted', async ({
  page,
  browser,
  request,
  baseURL,
}, info) => {
  const email = uniqueEmail('invitee', info);
  await page.goto('/');
  expect(await signIn(page, 'owner@hearth.local', DEMO_PASSWORD)).toBe(200);
  await page.goto('/dashboard/invitations');
  await page.getByRole('button', { name: 'Invite Members' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Members' });
  await dialog.getByLabel('Email subject').fill('Come and join Hearth Makers');
  await dialog.getByLabel('Email message').fill('We make things by the fire every week. Join us!');
  await dialog.getByLabel('Emails').fill(`${email}, not-an-email`);
  await dialog.getByRole('button', { name: 'Send invitations' }).click();
  await expect(dialog.getByText('not-an-email is not a valid email')).toBeVisible();
  await dialog.getByLabel('Emails').fill(email);
  await shot(page, info, 'invitations-dialog');
  await dialog.getByRole('button', { name: 'Send invitations' }).click();
  await expect(page.getByText('Users invited successfully!')).toBeVisible();

  // The invitee opens the link in a browser of their own.
  const context = await browser.newContext({ viewport: info.project.use.viewport ?? undefined, baseURL });
  const invitee = await context.newPage();
  await invitee.goto(await linkMailedTo(request, baseURL, email));
  await expect(invitee.getByLabel('Email')).toHaveValue(email);
  await invitee.getByLabel('First name').fill('Ivy');
  await invitee.getByLabel('Last name').fill('Invited');
  await invitee.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await invitee.getByLabel('Confirm password').fill(PASSWORD);
  await invitee.getByRole('checkbox').check();
  await shot(invitee, info, 'invitation-sign-up');
  await invitee.getByRole('button', { name: 'Register' }).click();
  await expect(invitee).toHaveURL(/\/onboarding\/welcome$/);
  await expect(invitee.getByRole('heading', { name: /Welcome to Hearth Makers/ })).toBeVisible();
  await context.close();

  // The owner's list shows it accepted (the Accepted tab, kept in the address).
  await page.getByRole('tab', { name: 'Accepted' }).click();
  await expect(page).toHaveURL(/\/dashboard\/invitations\?status=accepted$/);
  const row = page.getByRole('listitem').filter({ hasText: email });
  await expect(row).toContainText('Ivy Invited');
  await expect(row).toContainText('Invited by Olivia Owner');
  await shot(page, info, 'invitations-accepted');
});

// The owner app's Community Manager has the same pages for the selected community (the dashboard is desktop only).
test(
  "the owner app's Community Manager shows Invitations, Reports and Audit Logs",
  { tag: '@desktop' },
  async ({ page, baseURL }, info) => {
    const appUrl = (path: string) => hostUrl(baseURL, 'app', path);
    await page.goto(appUrl('/sign-in'));
    await page.getByLabel('Email').fill('owner@hearth.local');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/overview$/);

    await page.getByRole('link', { name: 'Invitations' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Invitations' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading invitations' })).toHaveCount(0);
    await shot(page, info, 'owner-invitations');
    await page.getByRole('link', { name: 'Reports' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Pending' })).toBeChecked();
    await expect(page.getByRole('status', { name: 'Loading reports' })).toHaveCount(0);
    await shot(page, info, 'owner-reports');
    await page.getByRole('link', { name: 'Audit Logs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Actions Taken' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading audit logs' })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await shot(page, info, 'owner-audit-logs');
    await page.getByRole('link', { name: 'Content Approval' }).click();
    await expect(page).toHaveURL(/\/community-dashboard\/content-approval$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Post Submissions' })).toBeVisible();
  },
);

// Content Approval in the owner app at 1280 px and 390 px: a member's post in the demo's reviewed Showcase awaits
// approval; the owner approves it from /community-dashboard/content-approval and it is published on the site.
test("the owner app's Content Approval approves a member's post", async ({ page, baseURL }, info) => {
  const title = `Showcase build ${info.project.name} ${Date.now().toString(36)}`;
  await page.goto('/');
  expect(await signIn(page, 'member@hearth.local', DEMO_PASSWORD)).toBe(200);
  const submitted = await page.evaluate(async (t) => {
    const categories = (await (await fetch('/api/v1/categories?subforum=showcase')).json()) as {
      items: Array<{ id: string }>;
    };
    const res = await fetch('/api/v1/posts', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hearth-csrf': '1' },
      body: JSON.stringify({
        type: 'post',
        title: t,
        subforumId: 'sf-showcase',
        categoryId: categories.items[0]!.id,
        content: '<p>A bench made from one oak plank.</p>',
      }),
    });
    return { status: res.status, json: (await res.json()) as { slug: string; approved: boolean | null } };
  }, title);
  expect(submitted.status).toBe(201);
  expect(submitted.json.approved).toBeNull();

  const appUrl = (path: string) => hostUrl(baseURL, 'app', path);
  await page.goto(appUrl('/sign-in'));
  await page.getByLabel('Email').fill('owner@hearth.local');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/overview$/);
  await page.evaluate(() => localStorage.setItem('hearth.owner.communityId', 'cm-demo'));
  // The list is kept by a consumer of the post's event: delivery catches up first.
  const drained = await page.evaluate(
    async () => (await fetch('/_dev/events/drain', { method: 'POST', headers: { 'x-hearth-csrf': '1' } })).status,
  );
  expect(drained).toBe(200);
  await page.goto(appUrl('/community-dashboard/content-approval'));
  await expect(page.getByRole('heading', { level: 1, name: 'Content Approval' })).toBeVisible();
  // View opens the post on the community's own site.
  const href = await page.getByRole('link', { name: `View ${title}` }).getAttribute('href');
  expect(new URL(href!).hostname).toBe('demo.localhost');
  expect(new URL(href!).pathname).toBe(`/post/${submitted.json.slug}`);
  await shot(page, info, 'owner-content-approval');
  await page.getByRole('button', { name: `Approve ${title}` }).click();
  await expect(page.getByText('Post approved successfully!')).toBeVisible();
  await expect(page.getByRole('link', { name: `View ${title}` })).toHaveCount(0);

  await page.goto(hostUrl(baseURL, 'demo', `/post/${submitted.json.slug}`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});
