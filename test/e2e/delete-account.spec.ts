// Deleting an account (member-forum §2.8, §5) in Chromium at 1280 px and 390 px, with a member the spec
// signs up itself (demo accounts are never deleted): the way there (side navigation on desktop, the Delete Account
// link of Account Settings on phones), the phrase dialog's messages, then the account gone: signed out, sign-in
// refused, and the member's post kept with [DELETED USER] as its author.
import { api, expect, linkMailedTo, shot, test, uniqueEmail } from './support.ts';

const PASSWORD = 'correct-horse-7';

test('a member deletes their account with the phrase; their post stays as [DELETED USER]', async ({
  page,
  request,
  baseURL,
}, info) => {
  test.setTimeout(120_000);
  const mobile = info.project.name === 'mobile';
  const email = uniqueEmail('leaver', info);
  await page.goto('/');
  const signUp = await api(page, 'POST', '/api/v1/auth/sign-up', {
    firstName: 'Lea',
    lastName: 'Leaver',
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    acceptTerms: true,
  });
  expect(signUp.status).toBe(201);
  await page.goto(await linkMailedTo(request, baseURL, email));
  await expect(page).toHaveURL(/\/email-verification-success$/);
  expect((await api(page, 'POST', '/api/v1/auth/sign-in', { email, password: PASSWORD })).status).toBe(200);
  const categories = (await api<{ items: Array<{ id: string }> }>(page, 'GET', '/api/v1/categories')).json;
  const title = `Leaving soon ${info.project.name} ${Date.now().toString(36)}`;
  const post = await api<Record<string, unknown>>(page, 'POST', '/api/v1/posts', {
    type: 'post',
    title,
    categoryId: categories.items[0]!.id,
    content: '<p>Thanks for everything.</p>',
  });
  expect(post.status).toBe(201);

  await page.goto('/account-settings');
  await expect(page.getByRole('button', { name: 'Download my data' })).toBeVisible();
  await shot(page, info, 'delete-account-from-settings');
  if (mobile) {
    await page.getByRole('link', { name: 'Delete Account' }).last().click();
  } else {
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Delete Account' }).click();
  }
  await expect(page).toHaveURL(/\/delete-account$/);
  await expect(page.getByRole('heading', { name: 'Delete Account', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Change your notification settings' })).toHaveAttribute(
    'href',
    '/notification-settings',
  );
  await shot(page, info, 'delete-account-page');

  await page.getByRole('button', { name: 'Continue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Key phrase is required')).toBeVisible();
  await dialog.getByLabel('Type “delete my account” to confirm').fill('delete account');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Incorrect keyword. Please input “delete my account”.')).toBeVisible();
  await shot(page, info, 'delete-account-dialog');
  await dialog.getByLabel('Type “delete my account” to confirm').fill('delete my account');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();

  // Signed out on the home page, and the account is gone for good.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  expect((await api(page, 'POST', '/api/v1/auth/sign-in', { email, password: PASSWORD })).status).toBe(401);
  await page.goto('/settings');
  await expect(page).not.toHaveURL(/\/settings$/);

  // The post stays, its author shown as [DELETED USER] once the background pass has run.
  await expect
    .poll(
      async () => {
        await page.goto(`/post/${String(post.json.slug)}`);
        await expect(page.getByRole('heading', { name: title })).toBeVisible();
        return page.getByText('[DELETED USER]').count();
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  await shot(page, info, 'delete-account-post-kept');
});
