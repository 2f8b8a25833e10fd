// Connect's simulator pages as a browser meets them: the onboarding page with its two named buttons, a member's
// checkout with the community's price and Hearth's fee, and the overview's connected accounts with their balance,
// subscriptions and clock controls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Kit, pathOf, paidSupporter, payoutAccount, press, startKit, supporterCheckout } from './test-kit.ts';

let kit: Kit;
beforeAll(async () => {
  kit = await startKit();
});
afterAll(() => kit.close());

const get = (path: string) => fetch(`${kit.pagesOrigin}${path}`);
const buttons = (html: string) => [...html.matchAll(/<button[^>]*>([^<]+)<\/button>/g)].map((m) => m[1]);
const section = (html: string, id: string) => {
  const start = html.indexOf(`id="${id}"`);
  return html.slice(start, html.indexOf('</section>', start));
};

describe('the onboarding page', () => {
  it('shows the account under the simulator banner with Complete onboarding and Leave incomplete', async () => {
    const { account, link } = await payoutAccount(kit, false);
    const html = await (await get(pathOf(link.url))).text();
    expect(html).toContain('Stripe simulator — local only');
    expect(html).toContain(account.id);
    expect(html).toContain('owner@hearth.local');
    expect(buttons(html)).toEqual(['Complete onboarding', 'Leave incomplete']);
    expect(await press(kit, `${pathOf(link.url)}/incomplete`)).toBe(
      'http://app.localhost:4999/monetization?callback=return&communityId=c-1',
    );
    expect(kit.sim.simulator.state.accounts[account.id]!.detailsSubmitted).toBe(false);
  });

  it('refuses a form from another site and answers 404 for an unknown link', async () => {
    const { account, link } = await payoutAccount(kit, false);
    const res = await fetch(`${kit.pagesOrigin}${pathOf(link.url)}/complete`, {
      method: 'POST',
      headers: { origin: 'http://evil.example' },
      redirect: 'manual',
    });
    expect(res.status).toBe(403);
    expect(kit.sim.simulator.state.accounts[account.id]!.payoutsEnabled).toBe(false);
    expect((await get('/_dev/stripe/connect/onboarding/acctlink_nope')).status).toBe(404);
  });
});

describe('the member checkout page', () => {
  it('shows the product, the price in its currency and the fee, with pay, decline and Cancel', async () => {
    const { account } = await payoutAccount(kit);
    const { session } = await supporterCheckout(kit, account.id, 1250, 'eur');
    const html = await (await get(pathOf(session.url!))).text();
    expect(html).toContain('Subscribe to Demo supporter');
    expect(html).toContain('12.50 EUR / month');
    expect(html).toContain('8% (Hearth)');
    expect(buttons(html)).toEqual(['Pay with test card', 'Pay with declined card', 'Cancel']);
    expect(await press(kit, `${pathOf(session.url!)}/cancel`)).toBe('http://demo.localhost:4999/subscription');
    await press(kit, `${pathOf(session.url!)}/pay`);
    const paid = await (await get(pathOf(session.url!))).text();
    expect(paid).toContain('Checkout complete');
    expect(buttons(paid)).toEqual([]);
  });
});

describe('the overview', () => {
  it('lists each connected account with its balance and its members’ subscriptions with their controls', async () => {
    const { account } = await payoutAccount(kit);
    const id = await paidSupporter(kit, account.id);
    const html = await (await get('/_dev/stripe')).text();
    const card = section(html, account.id);
    expect(card).toContain('charges and payouts enabled');
    expect(card).toContain('Pending</dt><dd>4.15 USD');
    expect(card).toContain(id);
    expect(buttons(card)).toEqual([
      'Advance 2 days (pending → available)',
      'Advance to next renewal',
      'Decline card at next renewal',
    ]);
    const after = await (await get(await press(kit, `/_dev/stripe/connect/${account.id}/advance-days`))).text();
    expect(section(after, account.id)).toContain('Available</dt><dd>4.15 USD');
    const renewed = await (
      await get(await press(kit, `/_dev/stripe/connect/${account.id}/subscriptions/${id}/advance`))
    ).text();
    expect(renewed).toContain('Sent: invoice.paid, customer.subscription.updated.');
  });

  it('answers 404 for an unknown account, subscription or action', async () => {
    const { account } = await payoutAccount(kit);
    const post = (path: string) => fetch(`${kit.pagesOrigin}${path}`, { method: 'POST', redirect: 'manual' });
    expect((await post('/_dev/stripe/connect/acct_nope/advance-days')).status).toBe(404);
    expect((await post(`/_dev/stripe/connect/${account.id}/subscriptions/sub_nope/advance`)).status).toBe(404);
    expect((await post(`/_dev/stripe/connect/${account.id}/nothing`)).status).toBe(404);
  });
});
