// Paid membership in Chromium at 1280 px and 390 px, on the local Stripe simulator: a new owner on Premium sets up
// payouts from /monetization (the country dialog, the simulator's Complete onboarding, back on /monetization with
// paid membership turned on by the return) and prices it; the community's account menu offers Subscription only
// once it is on. A member of the demo community subscribes from /subscription (the simulator's checkout, paid, the
// settings' success banner), wears the Subscriber badge on their profile, unsubscribes (confirmed) and resumes. The
// demo owner's /monetization lists the demo's supporter.
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { ulid } from 'ulid';
import {
  DEMO_PASSWORD,
  api,
  expect,
  hostUrl,
  hydrated,
  shot,
  signedUpInPage,
  test,
  transitionsDone,
  uniqueEmail,
} from './support.ts';

const PASSWORD = 'owner-pass-123';

/** A new owner signed in on the owner app, who paid for Premium in the builder and made a community on it. */
async function premiumOwner(page: Page, request: APIRequestContext, baseURL: string | undefined, info: TestInfo) {
  await signedUpInPage(
    page,
    request,
    baseURL,
    { email: uniqueEmail('mon-owner', info), firstName: 'Petra', lastName: 'Payout', password: PASSWORD },
    hostUrl(baseURL, 'app', '/sign-in'),
  );
  const checkout = await api<{ url: string }>(page, 'POST', '/api/v1/billing/checkout-sessions', {
    communityId: null,
    priceId: 'hearth_premium_month',
  });
  expect(checkout.status, JSON.stringify(checkout.json)).toBe(201);
  await page.goto(checkout.json.url);
  await page.getByRole('button', { name: 'Pay with test card' }).click();
  // Back in the builder (which moves on once it sees the payment): the plan is paid for.
  await expect(page).toHaveURL(/\/onboarding\//);
  await expect
    .poll(async () => (await api<{ paid: boolean }>(page, 'GET', '/api/v1/billing/payment-status')).json.paid)
    .toBe(true);
  const subdomain = `mon-${info.project.name}-${Date.now().toString(36)}`;
  const community = await api(page, 'POST', '/api/v1/communities', {
    requestId: ulid(),
    communityName: `Supported Club ${info.project.name}`,
    communitySubdomain: subdomain,
    organizationName: 'Supported Club Ltd',
    organizationType: 'Club',
    organizationPhone: '+1 555 0100',
    communityGoals: 'Be supported by our members.',
  });
  expect(community.status, JSON.stringify(community.json)).toBe(201);
  return subdomain;
}

/** The account menu's items on a community's site, opened from the top bar's account button. */
async function accountMenu(page: Page, name: string) {
  await hydrated(page);
  await page.getByRole('button', { name }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Account Settings' })).toBeVisible();
  return menu;
}

test('an owner sets up payouts, paid membership turns on, and members are offered the Subscription page', async ({
  page,
  request,
  baseURL,
}, info) => {
  test.setTimeout(150_000);
  const subdomain = await premiumOwner(page, request, baseURL, info);

  // A member of the new community: no Subscription in the account menu while nothing is sold.
  const member = { email: uniqueEmail('mon-member', info), firstName: 'Sam', lastName: 'Supporter' };
  await signedUpInPage(page, request, baseURL, { ...member, password: PASSWORD }, hostUrl(baseURL, subdomain, '/'));
  await page.goto(hostUrl(baseURL, subdomain, '/'));
  let menu = await accountMenu(page, 'Sam Supporter');
  await expect(menu.getByRole('menuitem', { name: 'Subscription' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto(hostUrl(baseURL, 'app', '/monetization'));
  await expect(page.getByRole('heading', { level: 1, name: 'Monetization' })).toBeVisible();
  const paid = page.getByRole('region', { name: 'Paid membership' });
  await expect(paid.getByText('Off', { exact: true })).toBeVisible();
  await shot(page, info, 'monetization-new');

  await paid.getByRole('button', { name: 'Set up payouts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your payout country' });
  await dialog.getByRole('combobox', { name: 'Country' }).click();
  await dialog.getByRole('option', { name: 'United States' }).click();
  await shot(page, info, 'monetization-country');
  await dialog.getByRole('button', { name: 'Continue to Stripe' }).click();

  await expect(page).toHaveURL(/\/_dev\/stripe\/connect\/onboarding\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Payout account onboarding' })).toBeVisible();
  await page.getByRole('button', { name: 'Complete onboarding' }).click();

  // Back on /monetization: the return checks the account and turns paid membership on, then drops its query.
  await expect(page.getByText('Your payout account is ready and paid membership is on')).toBeVisible();
  await expect(page).toHaveURL(/\/monetization$/);
  await expect(paid.getByText('On', { exact: true })).toBeVisible();
  await expect(paid.getByRole('button', { name: 'Disable paid membership' })).toBeVisible();

  const price = page.getByRole('region', { name: 'Subscription price' });
  await price.getByRole('combobox', { name: 'Currency' }).click();
  await price.getByRole('option', { name: 'EUR' }).click();
  await price.getByRole('textbox', { name: 'Price per month' }).fill('6.00');
  await price.getByRole('button', { name: 'Save price' }).click();
  await expect(page.getByText('The price is saved. It applies to new subscribers.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Price' }).getByText('6.00 EUR', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Price' }).getByText('6.00 EUR', { exact: true })).toBeVisible();
  await shot(page, info, 'monetization-enabled');

  // The member's account menu now offers Subscription, at the owner's price.
  await page.goto(hostUrl(baseURL, subdomain, '/'));
  menu = await accountMenu(page, 'Sam Supporter');
  await menu.getByRole('menuitem', { name: 'Subscription' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByText('6.00 EUR')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible();
});

test('a member subscribes on checkout, wears the badge, unsubscribes and resumes', async ({
  page,
  request,
  baseURL,
}, info) => {
  test.setTimeout(120_000);
  const member = { email: uniqueEmail('supporter', info), firstName: 'Tess', lastName: 'Tipper' };
  await signedUpInPage(page, request, baseURL, { ...member, password: PASSWORD });
  await page.goto('/');
  const menu = await accountMenu(page, 'Tess Tipper');
  await menu.getByRole('menuitem', { name: 'Subscription' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Supporter perks' })).toBeVisible();
  await shot(page, info, 'subscription-offer');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  const subscribeDialog = page.getByRole('dialog', { name: 'Subscribe' });
  await expect(subscribeDialog).toContainText('per month');
  await subscribeDialog.getByRole('button', { name: 'Continue to checkout' }).click();

  await expect(page).toHaveURL(/\/_dev\/stripe\/checkout\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay with test card' }).click();
  await expect(page).toHaveURL(/\/settings\?subscription=success$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'You successfully subscribed to the community' }),
  ).toBeVisible();

  await page.goto('/profile/me');
  await expect(page.getByRole('heading', { level: 1, name: 'Tess Tipper' })).toBeVisible();
  await expect(page.getByText('Subscriber', { exact: true })).toBeVisible();

  await page.goto('/subscription');
  const status = page.getByRole('group', { name: 'Your subscription' });
  await expect(status.getByText('Active', { exact: true })).toBeVisible();
  await expect(status.getByText(/^Renews on /)).toBeVisible();
  await shot(page, info, 'subscription-active');

  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  const confirm = page.getByRole('dialog', { name: 'Unsubscribe' });
  await expect(confirm.getByText('Are you sure you want to unsubscribe?')).toBeVisible();
  await transitionsDone(page);
  await shot(page, info, 'subscription-unsubscribe-confirm');
  await confirm.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(confirm).toBeHidden();
  await expect(status.getByText(/^Will be cancelled on /)).toBeVisible();
  await expect(status.getByText('Active', { exact: true })).toBeVisible();
  await page.reload();
  await expect(status.getByText(/^Will be cancelled on /)).toBeVisible();
  await shot(page, info, 'subscription-cancelling');

  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(status.getByText(/^Renews on /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
  await page.reload();
  await expect(status.getByText(/^Renews on /)).toBeVisible();
});

test("the demo owner's /monetization lists the demo's supporter", async ({ page, baseURL }, info) => {
  await page.goto(hostUrl(baseURL, 'app', '/sign-in'));
  await page.evaluate(() => window.localStorage.setItem('hearth.owner.communityId', 'cm-demo'));
  await page.getByLabel('Email').fill('owner@hearth.local');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/sign-in/);

  await page.goto(hostUrl(baseURL, 'app', '/monetization'));
  await expect(page.getByRole('heading', { level: 1, name: 'Monetization' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Paid membership' }).getByText('On', { exact: true })).toBeVisible();
  const subscribers = page.getByRole('list', { name: 'Active subscribers' });
  await expect(subscribers.getByRole('listitem', { name: 'Maya Member' })).toBeVisible();
  await expect(
    subscribers.getByRole('listitem', { name: 'Maya Member' }).getByText(/^Paid \d+\.\d\d USD net$/),
  ).toBeVisible();
  // The perks editor shows the saved perks without taking the focus (nor, on a phone, opening the keyboard).
  const perks = page.getByRole('textbox', { name: 'Perks' });
  await expect(perks.getByText('1.5× XP on everything you do')).toBeVisible();
  await expect(perks).not.toBeFocused();
  await shot(page, info, 'monetization-with-subscriber');
});
