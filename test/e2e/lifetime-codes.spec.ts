// The lifetime deal in Chromium at 1280 px: a guest opens a marketplace link (/appsumo/{code}) and lands on the
// marketplace sign-up with the code filled in; a second code is checked as it is typed (a refunded one is refused);
// after verifying and signing in, the onboarding redeems both codes, reserves them for the new community and skips
// the plan choice; the builder publishes a lifetime Premium community; congrats leads to /appsumo (both codes
// applied), and /subscription shows the lifetime state. /appsumo is photographed at 1280 and 390 px.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect, expectAccessible, hostUrl, linkMailedTo, test, uniqueEmail } from './support.ts';

const PASSWORD = 'owner-pass-123';
const SCREENSHOTS = join(import.meta.dirname, '../../test-results/screenshots');

async function step(page: Page, info: TestInfo, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await expectAccessible(page, name);
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

test('a marketplace sign-up with two codes builds a lifetime Premium community @desktop', async ({
  page,
  request,
  baseURL,
}, info) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('lifetime', info);
  const subdomain = `deal-${Date.now().toString(36)}`;
  const name = 'Deal Hunters';

  // A guest on a marketplace link is sent to the marketplace sign-up, the code from the link in Code 1.
  await page.goto(hostUrl(baseURL, 'app', '/appsumo/HEARTH-LTD-0001'));
  await expect(page).toHaveURL(/\/sign-up\?redirect=/);
  await expect(page.getByRole('textbox', { name: /^Code 1/ })).toHaveValue('HEARTH-LTD-0001');
  await page.getByLabel('First name').fill('Lia');
  await page.getByLabel('Last name').fill('Lifetime');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('checkbox').check();
  const code2 = page.getByRole('textbox', { name: /^Code 2/ });
  await code2.fill('hearth-ltd-refunded');
  await expect(page.getByText('This code is refunded')).toBeVisible();
  await code2.fill('hearth-ltd-0001');
  await expect(page.getByText('You already entered this code')).toBeVisible();
  await code2.fill('hearth-ltd-0002');
  await expect(page.getByText('You already entered this code')).toBeHidden();
  await step(page, info, 'lifetime-01-marketplace-sign-up');
  await code2.press('Enter');
  await expect(page.getByText(`We have sent a verification email to ${email}.`)).toBeVisible();

  // Verify, sign in, onboarding: the organization step redeems and reserves the codes and skips the plan choice.
  await page.goto(await linkMailedTo(request, baseURL, email));
  await expect(page).toHaveURL(/\/sign-in\?redirect=/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/onboarding\/welcome$/);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('button', { name: /Create my own community/ }).click();
  await expect(page).toHaveURL(/\/onboarding\/company-info$/);
  await page.getByLabel('Organization name').fill('Deal Hunters Ltd');
  await page.getByLabel('Organization type').fill('Club');
  await page.getByLabel('Phone number').fill('+44 20 7946 0000');
  await page.getByLabel('What are your goals for the community?').fill('Share the best lifetime deals.');
  await page.getByRole('button', { name: 'Continue' }).click();

  // The builder, with default settings, publishes the community.
  await expect(page).toHaveURL(/\/builder\/community-setup$/);
  await page.getByLabel('Community name').fill(name);
  await page.getByLabel('Subdomain').fill(subdomain);
  await expect(page.getByText(`${subdomain}.localhost is available.`)).toBeVisible();
  await page.getByRole('radio', { name: 'Use Default Settings' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/builder\/publish$/);
  await page.getByRole('button', { name: 'Publish Platform' }).click();
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip To Dashboard' }).click();

  // /appsumo: both codes applied to the new community, which has the lifetime Premium plan; nothing left to apply.
  await expect(page).toHaveURL(/\/appsumo$/);
  const codes = page.getByRole('table', { name: 'Your codes' });
  for (const code of ['HEARTH-LTD-0001', 'HEARTH-LTD-0002']) {
    const row = codes.getByRole('row', { name: new RegExp(code) });
    await expect(row.getByText('Applied')).toBeVisible();
    await expect(row.getByText(name)).toBeVisible();
  }
  const totals = page.getByRole('region', { name: 'Your lifetime plan' });
  await expect(totals.getByText('Lifetime Premium')).toBeVisible();
  await expect(page.getByRole('button', { name: '+1 Premium Community' })).toBeDisabled();

  // Stacking a third code (Enter submits) makes +1 Premium Community available.
  await page.getByRole('textbox', { name: 'Stack a code' }).fill('hearth-ltd-0003');
  await page.getByRole('textbox', { name: 'Stack a code' }).press('Enter');
  await expect(codes.getByRole('row', { name: /HEARTH-LTD-0003/ }).getByText('Available')).toBeVisible();
  await expect(page.getByRole('button', { name: '+1 Premium Community' })).toBeEnabled();
  await step(page, info, 'lifetime-02-appsumo-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 1, name: 'Lifetime deal' })).toBeVisible();
  await step(page, info, 'lifetime-03-appsumo-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  // /subscription shows the lifetime state.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Subscription' }).click();
  await expect(page.getByRole('heading', { name: 'Premium, lifetime plan' })).toBeVisible();
  await expect(page.getByText('Lifetime', { exact: true })).toBeVisible();
  await expect(
    page.getByText('You are subscribed to the Premium, lifetime plan. There is nothing to renew or pay.'),
  ).toBeVisible();
  await step(page, info, 'lifetime-04-subscription');
});
