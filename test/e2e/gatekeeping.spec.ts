// Gatekeeping in Chromium at 1280 and 390 px: an admin adds words by Add Batch on the community's
// /dashboard/word-filter (Save enabled only after the change), a member's post with a filtered word shows it masked,
// and the admin removes the words again (the demo community's filter is left as it was). Member approval (1280 px):
// the owner approves a pending Founders sign-up and the White List refuses a 31-character entry (nothing saved).
// axe on each screen.
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@hearth/shared/constants/http';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, hostUrl, linkMailedTo, shot, test, uniqueEmail } from './support.ts';

async function signIn(page: Page, email: string, name: string) {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name })).toBeVisible();
}

test('word filter: Add Batch, Save, a post with a filtered word is masked, then the words are removed', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  // Words no other spec writes, unique per run and viewport.
  const id = `${info.project.name}${Date.now().toString(36)}`;
  const word = `zorb${id}`;
  const variation = `z0rb${id}`;
  const other = `quux${id}`;

  await signIn(page, 'admin@hearth.local', 'Ada Admin');
  await page.goto('/dashboard/word-filter');
  await expect(page.getByRole('heading', { level: 1, name: 'Word Filter' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();

  await page.getByRole('button', { name: 'Add Batch' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Batch' });
  // An empty list is not added.
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText('Add at least one word.')).toBeVisible();
  await dialog.getByLabel('Words').fill(`${word}, ${variation}\n\n  ${other}  \n`);
  await shot(page, info, 'word-filter-add-batch');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();
  const table = page.getByRole('table', { name: 'Filtered words' });
  await expect(table.getByRole('row', { name: new RegExp(`${word}.*Not saved`) })).toBeVisible();
  await expect(page.getByText('2 words are not saved yet.')).toBeVisible();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Word filter saved successfully!')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.getByLabel('Search words').fill(id);
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row', { name: new RegExp(`${word}\\s*${variation}`) })).toBeVisible();
  await shot(page, info, 'word-filter-table');

  // A member's post with a filtered word and a variation: masked in the title and the body.
  await page.context().clearCookies();
  await signIn(page, 'member@hearth.local', 'Maya Member');
  await page.getByRole('link', { name: 'New Post' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Submit a Post' })).toBeVisible();
  await page.getByLabel('Title').fill(`Filtered ${word} title`);
  await page.getByLabel('Category').selectOption({ label: 'General discussion' });
  await page.getByRole('textbox', { name: /Content|Description/ }).click();
  await page.keyboard.type(`Saying ${variation.toUpperCase()} out loud.`);
  await page.getByRole('button', { name: 'Submit' }).click();
  const stars = '*'.repeat(word.length);
  await expect(page.getByRole('heading', { level: 1, name: `Filtered ${stars} title` })).toBeVisible();
  await expect(page.getByRole('article').getByText(`Saying ${stars} out loud.`)).toBeVisible();
  await expect(page.getByText(word)).toHaveCount(0);
  await shot(page, info, 'word-filter-masked-post');

  // Restore the demo community's filter.
  await page.context().clearCookies();
  await signIn(page, 'admin@hearth.local', 'Ada Admin');
  await page.goto('/dashboard/word-filter');
  await page.getByLabel('Search words').fill(id);
  for (const w of [other, word]) {
    await page.getByRole('button', { name: `Remove ${w}` }).click();
    await expect(page.getByText(`"${w}" removed from the word filter.`)).toBeVisible();
  }
  await expect(page.getByText('No words found.')).toBeVisible();
});

// The owner dashboard is desktop only: tagged @desktop, left out of the mobile project.
test(
  'member approval: the owner approves a pending sign-up; the White List refuses a 31-character entry',
  { tag: '@desktop' },
  async ({ page, request, baseURL }, info) => {
    test.setTimeout(120_000);
    // A sign-up on the Founders community (member approval on), verified through its e-mailed link: pending.
    const email = uniqueEmail('applicant', info);
    // Sent from the Founders page itself (Node does not resolve *.localhost; Chromium does).
    await page.goto(hostUrl(baseURL, 'founders', '/'));
    const status = await page.evaluate(
      async ({ address, header, value }) => {
        const res = await fetch('/api/v1/auth/sign-up', {
          method: 'POST',
          headers: { 'content-type': 'application/json', [header]: value },
          body: JSON.stringify({
            firstName: 'Penny',
            lastName: 'Applicant',
            email: address,
            password: 'applicant-pass-9',
            confirmPassword: 'applicant-pass-9',
            acceptTerms: true,
          }),
        });
        return res.status;
      },
      { address: email, header: CSRF_HEADER, value: CSRF_HEADER_VALUE },
    );
    expect(status).toBe(201);
    await page.goto(await linkMailedTo(request, baseURL, email));
    await expect(page).toHaveURL(/\/sign-in/);

    await page.goto(hostUrl(baseURL, 'app', '/sign-in'));
    await page.evaluate(() => window.localStorage.setItem('hearth.owner.communityId', 'cm-founders'));
    await page.getByLabel('Email').fill('owner@hearth.local');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).not.toHaveURL(/sign-in/);
    await page.goto(hostUrl(baseURL, 'app', '/community-dashboard/member-approval'));
    await expect(page.getByRole('heading', { level: 1, name: 'Member Approval' })).toBeVisible();
    const requests = page.getByRole('list', { name: 'Member requests' });
    await expect(requests.getByText(email)).toBeVisible();
    await shot(page, info, 'member-approval-requests');
    await requests.getByRole('checkbox', { name: 'Select Penny Applicant' }).first().check();
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(page.getByText('Approved 1 member.')).toBeVisible();
    await expect(requests.getByText(email)).toHaveCount(0);
    // The Approved list is kept from the decision's event: let delivery catch up first.
    const drained = await page.evaluate(
      async ({ header, value }) =>
        (await fetch('/_dev/events/drain', { method: 'POST', headers: { [header]: value } })).status,
      { header: CSRF_HEADER, value: CSRF_HEADER_VALUE },
    );
    expect(drained).toBe(200);
    await page.locator('label', { hasText: /^Approved$/ }).click();
    await expect(page.getByRole('radio', { name: 'Approved' })).toBeChecked();
    await expect(requests.getByText(email)).toBeVisible();

    await page.getByRole('tab', { name: 'White List' }).click();
    const list = page.getByRole('textbox', { name: 'Emails and domains' });
    const before = await list.inputValue();
    const long = `${'a'.repeat(19)}@example.org`;
    await list.fill(`${before}\n\n${long}\n`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Emails and domains must be 1-30 chars long')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Entries to fix' }).getByText(long)).toBeVisible();
    await shot(page, info, 'member-approval-whitelist');
  },
);

test('an admin opens Content Approval and Member Approval on the community site', async ({ page }, info) => {
  await signIn(page, 'admin@hearth.local', 'Ada Admin');
  await page.goto('/dashboard/content-approval');
  await expect(page.getByRole('heading', { level: 1, name: 'Content Approval' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Post Submissions' })).toBeVisible();
  await expect(
    page.getByText('No posts found.').or(page.getByRole('list', { name: 'Post submissions' })),
  ).toBeVisible();
  await shot(page, info, 'content-approval');
  await page.goto('/dashboard/member-approval');
  await expect(page.getByRole('heading', { level: 1, name: 'Member Approval' })).toBeVisible();
  await expect(
    page.getByText('No Member Requests found.').or(page.getByRole('list', { name: 'Member requests' })),
  ).toBeVisible();
  await shot(page, info, 'member-approval-site');
});
