// /monetization's price, subscribers and perks: the price's bounds checked before sending (the server's texts), cents
// sent, the server's field errors under the input; the subscriber filters, rows, empty state and next pages; the
// perks saved from the rich-text editor.
import * as messages from '@hearth/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, serveSession } from '@test/api.ts';
import { serveMyCommunities, trailRunners } from '@test/communities.ts';
import { owner } from '@test/fixtures.ts';
import {
  monetization,
  serveBalance,
  serveMonetization,
  serveMonetizationWrite,
  serveSubscribers,
  subscriber,
} from '@test/monetization.ts';
import { renderOwnerApp } from '@test/render.tsx';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

function serveOwner(subscribers: Parameters<typeof serveSubscribers>[0] = {}) {
  serveSession(owner);
  serveMyCommunities([trailRunners]);
  serveBalance({ available: [], pending: [] });
  return serveSubscribers(subscribers);
}

const priceForm = () => screen.getByRole('form', { name: 'Subscription price' });

describe('subscription price', () => {
  it('refuses a price out of the currency’s bounds with the server’s texts, and sends nothing', async () => {
    serveOwner();
    serveMonetization(monetization());
    const bodies = serveMonetizationWrite('put', 'price', monetization());
    renderOwnerApp('/monetization');

    const amount = await screen.findByRole('textbox', { name: 'Price per month' });
    expect(amount).toHaveValue('4.99');
    await userEvent.clear(amount);
    await userEvent.type(amount, '0.99');
    await userEvent.click(within(priceForm()).getByRole('button', { name: 'Save price' }));
    expect(await within(priceForm()).findByText(messages.supporterPriceMinimum('1.00', 'USD'))).toBeInTheDocument();
    expect(amount).toHaveFocus();

    await userEvent.clear(amount);
    await userEvent.type(amount, '500.01');
    await userEvent.click(within(priceForm()).getByRole('button', { name: 'Save price' }));
    expect(await within(priceForm()).findByText(messages.supporterPriceMaximum('500.00', 'USD'))).toBeInTheDocument();

    await userEvent.clear(amount);
    await userEvent.type(amount, 'four');
    await userEvent.click(within(priceForm()).getByRole('button', { name: 'Save price' }));
    expect(await within(priceForm()).findByText('Enter the price in units, like 4.99.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('checks the bounds of the chosen currency and sends the price in cents', async () => {
    serveOwner();
    serveMonetization(monetization());
    const bodies = serveMonetizationWrite(
      'put',
      'price',
      monetization({ subscriptionPriceAmount: 1250, subscriptionPriceCurrency: 'cad' }),
    );
    renderOwnerApp('/monetization');

    await userEvent.click(await screen.findByRole('combobox', { name: 'Currency' }));
    await userEvent.click(await screen.findByRole('option', { name: 'CAD' }));
    const amount = screen.getByRole('textbox', { name: 'Price per month' });
    expect(screen.getByText('Between 1.50 and 700.00 CAD.')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '1.49');
    await userEvent.click(within(priceForm()).getByRole('button', { name: 'Save price' }));
    expect(await within(priceForm()).findByText(messages.supporterPriceMinimum('1.50', 'CAD'))).toBeInTheDocument();

    await userEvent.clear(amount);
    await userEvent.type(amount, '12.5');
    await userEvent.click(within(priceForm()).getByRole('button', { name: 'Save price' }));

    await waitFor(() => expect(bodies).toEqual([{ amount: 1250, currency: 'cad' }]));
    expect(await within(screen.getByRole('region', { name: 'Price' })).findByText('12.50 CAD')).toBeInTheDocument();
  });

  it('shows the server’s error under the price', async () => {
    serveOwner();
    serveMonetization(monetization());
    serveMonetizationWrite('put', 'price', {
      status: 400,
      body: apiError('BAD_REQUEST', 'Invalid request', { amount: 'Minimum 1.00 USD' }),
    });
    renderOwnerApp('/monetization');

    const amount = await screen.findByRole('textbox', { name: 'Price per month' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '2');
    await userEvent.click(within(priceForm()).getByRole('button', { name: 'Save price' }));

    expect(await within(priceForm()).findByText('Minimum 1.00 USD')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('subscribers', () => {
  it('lists active subscribers with their details, and each filter its own', async () => {
    const asked = serveOwner({
      active: [
        [
          subscriber(1),
          subscriber(2, {
            status: 'past_due',
            username: null,
            subscription: {
              startedAt: '2026-02-10T12:00:00.000Z',
              currentPeriodEnd: '2026-05-10T12:00:00.000Z',
              cancelAtPeriodEnd: true,
            },
            paidNet: [],
          }),
        ],
      ],
      canceled: [[subscriber(3, { status: 'canceled' })]],
    });
    serveMonetization(monetization({ totals: { active: 2, canceled: 1, unpaid: 0 } }));
    renderOwnerApp('/monetization');

    const list = await screen.findByRole('list', { name: 'Active subscribers' });
    const first = within(list).getByRole('listitem', { name: 'Member 1' });
    expect(within(first).getByText('@member1')).toBeInTheDocument();
    expect(within(first).getByText('member1@example.com')).toBeInTheDocument();
    expect(within(first).getByText('Since January 5, 2026')).toBeInTheDocument();
    expect(within(first).getByText('Active')).toBeInTheDocument();
    expect(within(first).getByText('Renews April 5, 2026')).toBeInTheDocument();
    expect(within(first).getByText('Paid 4.59 USD net')).toBeInTheDocument();
    const second = within(list).getByRole('listitem', { name: 'Member 2' });
    expect(within(second).getByText('Payment due')).toBeInTheDocument();
    expect(within(second).getByText('Ends May 10, 2026')).toBeInTheDocument();
    expect(within(second).getByText('Nothing paid yet')).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 2')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Cancelled' }));
    const cancelled = await screen.findByRole('list', { name: 'Cancelled subscribers' });
    expect(within(cancelled).getByRole('listitem', { name: 'Member 3' })).toHaveTextContent('Ended April 5, 2026');

    await userEvent.click(screen.getByRole('radio', { name: 'Payment Errors' }));
    expect(await screen.findByText('No subscriptions with payment errors.')).toBeInTheDocument();
    expect(asked).toEqual(['active -', 'canceled -', 'unpaid -']);
  });

  it('loads the next page as the end of the list comes into view', async () => {
    // The sentinel at the end of the list is in view as soon as it is watched.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
        observe() {
          this.callback([{ isIntersecting: true }]);
        }
        disconnect() {}
      },
    );
    const asked = serveOwner({ active: [[subscriber(1), subscriber(2)], [subscriber(3)]] });
    serveMonetization(monetization({ totals: { active: 3, canceled: 0, unpaid: 0 } }));
    renderOwnerApp('/monetization');

    const list = await screen.findByRole('list', { name: 'Active subscribers' });
    expect(await within(list).findByRole('listitem', { name: 'Member 3' })).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('Showing 3 of 3')).toBeInTheDocument();
    expect(asked).toEqual(['active -', 'active p2']);
  });

  it('says when nobody subscribes yet', async () => {
    serveOwner({ active: [[]] });
    serveMonetization(monetization());
    renderOwnerApp('/monetization');

    expect(await screen.findByText('No active subscribers yet.')).toBeInTheDocument();
  });
});

describe('subscriber perks', () => {
  it('shows the perks in the rich-text editor and saves them', async () => {
    serveOwner();
    serveMonetization(monetization({ subscriptionPerks: '<p>A monthly <strong>call</strong></p>' }));
    const bodies = serveMonetizationWrite('put', 'perks', monetization({ subscriptionPerks: '<p>A monthly call</p>' }));
    renderOwnerApp('/monetization');

    const editor = await screen.findByRole('textbox', { name: 'Perks' });
    await waitFor(() => expect(editor).toHaveTextContent('A monthly call'));
    await userEvent.click(screen.getByRole('button', { name: 'Save perks' }));

    await waitFor(() => expect(bodies).toEqual([{ subscriptionPerks: '<p>A monthly <strong>call</strong></p>' }]));
    expect(await screen.findByText('The perks are saved.')).toBeInTheDocument();
  });

  it('shows the server’s refusal under the editor', async () => {
    serveOwner();
    serveMonetization(monetization());
    serveMonetizationWrite('put', 'perks', {
      status: 400,
      body: apiError('BAD_REQUEST', 'Invalid request', { subscriptionPerks: messages.descriptionTooLong }),
    });
    renderOwnerApp('/monetization');

    const editor = await screen.findByRole('textbox', { name: 'Perks' });
    await userEvent.click(screen.getByRole('button', { name: 'Save perks' }));
    await waitFor(() => expect(editor).toHaveAccessibleDescription(messages.descriptionTooLong));
  });
});
