// Member journeys in Chromium at 1280 px and 390 px: a new member picks and crops a profile picture,
// fills the profile (one form on desktop, the stepper on phones), sees it on their profile; settings edits show on
// the profile; another member sees the profile as the privacy switches allow.
import type { Page } from '@playwright/test';
import { bannerPng } from '../../scripts/local/png.ts';
import { expect, linkMailedTo, shot, test, uniqueEmail } from './support.ts';

const PASSWORD = 'correct-horse-7';

/** A verified, signed-in new member (sign-up through the API from inside the page, as the SPA would). */
async function newMember(
  page: Page,
  request: Parameters<typeof linkMailedTo>[0],
  baseURL: string | undefined,
  email: string,
) {
  await page.goto('/');
  const call = (path: string, body: unknown) =>
    page.evaluate(
      async ([p, b]) =>
        (
          await fetch(p as string, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-hearth-csrf': '1' },
            body: JSON.stringify(b),
          })
        ).status,
      [path, body] as const,
    );
  expect(
    await call('/api/v1/auth/sign-up', {
      firstName: 'Nora',
      lastName: 'Newcomer',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: true,
    }),
  ).toBe(201);
  await page.goto(await linkMailedTo(request, baseURL, email));
  await expect(page).toHaveURL(/\/email-verification-success$/);
  expect(await call('/api/v1/auth/sign-in', { email, password: PASSWORD })).toBe(200);
}

test('a new member adds a cropped picture and a profile, then sees both on their profile', async ({
  page,
  request,
  baseURL,
}, info) => {
  // Sign-up, an upload and a dozen saves on a shared machine: more than the default 30 s.
  test.setTimeout(120_000);
  const mobile = info.project.name === 'mobile';
  const email = uniqueEmail('onboard', info);
  const username = `nora_${info.project.name}_${Date.now().toString(36)}`;
  await newMember(page, request, baseURL, email);

  await page.goto('/onboarding/welcome');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/onboarding\/add-avatar$/);
  await expect(page.getByRole('heading', { name: 'Add a profile picture' })).toBeVisible();
  await page.getByLabel('Picture file').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: bannerPng('#2f9e44', 600, 400),
  });
  await expect(page.getByRole('slider')).toHaveAttribute('aria-valuenow', '20');
  await page.getByRole('slider').press('ArrowRight');
  await expect(page.getByRole('slider')).toHaveAttribute('aria-valuenow', '21');
  await shot(page, info, 'members-add-avatar');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/onboarding\/profile$/, { timeout: 30_000 });

  if (mobile) {
    await expect(page.getByRole('heading', { name: 'When is your birthday?' })).toBeVisible();
    await page.getByLabel('Day').selectOption('31');
    await page.getByLabel('Month').selectOption({ label: 'Feb' });
    await page.getByLabel('Year').selectOption('1990');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Invalid birth date')).toBeVisible();
    await page.getByLabel('Day').selectOption('14');
    await shot(page, info, 'members-stepper-birthday');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Where are you from?' })).toBeVisible();
    await page.getByLabel('Location').fill('Springfield');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Wrong location')).toBeVisible();
    await page.getByLabel('Location').fill('Lyon, France');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Choose a username' })).toBeVisible();
    await page.getByLabel('Username').fill(username);
    await shot(page, info, 'members-stepper-username');
    await page.getByRole('button', { name: 'Next' }).click();
  } else {
    await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
    await page.getByLabel('Day').selectOption('14');
    await page.getByLabel('Month').selectOption({ label: 'Feb' });
    await page.getByLabel('Year').selectOption('1990');
    await page.getByLabel('Location').fill('Springfield');
    await page.getByLabel('Username').fill('ab');
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByText('Wrong location')).toBeVisible();
    await expect(page.getByText('Username must be 3 chars at least.')).toBeVisible();
    await page.getByLabel('Location').fill('Lyon, France');
    await page.getByLabel('Username').fill(username);
    await shot(page, info, 'members-personal-information');
    await page.getByRole('button', { name: 'Finish' }).click();
  }
  await expect(page).toHaveURL(/localhost:\d+\/$/);

  await page.goto('/profile/me');
  await expect(page.getByRole('heading', { level: 1, name: 'Nora Newcomer' })).toBeVisible();
  await expect(page.getByText(`@${username}`)).toBeVisible();
  await expect(page.getByText('Lyon, France')).toBeVisible();
  // On the profile's header (the leaderboard panel beside it may show the same picture).
  await expect(
    page.getByRole('region', { name: 'Profile header' }).locator('img[src*="/media/c/"][src*="/avatars/"]'),
  ).toBeVisible();
  await shot(page, info, 'members-profile-me');

  // Settings: a bio of 256 characters is refused with the spec's text; a shorter one shows on the profile.
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
  await page.getByLabel('Bio').fill('x'.repeat(256));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Bio must be between 1 to 255 chars')).toBeVisible();
  await page.getByLabel('Bio').fill('Potter and hill walker.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved settings successfully!')).toBeVisible();
  await shot(page, info, 'members-settings');

  await page.goto('/account-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Location' })).toHaveValue('Lyon, France');
  await page.getByRole('switch', { name: 'Show my location on my profile' }).uncheck({ force: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved settings successfully!')).toBeVisible();
  await shot(page, info, 'members-account-settings');

  await page.goto(`/profile/${username}`);
  await expect(page.getByText('Potter and hill walker.')).toBeVisible();
  // The member still sees their own hidden location.
  await expect(page.getByText('Lyon, France')).toBeVisible();
});

test('a guest opening a profile is asked to sign in; a missing profile goes to /404', async ({ page }, info) => {
  test.setTimeout(60_000);
  await page.goto('/profile/mb-member');
  await expect(page.getByRole('dialog')).toBeVisible();
  await shot(page, info, 'members-profile-guest');
  await page.keyboard.press('Escape');
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill('member@hearth.local');
  await page.getByLabel('Password', { exact: true }).fill('hearth-demo-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await page.goto('/profile/mb-admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Ada Admin' })).toBeVisible();
  await expect(page.getByText('Unknown location')).toBeVisible();
  await page.locator('label', { hasText: 'Activity' }).click();
  await expect(page.getByRole('radio', { name: 'Posts' })).toBeChecked();
  await shot(page, info, 'members-profile-other');
  await page.goto('/profile/no-such-member-here');
  await expect(page).toHaveURL(/\/404$/);
});
