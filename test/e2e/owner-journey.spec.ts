// The owner journey in Chromium at 1280 px and 390 px: sign-up on the app host, onboarding with the plan paid on the
// Stripe simulator's checkout (payment status, then the plan ready for the builder), every builder step
// (real PNG icon and banner uploaded), publishing, congrats, the community live at its own subdomain, and the
// overview with the new community in the switcher. Every builder step is photographed for review.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { bannerPng, iconPng } from '../../scripts/local/png.ts';
import { expect, expectAccessible, hostUrl, linkMailedTo, test, transitionsDone, uniqueEmail } from './support.ts';

const PASSWORD = 'owner-pass-123';
const FOREST = '#2b8a3e';
const SCREENSHOTS = join(import.meta.dirname, '../../test-results/screenshots');

/** A picture of the page for review; dialogs and sheets as the viewport shows them, once their fade-in is over. */
async function step(page: Page, info: TestInfo, name: string, { overlay = false } = {}) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  if (overlay) await transitionsDone(page);
  await expectAccessible(page, name);
  await page.screenshot({ path: join(SCREENSHOTS, `${name}-${info.project.name}.png`), fullPage: !overlay });
}

test('a new owner builds, publishes and opens a branded community', async ({
  page,
  context,
  request,
  baseURL,
}, info) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('builder', info);
  const suffix = `${info.project.name}-${Date.now().toString(36)}`;
  const subdomain = `crew-${suffix}`;
  const name = `Trail Crew ${info.project.name === 'mobile' ? 'M' : 'D'}`;
  const tagline = 'Muddy shoes, good company.';

  // Sign up on the owner app, verify the e-mail, sign in.
  await page.goto(hostUrl(baseURL, 'app', '/sign-up'));
  await page.getByLabel('First name').fill('Bea');
  await page.getByLabel('Last name').fill('Builder');
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

  // Onboarding.
  await expect(page).toHaveURL(/app\.localhost:\d+\/onboarding\/welcome$/);
  await step(page, info, '01-welcome');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/onboarding\/community-access$/);
  await step(page, info, '02-community-access');
  await page.getByRole('button', { name: /Create my own community/ }).click();
  await expect(page).toHaveURL(/\/onboarding\/company-info$/);
  await page.getByLabel('Organization name').fill('Trail Crew Ltd');
  await page.getByLabel('Organization type').fill('Club');
  await page.getByLabel('Phone number').fill('+44 20 7946 0000');
  await page.getByLabel('What are your goals for the community?').fill('Weekly runs and race reports.');
  await step(page, info, '03-company-info');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/onboarding\/choose-your-plan$/);
  await expect(page.getByText('$99.00')).toBeVisible();
  await step(page, info, '04-choose-plan');
  await page.getByRole('button', { name: 'Choose Professional' }).click();

  // Checkout on the Stripe simulator, paid; the payment status page waits for the webhook's word, then goes back to
  // the organization step (the plans page was not opened from the dashboard), whose Continue now leads to the builder.
  await expect(page).toHaveURL(/\/_dev\/stripe\/checkout\//);
  await expect(page.getByRole('heading', { name: 'Subscribe to Professional (monthly)' })).toBeVisible();
  await step(page, info, '04b-checkout');
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await page.getByRole('button', { name: 'Pay with test card' }).click();
  await expect(page).toHaveURL(/\/onboarding\/company-info$/);
  expect(visited).toContain('/onboarding/payment-status');
  await expect(page.getByLabel('Organization name')).toHaveValue('Trail Crew Ltd');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Builder: name and subdomain.
  await expect(page).toHaveURL(/\/builder\/community-setup$/);
  await page.getByLabel('Community name').fill(name);
  await page.getByLabel('Subdomain').fill('Bad_Name');
  await expect(page.getByText('Use lowercase letters, numbers and hyphens only')).toBeVisible();
  await page.getByLabel('Subdomain').fill(subdomain);
  await expect(page.getByText(`${subdomain}.localhost is available.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByRole('radio', { name: 'Customize Community' }).check();
  await step(page, info, '05-builder-setup');
  await page.getByRole('button', { name: 'Next' }).click();

  // Description (rich text).
  await expect(page).toHaveURL(/\/builder\/description$/);
  await page.getByLabel('Tagline').fill(tagline);
  const editor = page.getByRole('textbox', { name: 'Description' });
  await editor.click();
  await page.keyboard.type('A club for people who run on trails. ');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('Every Saturday.');
  // A reload keeps the draft.
  await page.reload();
  await expect(page.getByLabel('Tagline')).toHaveValue(tagline);
  await expect(page.getByRole('textbox', { name: 'Description' })).toContainText('Every Saturday.');
  await step(page, info, '06-builder-description');
  await page.getByRole('button', { name: 'Next' }).click();

  // Branding: a wrong file, then real PNGs.
  await expect(page).toHaveURL(/\/builder\/branding$/);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByLabel('Community icon').setInputFiles({
    name: 'not-an-image.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this is text, not a png'),
  });
  await expect(page.getByText('Please select a valid image.')).toBeVisible();
  await page
    .getByLabel('Community icon')
    .setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: iconPng(FOREST) });
  await expect(page.getByText('icon.png')).toBeVisible();
  await page
    .getByLabel('Community banner')
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: bannerPng(FOREST) });
  await expect(page.getByText('banner.png')).toBeVisible();
  const preview = page.getByRole('figure', { name: 'Preview of your community header' });
  await expect(preview.locator('img')).toHaveCount(2);
  await expect(preview.getByText(name)).toBeVisible();
  await step(page, info, '07-builder-branding');
  await page.getByRole('button', { name: 'Next' }).click();

  // Design.
  await expect(page).toHaveURL(/\/builder\/design$/);
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeDisabled();
  await page.getByRole('radio', { name: 'Forest' }).check();
  await step(page, info, '08-builder-design');
  await page.getByRole('button', { name: 'Next to publish' }).click();

  // Publish (a double click still makes one community), congrats.
  await expect(page).toHaveURL(/\/builder\/publish$/);
  await expect(page.getByRole('heading', { name: 'Almost there' })).toBeVisible();
  await step(page, info, '09-builder-publish');
  await page.getByRole('button', { name: 'Publish Platform' }).dblclick();
  await expect(page).toHaveURL(/\/builder\/congrats\?communityId=/);
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
  await step(page, info, '10-builder-congrats');

  // View Community: a new tab at the community's own address, in its colours.
  const [communityTab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'View Community' }).click(),
  ]);
  await communityTab.waitForURL(new RegExp(`^http://${subdomain}\\.localhost:\\d+/$`));
  await expect(communityTab.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(communityTab.getByText(tagline)).toBeVisible();
  await expect(communityTab.getByRole('img', { name: `${name} banner` })).toBeVisible();
  const accent = await communityTab.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-accent-6').trim(),
  );
  expect(accent.toLowerCase()).toBe(FOREST);
  await step(communityTab, info, '11-community-site');
  await communityTab.close();

  // The dashboard shows it.
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByRole('button', { name: `Community ${name}` })).toBeVisible();
  await expect(page.getByText(`${name} is live: members can find it at its address.`)).toBeVisible();
  await expect(page.getByText('Professional Plan')).toBeVisible();
  await expect(page.getByText('No enough data for this period')).toBeVisible();
  await step(page, info, '12-overview');
  // The community took the subscription paid for in onboarding.
  await page.goto(hostUrl(baseURL, 'app', '/subscription'));
  await expect(page.getByRole('heading', { name: 'Professional, monthly plan' })).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByText('Visa ending in 4242')).toBeVisible();
  await step(page, info, '12b-subscription');
  await page.goto(hostUrl(baseURL, 'app', '/overview'));
  await expect(page.getByRole('button', { name: `Community ${name}` })).toBeVisible();
  await page.getByRole('button', { name: `Community ${name}` }).click();
  await expect(page.getByRole('menuitem', { name: new RegExp(name) })).toHaveCount(1);
  await page.keyboard.press('Escape');

  // Help (from the sidebar, or the bottom sheet on a phone): unpublish with confirmation.
  if (info.project.name === 'mobile') {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect(sheet.getByRole('link', { name: /View Community/ })).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await step(page, info, '13-mobile-sheet', { overlay: true });
    await sheet.getByRole('link', { name: 'Platform Settings' }).click();
    await expect(page.getByText(/only available on desktop/)).toBeVisible();
    // The sheet fades out as the page changes; the page is what the member then reads.
    await expect(sheet).toBeHidden();
    await step(page, info, '13-desktop-only-notice');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Help' }).click();
  } else {
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Help' }).click();
  }
  await expect(page).toHaveURL(/\/help$/);
  await page.getByRole('button', { name: 'Unpublish Platform' }).click();
  await expect(page.getByRole('dialog', { name: `Unpublish ${name}?` })).toBeVisible();
  await step(page, info, '14-help-confirm', { overlay: true });
  await page.getByRole('dialog').getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByText('Platform Visibility successfully updated!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish Platform' })).toBeVisible();
});
