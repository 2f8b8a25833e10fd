// /subscription for a member: sign-in first, loading, failure, not offered, the offer with its price and perks, the
// status of a running subscription, and Subscribe (to Checkout), Unsubscribe (confirmed) and Resume, with the server's
// refusals shown.
import * as messages from '@hearth/shared/messages';
import type { MySupporterSubscription, SupporterSubscription } from '@hearth/shared/schemas/monetization';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiError, serveSession, serveSite } from '@test/api.ts';
import { member } from '@test/fixtures.ts';
import { server } from '@test/msw-server.ts';
import { renderCommunity } from '@test/render.tsx';

const left: string[] = [];
vi.mock('@/features/billing/leave-page.ts', () => ({ leavePageFor: (url: string) => left.push(url) }));

const PATH = '/api/v1/me/supporter-subscription';

/** A refusal as the API writes one (shared/src/problems.ts): 409 Conflict with its reason and text. */
const refusal = (reason: string, message: string) => ({ error: 'CONFLICT', reason, message });

const offer = (over: Partial<MySupporterSubscription> = {}): MySupporterSubscription => ({
  enabled: true,
  price: { amount: 499, currency: 'usd' },
  subscriptionPerks: '<ul><li>Monthly group run</li><li>Early race sign-up</li></ul>',
  subscription: null,
  ...over,
});

// Noon UTC: the same calendar day in every time zone the tests may run in.
const active = (over: Partial<SupporterSubscription> = {}): SupporterSubscription => ({
  status: 'active',
  startedAt: '2026-01-05T12:00:00.000Z',
  currentPeriodEnd: '2026-04-05T12:00:00.000Z',
  cancelAtPeriodEnd: false,
  ...over,
});

function serveOffer(...answers: (MySupporterSubscription | { status: number; body: object })[]) {
  let calls = 0;
  server.use(
    http.get(PATH, () => {
      const answer = answers[Math.min(calls, answers.length - 1)]!;
      calls += 1;
      return 'body' in answer ? HttpResponse.json(answer.body, { status: answer.status }) : HttpResponse.json(answer);
    }),
  );
}

/** A POST action that records each call and answers `body` with `status`. */
function serveAction(action: 'checkout' | 'cancel' | 'resume', body: object, status = 200) {
  const calls: number[] = [];
  server.use(
    http.post(`${PATH}/${action}`, () => {
      calls.push(calls.length + 1);
      return HttpResponse.json(body, { status });
    }),
  );
  return calls;
}

function openPage(...answers: Parameters<typeof serveOffer>) {
  serveSite();
  serveSession(member);
  serveOffer(...answers);
  return renderCommunity('/subscription');
}

const offerSection = () => screen.findByRole('region', { name: 'Support Trail Runners' });

describe('the member’s subscription page', () => {
  it('sends a guest to sign in, and back here afterwards', async () => {
    serveSite();
    serveSession(null);
    const view = renderCommunity('/subscription');
    await waitFor(() => expect(view.location()).toBe('/sign-in?redirect=%2Fsubscription'));
  });

  it('shows its loading state until the offer arrives, under the page title', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    serveSite();
    serveSession(member);
    server.use(
      http.get(PATH, async () => {
        await answered;
        return HttpResponse.json(offer());
      }),
    );
    renderCommunity('/subscription');

    expect(await screen.findByRole('status', { name: 'Loading subscription' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Subscription' })).toBeInTheDocument();
    expect(document.title).toBe('Subscription');
    release();
    expect(await offerSection()).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading subscription' })).not.toBeInTheDocument();
  });

  it('shows a failure with the server’s text, and loads again on Retry', async () => {
    openPage({ status: 500, body: apiError('INTERNAL', 'The subscription could not be read.') }, offer());

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The subscription could not be read.')).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await offerSection()).toBeInTheDocument();
  });

  it('says clearly when the community does not sell a subscription, and offers nothing to buy', async () => {
    openPage(offer({ enabled: false }));

    expect(await screen.findByText(messages.supportersDisabled)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Support Trail Runners' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
  });

  it('offers the subscription: about text, the monthly price, the perks grid and the terms and rules', async () => {
    openPage(offer({ price: { amount: 1250, currency: 'eur' } }));

    const section = await offerSection();
    expect(within(section).getByText(/A monthly supporter subscription helps Trail Runners grow/)).toBeInTheDocument();
    expect(within(section).getByText(/12\.50 EUR/)).toHaveTextContent('12.50 EUR per month');
    expect(within(section).queryByRole('group', { name: 'Your subscription' })).not.toBeInTheDocument();
    const perks = screen.getByRole('region', { name: 'Supporter perks' });
    expect(
      within(perks)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Monthly group run', 'Early race sign-up']);
    expect(screen.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Rules' })).toHaveAttribute('href', '/rules');
  });

  it('says when the owner has listed no perks', async () => {
    openPage(offer({ subscriptionPerks: '' }));
    const perks = await screen.findByRole('region', { name: 'Supporter perks' });
    expect(within(perks).getByText('The community has not listed its perks yet.')).toBeInTheDocument();
  });

  it('asks in the subscribe dialog first, then opens Checkout: the browser goes to the address the server answers', async () => {
    left.length = 0;
    const calls = serveAction('checkout', { sessionId: 'cs_1', url: 'https://checkout.example/cs_1' }, 201);
    openPage(offer());

    await userEvent.click(within(await offerSection()).getByRole('button', { name: 'Subscribe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe' });
    expect(dialog).toHaveTextContent('4.99 USD per month');
    expect(calls).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to checkout' }));

    await waitFor(() => expect(left).toEqual(['https://checkout.example/cs_1']));
    expect(calls).toEqual([1]);
  });

  it('closes the subscribe dialog on Cancel without opening Checkout', async () => {
    left.length = 0;
    const calls = serveAction('checkout', { sessionId: 'cs_1', url: 'https://checkout.example/cs_1' }, 201);
    openPage(offer());

    await userEvent.click(within(await offerSection()).getByRole('button', { name: 'Subscribe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([]);
    expect(left).toEqual([]);
  });

  it('shows the server’s refusal of Subscribe and stays on the page', async () => {
    left.length = 0;
    serveAction('checkout', refusal('SUPPORTER_ALREADY_SUBSCRIBED', messages.supporterAlreadySubscribed), 409);
    openPage(offer());

    await userEvent.click(within(await offerSection()).getByRole('button', { name: 'Subscribe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to checkout' }));

    expect(await within(dialog).findByText(messages.supporterAlreadySubscribed)).toBeInTheDocument();
    expect(left).toEqual([]);
    expect(within(dialog).getByRole('button', { name: 'Continue to checkout' })).toBeEnabled();
  });

  it('shows a running subscription: status, since when, and the renewal date, with Unsubscribe', async () => {
    openPage(offer({ subscription: active() }));

    const status = within(await offerSection()).getByRole('group', { name: 'Your subscription' });
    expect(status).toHaveTextContent('Status: Active');
    expect(within(status).getByText(/^Subscriber since January 5, 2026 \(.+\)$/)).toBeInTheDocument();
    expect(within(status).getByText('Renews on April 5, 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
  });

  it('unsubscribes after the confirm dialog: the subscription then ends at the period’s end, with Resume', async () => {
    const calls = serveAction('cancel', offer({ subscription: active({ cancelAtPeriodEnd: true }) }));
    openPage(offer({ subscription: active() }));

    await userEvent.click(within(await offerSection()).getByRole('button', { name: 'Unsubscribe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsubscribe' });
    expect(dialog).toHaveTextContent('Are you sure you want to unsubscribe?');
    expect(calls).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByText('Will be cancelled on April 5, 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(calls).toEqual([1]);
  });

  it('keeps the subscription when the dialog is cancelled', async () => {
    const calls = serveAction('cancel', offer({ subscription: active({ cancelAtPeriodEnd: true }) }));
    openPage(offer({ subscription: active() }));

    await userEvent.click(within(await offerSection()).getByRole('button', { name: 'Unsubscribe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsubscribe' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Renews on April 5, 2026')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows the server’s refusal of Unsubscribe in the dialog', async () => {
    serveAction('cancel', refusal('SUPPORTER_NOT_SUBSCRIBED', messages.supporterNotSubscribed), 409);
    openPage(offer({ subscription: active() }));

    await userEvent.click(within(await offerSection()).getByRole('button', { name: 'Unsubscribe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsubscribe' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unsubscribe' }));

    expect(await within(dialog).findByText(messages.supporterNotSubscribed)).toBeInTheDocument();
    expect(screen.getByText('Renews on April 5, 2026')).toBeInTheDocument();
  });

  it('resumes a subscription set to end: it renews again, with Unsubscribe', async () => {
    const calls = serveAction('resume', offer({ subscription: active() }));
    openPage(offer({ subscription: active({ cancelAtPeriodEnd: true }) }));

    expect(await screen.findByText('Will be cancelled on April 5, 2026')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));

    expect(await screen.findByText('Renews on April 5, 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeInTheDocument();
    expect(calls).toEqual([1]);
  });

  it('shows the server’s refusal of Resume', async () => {
    serveAction('resume', refusal('SUPPORTER_NOT_CANCELLING', messages.supporterNotCancelling), 409);
    openPage(offer({ subscription: active({ cancelAtPeriodEnd: true }) }));

    await userEvent.click(await screen.findByRole('button', { name: 'Resume' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.supporterNotCancelling);
    expect(screen.getByText('Will be cancelled on April 5, 2026')).toBeInTheDocument();
  });

  it('offers Subscribe again after a subscription ended, saying when it ended', async () => {
    openPage(offer({ subscription: active({ status: 'canceled' }) }));

    const section = await offerSection();
    expect(within(section).getByRole('group', { name: 'Your subscription' })).toHaveTextContent('Status: Cancelled');
    expect(within(section).getByText('Ended on April 5, 2026')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });

  it('still lets a running subscription be ended after the community stopped selling it', async () => {
    openPage(offer({ enabled: false, subscription: active() }));

    expect(await screen.findByText(messages.supportersDisabled)).toBeInTheDocument();
    expect(within(await offerSection()).getByRole('button', { name: 'Unsubscribe' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Supporter perks' })).not.toBeInTheDocument();
  });
});
