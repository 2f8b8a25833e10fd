// The community's staff dashboard at 1280 px and 390 px (member-forum §2.10): a moderator opens Community Manager from
// the user menu, lands on their first section in the dashboard's own frame (a sidebar of their sections, folded into a
// drawer on phones), opens Reports and goes back with View Community; a member asking for /dashboard goes home.
// Screenshots for review; axe on each.
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, hydrated, shot, test } from './support.ts';

async function signIn(page: Page, email: string, name: string) {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name })).toBeVisible();
}

const MODERATOR_SECTIONS = ['Roles', 'Audit Logs', 'Reports', 'Word Filter', 'Content Approval', 'View Community'];

test('a moderator opens Community Manager from the menu, works in Reports and goes back to the community', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  const phone = info.project.name === 'mobile';
  await signIn(page, 'moderator@hearth.local', 'Mo Moderator');
  await hydrated(page);

  await page.getByRole('button', { name: 'Mo Moderator' }).click();
  await page.getByRole('menuitem', { name: 'Community Manager' }).click();
  await expect(page).toHaveURL(/\/dashboard\/roles$/);
  await expect(page.getByRole('heading', { name: 'Role Permissions' })).toBeVisible();
  // The dashboard's own frame, not the site's bars.
  await expect(page.getByRole('link', { name: 'New Post' })).toHaveCount(0);
  const bar = page.getByRole('banner');
  await expect(bar.getByText('Roles', { exact: true })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Sign Out' })).toBeVisible();

  let sections;
  if (phone) {
    // Under 640 px the sidebar is folded into the menu button's drawer.
    await expect(page.getByRole('navigation', { name: 'Community Manager', exact: true })).toBeHidden();
    await shot(page, info, 'staff-dashboard-roles');
    await page.getByRole('button', { name: 'Community Manager menu' }).click();
    sections = page.getByRole('dialog', { name: 'Community Manager' }).getByRole('navigation');
  } else {
    sections = page.getByRole('navigation', { name: 'Community Manager', exact: true });
  }
  await expect(sections.getByRole('link')).toHaveText(MODERATOR_SECTIONS);
  await shot(page, info, phone ? 'staff-dashboard-drawer' : 'staff-dashboard-roles');

  await sections.getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/dashboard\/reports$/);
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expect(bar.getByText('Reports', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await shot(page, info, 'staff-dashboard-reports');

  if (phone) {
    await page.getByRole('button', { name: 'Community Manager menu' }).click();
    sections = page.getByRole('dialog', { name: 'Community Manager' }).getByRole('navigation');
  }
  await sections.getByRole('link', { name: 'View Community' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'New Post' })).toBeVisible();
});

test('a member asking for the dashboard goes to the community’s home', async ({ page }) => {
  await signIn(page, 'member@hearth.local', 'Maya Member');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'New Post' })).toBeVisible();
  await expect(page.getByText('The roles could not be loaded')).toHaveCount(0);
});
