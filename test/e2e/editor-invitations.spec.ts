// An editor invitation from the invitee's side, at 1280 and 390 px: the owner invites an address (through the API:
// the /account tab is desktop only and has its own journey in roles.spec.ts); its owner, signed out, opens the
// e-mailed link, signs in from the page, comes back to it and accepts: the dashboard opens on the community. The
// link then says it is used. axe and a screenshot at each step.
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, api, expect, hostUrl, linkMailedTo, shot, test, uniqueEmail } from './support.ts';

const PASSWORD = 'invitee-pass-123';

/** An owner-app account made through the API in this page (signed up, verified, past the welcome step), signed out. */
async function ownerAppAccount(
  page: Page,
  request: Parameters<typeof linkMailedTo>[0],
  baseURL: string,
  email: string,
) {
  await page.goto(hostUrl(baseURL, 'app', '/'));
  const created = await api(page, 'POST', '/api/v1/auth/sign-up', {
    firstName: 'Ivy',
    lastName: 'Invitee',
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    acceptTerms: true,
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const token = new URL(await linkMailedTo(request, baseURL, email)).searchParams.get('token');
  expect((await api(page, 'POST', '/api/v1/auth/verify-email', { token })).status).toBe(200);
  expect((await api(page, 'POST', '/api/v1/auth/sign-in', { email, password: PASSWORD })).status).toBe(200);
  expect((await api(page, 'POST', '/api/v1/auth/welcome/complete', {})).status).toBeLessThan(300);
  expect((await api(page, 'POST', '/api/v1/auth/sign-out', {})).status).toBeLessThan(300);
}

test('the invitee opens the e-mailed link, signs in from it and accepts', async ({
  page,
  browser,
  request,
  baseURL,
}, info) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('invitee', info);
  await ownerAppAccount(page, request, baseURL!, email);

  // The owner invites the address.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await owner.goto(hostUrl(baseURL, 'app', '/'));
  expect(
    (await api(owner, 'POST', '/api/v1/auth/sign-in', { email: 'owner@hearth.local', password: DEMO_PASSWORD })).status,
  ).toBe(200);
  const mine = await api<{ items: Array<{ communityId: string; subdomain: string; communityName: string }> }>(
    owner,
    'GET',
    '/api/v1/communities',
  );
  const demo = mine.json.items.find((c) => c.subdomain === 'demo')!;
  const invited = await api(owner, 'POST', `/api/v1/communities/${demo.communityId}/editors`, { email });
  expect(invited.status, JSON.stringify(invited.json)).toBe(200);
  await ownerContext.close();

  // Signed out, the invitee opens the link: who invites them to what, and how to accept.
  const link = await linkMailedTo(request, baseURL, email);
  expect(new URL(link).pathname).toBe('/editor-invitation');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Editor invitation' })).toBeVisible();
  await expect(page.getByText(`invited ${email} to help manage ${demo.communityName} as an editor.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await shot(page, info, 'editor-invitation-signed-out');

  // Sign in from the page; back on it, accept: the community's dashboard opens.
  await page.getByRole('link', { name: 'Sign in to accept' }).click();
  await expect(page).toHaveURL(/\/sign-in\?redirect=/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/editor-invitation\?token=/);
  await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();
  await shot(page, info, 'editor-invitation-signed-in');
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByText(`You are now an editor of ${demo.communityName}.`)).toBeVisible();
  const communities = await api<{ items: Array<{ communityId: string; role: string }> }>(
    page,
    'GET',
    '/api/v1/communities',
  );
  expect(communities.json.items).toEqual([expect.objectContaining({ communityId: demo.communityId, role: 'editor' })]);

  // The link worked once.
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(
    'This editor invitation is not valid any more: it was used, cancelled or replaced. Ask the owner to invite you again.',
  );
  await shot(page, info, 'editor-invitation-used');
});
