// The settings pages' navigation (the account menu on phones, member-forum §2): Subscription only when the community
// sells a supporter subscription, between Drafts and Delete Account.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveSession, serveSite } from '@test/api.ts';
import { member } from '@test/fixtures.ts';
import { demoLayout } from '@test/forum-data.ts';
import { serveLayout } from '@test/forum.ts';
import { renderCommunity } from '@test/render.tsx';

async function settingsLinks() {
  const nav = await screen.findByRole('navigation', { name: 'Settings' });
  // The layout answers after the page's first render: wait for the links it decides.
  await within(nav).findByRole('link', { name: 'Delete Account' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('the settings navigation', () => {
  it('lists Subscription when the community sells a supporter subscription', async () => {
    serveSite();
    serveSession(member);
    serveLayout({ ...demoLayout, subscriptionsEnabled: true });
    renderCommunity('/delete-account');
    expect(
      await within(await screen.findByRole('navigation', { name: 'Settings' })).findByRole('link', {
        name: 'Subscription',
      }),
    ).toHaveAttribute('href', '/subscription');
    expect(await settingsLinks()).toEqual([
      'Profile Settings',
      'Account Settings',
      'Notification Settings',
      'Drafts',
      'Subscription',
      'Delete Account',
    ]);
  });

  it('leaves Subscription out when it does not', async () => {
    serveSite();
    serveSession(member);
    serveLayout({ ...demoLayout, subscriptionsEnabled: false });
    renderCommunity('/delete-account');
    // New Post shows once the layout has answered (its canPost): the links then are what the layout decides.
    expect(await screen.findByRole('link', { name: 'New Post' })).toBeInTheDocument();
    expect(await settingsLinks()).toEqual([
      'Profile Settings',
      'Account Settings',
      'Notification Settings',
      'Drafts',
      'Delete Account',
    ]);
  });
});
