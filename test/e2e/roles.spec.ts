// Roles and editors in Chromium at 1280 px: an admin gives and takes a member's role by its checkbox on the
// community's /dashboard/roles; the owner invites an editor by e-mail on /account (any address gets the same
// answer), the editor accepts from the e-mailed link, sees the dashboard without the owner's controls and is kept
// from Monetization, and the owner removes the editor. Screenshots for review; axe on each.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { DEMO_PASSWORD, expect, expectAccessible, hostUrl, linkMailedTo, test, uniqueEmail } from './support.ts';

const SCREENSHOTS = join(import.meta.dirname, '../../test-results/screenshots');

async function shot(page: Page, info: TestInfo, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await expectAccessible(page, name);
  await page.screenshot({ path: join(SCREENSHOTS, `${name}-${info.project.name}.png`), fullPage: true });
}

async function signIn(page: Page, url: string, email: string, password: string) {
  await page.goto(url);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

// The roles journeys run at 1280 px (the dashboard is desktop only): tagged @desktop, left out of the mobile project.
test(
  'an admin assigns and removes a role from the community’s Roles page',
  { tag: '@desktop' },
  async ({ page }, info) => {
    test.setTimeout(90_000);
    await signIn(page, '/sign-in', 'admin@hearth.local', DEMO_PASSWORD);
    await expect(page.getByRole('button', { name: 'Ada Admin' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard\/roles$/);
    await expect(page.getByRole('heading', { name: 'Role Permissions' })).toBeVisible();
    const members = page.getByRole('list', { name: 'Members' });
    await expect(members).toBeVisible();

    await page.getByLabel('Search members').fill('maya');
    const maya = members.getByRole('group', { name: 'Roles of Maya Member' });
    await expect(maya).toBeVisible();
    await expect(members.getByRole('group', { name: 'Roles of Ada Admin' })).toHaveCount(0);
    await shot(page, info, 'roles-dashboard');

    await maya.getByRole('checkbox', { name: 'Moderators' }).check();
    await expect(page.getByText('Moderators role assigned successfully!')).toBeVisible();
    await page.getByLabel('Search members').fill('');
    await page.getByRole('combobox', { name: 'Filter by role' }).click();
    await page.getByRole('option', { name: 'Moderators' }).click();
    await expect(members.getByRole('group', { name: 'Roles of Maya Member' })).toBeVisible();
    await expect(members.getByRole('group', { name: 'Roles of Mo Moderator' })).toBeVisible();
    await shot(page, info, 'roles-dashboard-filtered');

    await members
      .getByRole('group', { name: 'Roles of Maya Member' })
      .getByRole('checkbox', { name: 'Moderators' })
      .uncheck();
    await expect(page.getByText('Moderators role unassigned successfully!')).toBeVisible();
    // An admin never gives the admin permission: the API refuses and the box goes back.
    const mo = members.getByRole('group', { name: 'Roles of Mo Moderator' });
    await mo.getByRole('checkbox', { name: 'Admins' }).click();
    await expect(page.getByText('Only the owner and editors can give or take the admin permission.')).toBeVisible();
    await expect(mo.getByRole('checkbox', { name: 'Admins' })).not.toBeChecked();
  },
);

test(
  'the owner invites an editor by e-mail; once accepted, the editor manages without the owner’s powers',
  { tag: '@desktop' },
  async ({ page, browser, request, baseURL }, info) => {
    test.setTimeout(120_000);
    const appUrl = (path: string) => hostUrl(baseURL, 'app', path);

    // The editor-to-be has a Hearth account of their own.
    const email = uniqueEmail('editor', info);
    const editorContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const editor = await editorContext.newPage();
    await editor.goto(appUrl('/sign-up'));
    await editor.getByLabel('First name').fill('Eddie');
    await editor.getByLabel('Last name').fill('Editor');
    await editor.getByLabel('Email').fill(email);
    await editor.getByLabel('Password', { exact: true }).fill('editor-pass-123');
    await editor.getByLabel('Confirm password').fill('editor-pass-123');
    await editor.getByRole('checkbox').check();
    await editor.getByRole('button', { name: 'Sign Up' }).click();
    await expect(editor.getByText(`We have sent a verification email to ${email}.`)).toBeVisible();
    await editor.goto(await linkMailedTo(request, baseURL, email));
    await expect(editor).toHaveURL(/\/sign-in\?redirect=/, { timeout: 10_000 });

    // The owner: /account, Owner tab, then Editor tab.
    await signIn(page, appUrl('/sign-in'), 'owner@hearth.local', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/overview$/);
    await page.goto(appUrl('/account'));
    await expect(page.getByRole('tab', { name: 'Owner' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('owner@hearth.local')).toBeVisible();
    await shot(page, info, 'account-owner');
    await page.getByRole('tab', { name: 'Editor' }).click();
    // Any address gets the same answer: an invitation, pending until its addressee accepts.
    const nobody = uniqueEmail('nobody-here', info);
    await page.getByLabel('Editor email').fill(nobody);
    await page.getByRole('button', { name: 'Assign Editor' }).click();
    await expect(
      page.getByText(`Invitation sent to ${nobody}. They become an editor when they accept it.`),
    ).toBeVisible();
    await page.getByLabel('Editor email').fill(email);
    await page.getByRole('button', { name: 'Assign Editor' }).click();
    await expect(
      page.getByText(`Invitation sent to ${email}. They become an editor when they accept it.`),
    ).toBeVisible();
    const invitations = page.getByRole('list', { name: 'Invitations' });
    await expect(invitations.getByText(email)).toBeVisible();
    await expect(invitations.getByText(nobody)).toBeVisible();
    await expect(page.getByText('No editors yet.')).toBeVisible();
    await shot(page, info, 'account-invitations');

    // The editor signs in, then opens the invitation from the mailbox and accepts: the dashboard opens.
    await editor.getByLabel('Email').fill(email);
    await editor.getByLabel('Password', { exact: true }).fill('editor-pass-123');
    await editor.getByRole('button', { name: 'Sign In' }).click();
    await expect(editor).not.toHaveURL(/\/sign-in/);
    await editor.goto(await linkMailedTo(request, baseURL, email));
    await expect(editor.getByText(`invited ${email} to help manage`)).toBeVisible();
    await editor.getByRole('button', { name: 'Accept' }).click();
    await expect(editor).toHaveURL(/\/overview$/);

    // The owner's list, fetched again, shows the editor.
    await page.reload();
    await page.getByRole('tab', { name: 'Editor' }).click();
    const editors = page.getByRole('list', { name: 'Editors' });
    await expect(editors.getByText(email)).toBeVisible();
    await shot(page, info, 'account-editors');

    await editor.goto(appUrl('/account'));
    await editor.getByRole('tab', { name: 'Editor' }).click();
    await expect(editor.getByText('Only the owner can assign or remove editors.')).toBeVisible();
    await expect(editor.getByRole('button', { name: 'Assign Editor' })).toHaveCount(0);
    await shot(editor, info, 'account-as-editor');
    await editor.goto(appUrl('/monetization'));
    await expect(editor).toHaveURL(/\/overview$/);
    await editor.goto(appUrl('/community-dashboard/roles'));
    await expect(editor.getByRole('heading', { name: 'Role Permissions' })).toBeVisible();
    await editorContext.close();

    // The owner removes the editor.
    await editors.getByRole('button', { name: 'Remove Eddie Editor' }).click();
    await expect(page.getByText('Editor removed successfully!')).toBeVisible();
    await expect(page.getByText('No editors yet.')).toBeVisible();
  },
);
