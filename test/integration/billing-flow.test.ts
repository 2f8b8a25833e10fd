// Owner billing end to end over HTTP (owner-dashboard §2 /subscription, §4, §7 Billing), through the local gateway and
// the Stripe simulator as a browser uses them: checkout in the builder → the simulator's checkout page → pay → the
// payment status → the community created on the plan paid for; cancel → cancelling, renew, a plan change with its
// cost preview, a declined renewal → past_due and the payment-failed e-mail → the portal's card update → active.
// Bad input (a price not on offer, someone else's community, the current plan, cancel twice, renew when not
// cancelling) is a clear 4xx that changes nothing.
import * as messages from '@hearth/shared/messages';
import { describe, expect, it } from 'vitest';
import { signedInAccount } from './auth-flows.ts';
import {
  clock,
  createCommunity,
  formActionOf,
  listedCommunity,
  paidOwnerWithCommunity,
  payForPlan,
  pressSimulatorButton,
  simulatorSubscriptionFor,
  subscriptionOf,
} from './billing-flows.ts';
import { app, drainEvents } from './context.ts';
import { latestMailTo } from './mailbox.ts';

const subscriptionPath = (communityId: string, action = '') =>
  `/api/v1/communities/${communityId}/subscription${action}`;

describe('owner billing through the Stripe simulator', () => {
  it('pays in the builder, creates the community on that plan, and cancels, renews, upgrades and recovers', async () => {
    const owner = await signedInAccount('app.localhost', 'bill-flow-owner');
    const before = await owner.browser('/api/v1/billing/payment-status');
    expect(before.json).toEqual({ paid: false, planId: null, freeTrial: false });

    const { sessionId, returnTo } = await payForPlan(owner.browser, {
      communityId: null,
      priceId: 'hearth_professional_month',
    });
    expect(returnTo).toMatch(/^http:\/\/app\.localhost:\d+\/onboarding\/payment-status\?session_id=/);
    expect(new URL(returnTo).searchParams.get('session_id')).toBe(sessionId);
    const status = await owner.browser('/api/v1/billing/payment-status');
    expect(status.json).toEqual({ paid: true, planId: 'monthly-professional-plan', freeTrial: false });

    const { communityId } = await createCommunity(owner.browser, 'bill-flow');
    // The paid subscription went to this community: the builder has nothing waiting any more.
    expect((await owner.browser('/api/v1/billing/payment-status')).json).toMatchObject({ paid: false });
    const paid = await subscriptionOf(owner.browser, communityId);
    expect(paid).toMatchObject({
      communitySubscriptionExists: true,
      hasStripeAccount: true,
      planId: 'monthly-professional-plan',
      subscriptionDetails: {
        status: 'active',
        card: { brand: 'visa', last4: '4242' },
        cancelAt: null,
        priceId: 'hearth_professional_month',
      },
    });
    expect(paid.subscriptionDetails!.renewAt).toBeGreaterThan(Date.now() / 1000 + 27 * 86_400);
    expect((await listedCommunity(owner.browser, communityId)).plan).toEqual({
      planId: 'monthly-professional-plan',
      status: 'active',
      trialEndsAt: null,
      isLifetime: false,
    });

    // Cancel at the period's end: still active, cancelAt set; renew takes it back.
    const cancelled = await owner.browser<typeof paid>(subscriptionPath(communityId, '/cancel'), { body: {} });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.json.subscriptionDetails).toMatchObject({
      status: 'active',
      cancelAt: paid.subscriptionDetails!.renewAt,
    });
    expect((await subscriptionOf(owner.browser, communityId)).subscriptionDetails!.cancelAt).toBe(
      paid.subscriptionDetails!.renewAt,
    );
    const renewed = await owner.browser<typeof paid>(subscriptionPath(communityId, '/renew'), { body: {} });
    expect(renewed.status, renewed.text).toBe(200);
    expect(renewed.json.subscriptionDetails).toMatchObject({ status: 'active', cancelAt: null });
    expect(await subscriptionOf(owner.browser, communityId)).toEqual(paid);

    // An upgrade costs something now; once confirmed the community is on the new plan everywhere.
    const preview = await owner.browser<{
      amountDue: number;
      nextAmount: number;
      currency: string;
      chargedNow: boolean;
    }>(`${subscriptionPath(communityId, '/plan-preview')}?priceId=hearth_premium_month`);
    expect(preview.status, preview.text).toBe(200);
    // Same interval: the change costs the prorated difference, added to the next invoice (nothing is charged now),
    // which is less than a whole month of the new plan.
    expect(preview.json).toMatchObject({ chargedNow: false, currency: 'usd' });
    expect(preview.json.amountDue).toBeGreaterThan(0);
    expect(preview.json.amountDue).toBeLessThan(preview.json.nextAmount);
    // Another interval starts a new period at once: the preview is what is charged now.
    const yearly = await owner.browser<{ amountDue: number; nextAmount: number; chargedNow: boolean }>(
      `${subscriptionPath(communityId, '/plan-preview')}?priceId=hearth_professional_year`,
    );
    expect(yearly.status, yearly.text).toBe(200);
    expect(yearly.json.chargedNow).toBe(true);
    expect(yearly.json.amountDue).toBeGreaterThan(0);
    expect(yearly.json.amountDue).toBeLessThanOrEqual(yearly.json.nextAmount);
    const changed = await owner.browser<typeof paid>(subscriptionPath(communityId, '/plan'), {
      method: 'PUT',
      body: { priceId: 'hearth_premium_month' },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json).toMatchObject({
      planId: 'monthly-premium-plan',
      subscriptionDetails: { status: 'active', priceId: 'hearth_premium_month' },
    });
    expect((await subscriptionOf(owner.browser, communityId)).planId).toBe('monthly-premium-plan');
    expect((await listedCommunity(owner.browser, communityId)).plan).toMatchObject({
      planId: 'monthly-premium-plan',
      status: 'active',
    });

    // The card is declined at the next renewal: past_due at once, and the owner is e-mailed the way to the portal.
    const subscriptionId = await simulatorSubscriptionFor(communityId);
    await clock(subscriptionId, 'decline');
    await clock(subscriptionId, 'advance');
    expect((await subscriptionOf(owner.browser, communityId)).subscriptionDetails!.status).toBe('past_due');
    expect((await listedCommunity(owner.browser, communityId)).plan.status).toBe('past_due');
    await drainEvents();
    const mail = await latestMailTo(owner.email);
    expect(mail.subject).toBe('Your Hearth payment failed');
    expect(mail.text).toContain('Billing Club');
    const portalLink = /http:\/\/app\.localhost:\d+(\/_dev\/stripe\/portal\/[A-Za-z0-9_]+)/.exec(mail.text);
    expect(portalLink, mail.text).not.toBeNull();

    // The portal (from the e-mail's link): Update card pays what is open, and the subscription is active again.
    const portal = await app(portalLink![1]!);
    expect(portal.status, portal.text).toBe(200);
    await pressSimulatorButton(formActionOf(portal.text, 'Update card'), { card: 'mastercard' });
    expect((await subscriptionOf(owner.browser, communityId)).subscriptionDetails).toMatchObject({
      status: 'active',
      card: { brand: 'mastercard', last4: '4444' },
      priceId: 'hearth_premium_month',
    });
  });

  it('opens the portal from /subscription for the owner', async () => {
    const owner = await paidOwnerWithCommunity('bill-portal', 'hearth_essential_year');
    const res = await owner.browser<{ portalUrl: string }>(subscriptionPath(owner.communityId, '/portal-sessions'), {
      body: {},
    });
    expect(res.status, res.text).toBe(201);
    const url = new URL(res.json.portalUrl);
    expect(url.hostname).toBe('app.localhost');
    const page = await app(url.pathname);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Visa •••• 4242');
    expect(page.text).toMatch(/href="http:\/\/app\.localhost:\d+\/subscription"/);
  });
});

describe('bad input to billing changes nothing', () => {
  it('refuses a price not on offer, another owner’s community, the current plan, and renew when not cancelling', async () => {
    const owner = await paidOwnerWithCommunity('bill-bad', 'hearth_professional_month');
    const other = await paidOwnerWithCommunity('bill-bad-other', 'hearth_essential_month');
    const held = await subscriptionOf(owner.browser, owner.communityId);
    const otherHeld = await subscriptionOf(other.browser, other.communityId);

    for (const priceId of ['hearth_gold_month', 'price_hearth_professional_month', '']) {
      const checkout = await owner.browser('/api/v1/billing/checkout-sessions', {
        body: { communityId: null, priceId },
      });
      expect(checkout.status, checkout.text).toBe(400);
      expect(checkout.json).toMatchObject({ fields: { priceId: messages.priceUnknown } });
      const change = await owner.browser(subscriptionPath(owner.communityId, '/plan'), {
        method: 'PUT',
        body: { priceId },
      });
      expect(change.status, change.text).toBe(400);
      const preview = await owner.browser(
        `${subscriptionPath(owner.communityId, '/plan-preview')}?priceId=${encodeURIComponent(priceId)}`,
      );
      expect(preview.status, preview.text).toBe(400);
    }

    // Someone else's community: checkout for it is refused (it is not the caller's to pay for).
    const foreign = await owner.browser('/api/v1/billing/checkout-sessions', {
      body: { communityId: other.communityId, priceId: 'hearth_premium_month' },
    });
    expect([403, 404], foreign.text).toContain(foreign.status);
    const nowhere = await owner.browser('/api/v1/billing/checkout-sessions', {
      body: { communityId: 'cm-nowhere', priceId: 'hearth_premium_month' },
    });
    expect(nowhere.status, nowhere.text).toBe(404);

    const same = await owner.browser(subscriptionPath(owner.communityId, '/plan'), {
      method: 'PUT',
      body: { priceId: 'hearth_professional_month' },
    });
    expect(same.status, same.text).toBe(409);
    expect(same.json).toMatchObject({ reason: 'PLAN_UNCHANGED', message: messages.planUnchanged });
    const samePreview = await owner.browser(
      `${subscriptionPath(owner.communityId, '/plan-preview')}?priceId=hearth_professional_month`,
    );
    expect(samePreview.status, samePreview.text).toBe(409);

    const renew = await owner.browser(subscriptionPath(owner.communityId, '/renew'), { body: {} });
    expect(renew.status, renew.text).toBe(409);
    expect(renew.json).toMatchObject({
      reason: 'SUBSCRIPTION_NOT_CANCELLING',
      message: messages.subscriptionNotCancelling,
    });
    // A second checkout while the subscription is live.
    const again = await owner.browser('/api/v1/billing/checkout-sessions', {
      body: { communityId: owner.communityId, priceId: 'hearth_premium_month' },
    });
    expect(again.status, again.text).toBe(409);

    expect(await subscriptionOf(owner.browser, owner.communityId)).toEqual(held);
    expect(await subscriptionOf(other.browser, other.communityId)).toEqual(otherHeld);
    expect((await owner.browser('/api/v1/billing/payment-status')).json).toMatchObject({ paid: false });
  });

  it('refuses cancel twice: while cancelling and once the subscription has ended', async () => {
    const owner = await paidOwnerWithCommunity('bill-cancel', 'hearth_essential_month');
    const cancel = () => owner.browser(subscriptionPath(owner.communityId, '/cancel'), { body: {} });
    expect((await cancel()).status).toBe(200);
    const cancelling = await subscriptionOf(owner.browser, owner.communityId);
    const twice = await cancel();
    expect(twice.status, twice.text).toBe(409);
    expect(twice.json).toMatchObject({
      reason: 'SUBSCRIPTION_ALREADY_CANCELED',
      message: messages.subscriptionAlreadyCanceled,
    });
    expect(await subscriptionOf(owner.browser, owner.communityId)).toEqual(cancelling);

    // The period ends: the subscription is canceled.
    await clock(await simulatorSubscriptionFor(owner.communityId), 'advance');
    const ended = await subscriptionOf(owner.browser, owner.communityId);
    expect(ended.subscriptionDetails!.status).toBe('canceled');
    const afterEnd = await cancel();
    expect(afterEnd.status, afterEnd.text).toBe(409);
    expect(afterEnd.json).toMatchObject({ reason: 'SUBSCRIPTION_ALREADY_CANCELED' });
    const renew = await owner.browser(subscriptionPath(owner.communityId, '/renew'), { body: {} });
    expect(renew.status, renew.text).toBe(409);
    const change = await owner.browser(subscriptionPath(owner.communityId, '/plan'), {
      method: 'PUT',
      body: { priceId: 'hearth_premium_month' },
    });
    expect(change.status, change.text).toBe(409);
    expect(await subscriptionOf(owner.browser, owner.communityId)).toEqual(ended);

    // Choosing a plan again for the community: a new checkout, paid, and the community is active on it.
    const { returnTo } = await payForPlan(owner.browser, {
      communityId: owner.communityId,
      priceId: 'hearth_professional_year',
    });
    expect(new URL(returnTo).pathname + new URL(returnTo).search).toBe('/subscription?checkout=success');
    expect(await subscriptionOf(owner.browser, owner.communityId)).toMatchObject({
      planId: 'yearly-professional-plan',
      subscriptionDetails: { status: 'active', cancelAt: null, priceId: 'hearth_professional_year' },
    });
    expect((await listedCommunity(owner.browser, owner.communityId)).plan).toMatchObject({
      planId: 'yearly-professional-plan',
      status: 'active',
    });
  });

  it('starts a free trial in the builder: the community is created trialing, and the trial ends into active', async () => {
    const owner = await signedInAccount('app.localhost', 'bill-trial-owner');
    await payForPlan(owner.browser, { communityId: null, priceId: 'hearth_essential_month', freeTrial: true });
    expect((await owner.browser('/api/v1/billing/payment-status')).json).toEqual({
      paid: true,
      planId: 'monthly-essential-plan',
      freeTrial: true,
    });
    const { communityId } = await createCommunity(owner.browser, 'bill-trial');
    const trialing = await subscriptionOf(owner.browser, communityId);
    expect(trialing).toMatchObject({
      planId: 'monthly-essential-plan',
      subscriptionDetails: { status: 'trialing', card: { brand: 'visa', last4: '4242' } },
    });
    const trialEnd = trialing.subscriptionDetails!.trialEnd!;
    expect(trialEnd).toBeGreaterThan(Date.now() / 1000 + 13 * 86_400);
    expect((await listedCommunity(owner.browser, communityId)).plan.status).toBe('trialing');

    await clock(await simulatorSubscriptionFor(communityId), 'end-trial');
    expect((await subscriptionOf(owner.browser, communityId)).subscriptionDetails).toMatchObject({
      status: 'active',
      priceId: 'hearth_essential_month',
    });
    expect((await listedCommunity(owner.browser, communityId)).plan.status).toBe('active');
  });
});
