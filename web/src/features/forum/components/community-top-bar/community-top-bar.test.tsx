// The member's account menu in the top bar (member-forum §2): Subscription only when the community sells a supporter
// subscription.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { serveSession, serveSite } from '@test/api.ts';
import { member } from '@test/fixtures.ts';
import { demoLayout } from '@test/forum-data.ts';
import { serveLayout } from '@test/forum.ts';
import { server } from '@test/msw-server.ts';
import { renderCommunity } from '@test/render.tsx';

const openMenu = async () =>
  userEvent.click(await screen.findByRole('button', { name: /Ada Lovelace/ }, { timeout: 5000 }));

describe('the account menu’s Subscription item', () => {
  it('is offered when the community sells a supporter subscription, and opens /subscription', async () => {
    serveSite();
    serveSession(member);
    serveLayout({ ...demoLayout, subscriptionsEnabled: true });
    server.use(
      http.get('/api/v1/me/supporter-subscription', () =>
        HttpResponse.json({
          enabled: true,
          price: { amount: 499, currency: 'usd' },
          subscriptionPerks: '',
          subscription: null,
        }),
      ),
    );
    const view = renderCommunity('/');
    await openMenu();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Subscription' }));
    await waitFor(() => expect(view.location()).toBe('/subscription'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription' })).toBeInTheDocument();
  });

  it('is not offered when the community does not sell one', async () => {
    serveSite();
    serveSession(member);
    serveLayout({ ...demoLayout, subscriptionsEnabled: false });
    renderCommunity('/');
    // New Post shows once the layout has answered (its canPost): the menu then holds what the layout decides.
    expect(await screen.findByRole('link', { name: 'New Post' })).toBeInTheDocument();
    await openMenu();
    expect(await screen.findByRole('menuitem', { name: 'Account Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Subscription' })).not.toBeInTheDocument();
  });
});
