// The owner's /profile and /community-onboarding in Chromium: a new owner renames their Beam Profile, adds two
// onboarding questions to a fresh community and reorders them with the keyboard; a member then signs up on the
// community answering them (a required one left empty is asked for first). Every step is photographed for review.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { ulid } from 'ulid';
import {
  expect,
  expectAccessible,
  hostUrl,
  linkMailedTo,
  moveUntilAnnounced,
  test,
  transitionsDone,
  uniqueEmail,
} from './support.ts';

const PASSWORD = 'owner-pass-123';
const SCREENSHOTS = join(import.meta.dirname, '../../test-results/screenshots');

async function step(page: Page, info: TestInfo, name: string, { overlay = false } = {}) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  if (overlay) await transitionsDone(page);
  await expectAccessible(page, name);
  await page.screenshot({
    path: join(SCREENSHOTS, `owner-profile-${name}-${info.project.name}.png`),
    fullPage: !overlay,
  });
}

test('an owner edits the profile and the onboarding questions; a member answers them at sign-up', async ({
  page,
  browser,
  request,
  baseURL,
}, info) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('profile-owner', info);
  const subdomain = `askers-${info.project.name}-${Date.now().toString(36)}`;

  // A new owner signs up, verifies and signs in on the owner app.
  await page.goto(hostUrl(baseURL, 'app', '/sign-up'));
  await page.getByLabel('First name').fill('Pia');
  await page.getByLabel('Last name').fill('Profile');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText(`We have sent a verification email to ${email}.`)).toBeVisible();
  await page.goto(await linkMailedTo(request, baseURL, email));
  await expect(page).toHaveURL(/\/sign-in\?redirect=/, { timeout: 10_000 });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/onboarding\/welcome$/);

  // Their community, created through the API the builder calls (the builder has its own journey).
  const created = await page.evaluate(
    async ({ sub, requestId }) => {
      const res = await fetch('/api/v1/communities', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hearth-csrf': '1' },
        body: JSON.stringify({
          requestId,
          communityName: 'Question Askers',
          communitySubdomain: sub,
          organizationName: 'Askers Ltd',
          organizationType: 'Club',
          organizationPhone: '+1 555 0100',
          communityGoals: 'Know who joins.',
        }),
      });
      return `${res.status} ${await res.text()}`;
    },
    { sub: subdomain, requestId: ulid() },
  );
  expect(created).toMatch(/^201 /);

  // Beam Profile: a name with accents and an apostrophe; a digit is refused with the spec's text.
  await page.goto(hostUrl(baseURL, 'app', '/profile'));
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Beam Profile' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('First name').fill('Pia2');
  await page.getByRole('button', { name: 'Save Beam profile' }).click();
  await expect(page.getByText('Incorrect name')).toBeVisible();
  await page.getByLabel('First name').fill('Piá');
  await page.getByLabel('Last name').fill("D'Árcy-Profile");
  await page.getByRole('button', { name: 'Save Beam profile' }).click();
  await expect(page.getByText('Beam profile saved successfully!')).toBeVisible();
  await step(page, info, '01-beam-profile');
  await page.reload();
  await expect(page.getByLabel('Last name')).toHaveValue("D'Árcy-Profile");
  await page.getByRole('tab', { name: 'Organization Profile' }).click();
  await expect(page.getByLabel('Organization name')).toBeVisible();
  await step(page, info, '02-organization-profile');

  // The onboarding questions: empty, then two added.
  await page.goto(hostUrl(baseURL, 'app', '/community-onboarding'));
  await expect(page.getByText('No Questions Asked')).toBeVisible();
  await step(page, info, '03-questions-empty');

  await page.getByRole('button', { name: 'Add question' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add question' });
  await dialog.getByLabel('Question').fill('Why do you want to join?');
  await dialog.getByRole('switch', { name: 'Required' }).check();
  await dialog.getByRole('button', { name: 'Add question' }).click();
  await expect(page.getByText('Onboarding questions successfully updated!')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Add question' }).click();
  dialog = page.getByRole('dialog', { name: 'Add question' });
  await dialog.getByLabel('Question').fill('What do you make?');
  await dialog.getByLabel('Answer type').selectOption('Single choice');
  await dialog.getByRole('textbox', { name: 'Option 1' }).fill('Furniture');
  await dialog.getByRole('textbox', { name: 'Option 2' }).fill('Boats');
  await step(page, info, '04-question-dialog', { overlay: true });
  await dialog.getByRole('button', { name: 'Add question' }).click();
  await expect(dialog).toBeHidden();

  const titles = page.getByTestId('onboarding-question').locator('p').filter({ hasText: /\?$/ });
  await expect(titles).toHaveText(['Why do you want to join?', 'What do you make?']);

  // Reorder by keyboard: the second question's handle, Space to pick up, ArrowUp, Space to drop. Each key waits for
  // the last one to take effect (the handle pressed, then dnd-kit's spoken announcement), so none lands early.
  const handle = page.getByRole('button', { name: 'Reorder question 2: What do you make?' });
  await handle.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await moveUntilAnnounced(page, 'ArrowUp', 'What do you make? is over position 1.');
  await page.keyboard.press('Space');
  await expect(titles).toHaveText(['What do you make?', 'Why do you want to join?']);
  await page.reload();
  await expect(titles).toHaveText(['What do you make?', 'Why do you want to join?']);
  await step(page, info, '05-questions-reordered');

  // A member signs up on the community and answers them; the required one is asked for first.
  const memberContext = await browser.newContext({ viewport: page.viewportSize()! });
  const member = await memberContext.newPage();
  await member.goto(hostUrl(baseURL, subdomain, '/sign-up'));
  await member.getByLabel('First name').fill('Mo');
  await member.getByLabel('Last name').fill('Member');
  await member.getByLabel('Email').fill(uniqueEmail('answering-member', info));
  await member.getByLabel('Password', { exact: true }).fill('member-pass-1');
  await member.getByLabel('Confirm password').fill('member-pass-1');
  await member.getByRole('checkbox', { name: /I agree/ }).check();
  await member.getByRole('radio', { name: 'Boats' }).check();
  await member.getByRole('button', { name: 'Register' }).click();
  await expect(member.getByText('This field is required.')).toBeVisible();
  await step(member, info, '06-sign-up-required');
  await member.getByLabel('Why do you want to join?').fill('I build boats on weekends.');
  await member.getByRole('button', { name: 'Register' }).click();
  await expect(member.getByText(/We have sent a verification email to/)).toBeVisible();
  await step(member, info, '07-signed-up');
  await memberContext.close();
});
