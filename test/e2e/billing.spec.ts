// Owner billing in Chromium at 1280 px and 390 px, on the local Stripe simulator: a new owner's community chooses a
// plan, pays on the simulator's checkout and is active on /subscription, cancels (cancelling) and renews (active);
// a card declined at renewal shows the payment error and mails a portal link whose Update card makes it active
// again; the demo communities start on the states the seed gives them (active with a card, a trial with its banner).
// /subscription is not desktop-only: a phone sees and uses the same page.
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { ulid } from 'ulid';
import {
  DEMO_PASSWORD,
  api,
  expect,
  hostUrl,
  shot,
  signedUpInPage,
  test,
  transitionsDone,
  uniqueEmail,
} from './support.ts';

const PASSWORD = 'owner-pass-123';

/** A new owner, verified and signed in on the owner app, with a community made through the builder's API call. */
async function ownerWithCommunity(
  page: Page,
  request: APIRequestContext,
  baseURL: string | undefined,
  info: TestInfo,
  tag: string,
) {
  const email = uniqueEmail(tag, info);
  await signedUpInPage(
    page,
    request,
    baseURL,
    { email, firstName: 'Bill', lastName: 'Payer', password: PASSWORD },
    hostUrl(baseURL, 'app', '/sign-in'),
  );
  const community = await api<{ id: string }>(page, 'POST', '/api/v1/communities', {
    requestId: ulid(),
    communityName: `Paying Club ${info.project.name}`,
    communitySubdomain: `pay-${tag}-${info.project.name}-${Date.now().toString(36)}`,
    organizationName: 'Paying Club Ltd',
    organizationType: 'Club',
    organizationPhone: '+1 555 0100',
    communityGoals: 'Pay for a plan.',
  });
  expect(community.status, JSON.stringify(community.json)).toBe(201);
  return email;
}

/** /subscription with no plan yet → the plan chooser → the simulator's checkout, paid → active on /subscription. */
async function subscribe(page: Page, baseURL: string | undefined, info: TestInfo, name: string) {
  await page.goto(hostUrl(baseURL, 'app', '/subscription'));
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
  await page.getByRole('button', { name: 'Choose a plan' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose a plan' });
  await expect(chooser.getByRole('button', { name: 'Choose Professional' })).toBeVisible();
  if (name) await shot(page, info, `${name}-plan-chooser`);
  await chooser.getByRole('button', { name: 'Choose Professional' }).click();
  await expect(page).toHaveURL(/\/_dev\/stripe\/checkout\//);
  await expect(page.getByText('Stripe simulator')).toBeVisible();
  if (name) await shot(page, info, `${name}-checkout`);
  await page.getByRole('button', { name: 'Pay with test card' }).click();
  await expect(page).toHaveURL(/\/subscription/);
  await expectStatus(page, 'Active');
  await expect(page.getByText('Visa ending in 4242')).toBeVisible();
}

const status = (page: Page) => page.getByRole('region', { name: /plan$/ });

async function expectStatus(page: Page, label: string) {
  await expect(status(page).getByText(label, { exact: true })).toBeVisible();
}

/** The confirm dialog of cancel or renew, answered. */
async function confirm(page: Page, action: 'cancel' | 'renew', button: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`Are you sure you want to ${action} your current plan?`)).toBeVisible();
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

test('an owner chooses a plan, pays on checkout, cancels and renews it', async ({ page, request, baseURL }, info) => {
  test.setTimeout(120_000);
  await ownerWithCommunity(page, request, baseURL, info, 'subscriber');
  await page.goto(hostUrl(baseURL, 'app', '/subscription'));
  await expect(page.getByRole('button', { name: 'Choose a plan' })).toBeVisible();
  await shot(page, info, 'subscription-none');
  await subscribe(page, baseURL, info, 'subscription');
  await expect(page.getByRole('button', { name: 'Change plan' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Manage billing/ })).toBeVisible();
  await shot(page, info, 'subscription-active');

  await page.getByRole('button', { name: 'Cancel plan' }).click();
  await transitionsDone(page);
  await shot(page, info, 'subscription-cancel-confirm');
  await confirm(page, 'cancel', 'Cancel plan');
  await expectStatus(page, 'Cancelling');
  await expect(page.getByRole('button', { name: 'Cancel plan' })).toHaveCount(0);
  await shot(page, info, 'subscription-cancelling');
  // What the page shows is what the server holds: a reload says the same.
  await page.reload();
  await expectStatus(page, 'Cancelling');

  await page.getByRole('button', { name: 'Renew plan' }).click();
  await confirm(page, 'renew', 'Renew plan');
  await expectStatus(page, 'Active');
  await expect(page.getByRole('button', { name: 'Cancel plan' })).toBeVisible();
  await page.reload();
  await expectStatus(page, 'Active');
});

test('a card declined at renewal shows the payment error and mails a portal link that fixes it', async ({
  page,
  request,
  baseURL,
}, info) => {
  test.setTimeout(120_000);
  const email = await ownerWithCommunity(page, request, baseURL, info, 'declined');
  await page.goto(hostUrl(baseURL, 'app', '/subscription'));
  await subscribe(page, baseURL, info, '');

  // The simulator's overview: this owner's subscription, its card declined at the renewal, the clock advanced.
  await page.goto(hostUrl(baseURL, 'app', '/_dev/stripe'));
  const mine = () => page.getByRole('article', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) });
  await mine().getByRole('button', { name: 'Decline card at next renewal' }).click();
  await expect(mine().getByText('declined at the next charge')).toBeVisible();
  await shot(page, info, 'stripe-overview-declined');
  await mine().getByRole('button', { name: 'Advance to next renewal' }).click();
  await expect(mine().getByText('past_due', { exact: true })).toBeVisible();

  await page.goto(hostUrl(baseURL, 'app', '/subscription'));
  await expectStatus(page, 'Payment error');
  await expect(page.getByRole('button', { name: 'Change plan' })).toBeEnabled();
  await shot(page, info, 'subscription-past-due');

  // The e-mail names the portal; its Update card pays what is open and Return to Hearth shows the plan active.
  const port = new URL(baseURL!).port;
  let portal = '';
  await expect
    .poll(async () => {
      const mails = (await (await request.get(`http://127.0.0.1:${port}/_dev/mail.json`)).json()) as Array<{
        to: string;
        subject: string;
        text: string;
      }>;
      const mail = mails.find((m) => m.to === email && m.subject === 'Your Hearth payment failed');
      portal = /https?:\/\/\S+\/_dev\/stripe\/portal\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
      return portal;
    })
    .not.toBe('');
  await page.goto(portal);
  await expect(page.getByRole('heading', { level: 1, name: 'Billing portal' })).toBeVisible();
  await shot(page, info, 'stripe-portal');
  await page.getByRole('button', { name: 'Update card' }).click();
  await page.getByRole('link', { name: 'Return to Hearth' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await expectStatus(page, 'Active');
});

test('the demo communities start active with a card, and in a free trial with its banner', async ({
  page,
  baseURL,
}, info) => {
  await page.goto(hostUrl(baseURL, 'app', '/sign-in'));
  await page.evaluate(() => window.localStorage.setItem('hearth.owner.communityId', 'cm-demo'));
  await page.getByLabel('Email').fill('owner@hearth.local');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/sign-in/);

  await page.goto(hostUrl(baseURL, 'app', '/subscription'));
  await expect(status(page).getByRole('heading', { name: 'Premium, monthly plan' })).toBeVisible();
  await expectStatus(page, 'Active');
  await expect(page.getByText('Visa ending in 4242')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel plan' })).toBeVisible();
  await shot(page, info, 'demo-subscription-active');

  await page.evaluate(() => window.localStorage.setItem('hearth.owner.communityId', 'cm-founders'));
  await page.goto(hostUrl(baseURL, 'app', '/subscription'));
  await expectStatus(page, 'Free trial');
  await expect(status(page).getByRole('heading', { name: 'Essential, monthly plan' })).toBeVisible();
  await expect(page.getByText(/free trial/i).first()).toBeVisible();
  await shot(page, info, 'founders-subscription-trial');
  await page.goto(hostUrl(baseURL, 'app', '/overview'));
  await expect(page.getByRole('status').filter({ hasText: 'Free trial' })).toBeVisible();
  await shot(page, info, 'founders-trial-banner');
});
