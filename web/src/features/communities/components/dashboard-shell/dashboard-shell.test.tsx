import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { serveAuthOptions, serveSession } from '@test/api.ts';
import { bookClub, overviewFor, serveMyCommunities, serveOverview, trailRunners } from '@test/communities.ts';
import { owner } from '@test/fixtures.ts';
import { renderOwnerApp } from '@test/render.tsx';
import { MARKETPLACE_STORAGE_KEYS, SELECTED_COMMUNITY_KEY } from '@/features/communities/current-community.ts';

const communities = { c_trail: trailRunners, c_books: bookClub } as const;

beforeEach(() => localStorage.clear());

function serveDashboard() {
  serveSession(owner);
  serveMyCommunities([trailRunners, bookClub]);
  return serveOverview((id) => overviewFor(communities[id as keyof typeof communities], 7));
}

const sidebar = () => screen.getByRole('navigation', { name: 'Dashboard' });

describe('dashboard shell', () => {
  it('lists the account’s communities in the switcher, and switching changes the whole dashboard', async () => {
    const asked = serveDashboard();
    renderOwnerApp('/overview');

    expect(await screen.findByText('Trail Runners is live: members can find it at its address.')).toBeInTheDocument();
    expect(within(sidebar()).getByRole('link', { name: 'Monetization' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Community Trail Runners' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Trail Runners')).toBeInTheDocument();
    expect(within(items[0]!).getByText('trail · Owner')).toBeInTheDocument();
    expect(items[0]).toHaveAttribute('aria-current', 'true');
    expect(within(items[1]!).getByText('Book Club')).toBeInTheDocument();
    expect(within(items[1]!).getByText('books · Editor')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: /Book Club/ }));

    expect(await screen.findByText('Book Club is not published yet: only its staff can see it.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Community Book Club' })).toBeInTheDocument();
    expect(localStorage.getItem(SELECTED_COMMUNITY_KEY)).toBe('c_books');
    await waitFor(() => expect(asked).toEqual(['c_trail 7d', 'c_books 7d']));
    // An editor: no Publish button, no owner-only pages.
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(screen.getByText('Only the owner can publish it.')).toBeInTheDocument();
    expect(within(sidebar()).queryByRole('link', { name: 'Monetization' })).not.toBeInTheDocument();
    expect(within(sidebar()).queryByRole('link', { name: 'Users API' })).not.toBeInTheDocument();
  });

  it('sends a guest to sign-in and back', async () => {
    serveSession(null);
    serveAuthOptions();
    const { location } = renderOwnerApp('/overview');

    await waitFor(() => expect(location()).toBe('/sign-in?redirect=%2Foverview'));
  });

  it('remembers the chosen community across a reload', async () => {
    localStorage.setItem(SELECTED_COMMUNITY_KEY, 'c_books');
    const asked = serveDashboard();
    renderOwnerApp('/');

    expect(await screen.findByRole('button', { name: 'Community Book Club' })).toBeInTheDocument();
    await waitFor(() => expect(asked).toEqual(['c_books 7d']));
  });

  it('sends an editor from an owner-only page to the overview', async () => {
    localStorage.setItem(SELECTED_COMMUNITY_KEY, 'c_books');
    serveDashboard();
    const { location } = renderOwnerApp('/monetization');

    await waitFor(() => expect(location()).toBe('/overview'));
  });

  it('Create Community clears the marketplace keys and opens onboarding', async () => {
    for (const key of MARKETPLACE_STORAGE_KEYS) localStorage.setItem(key, 'CODE-1');
    serveDashboard();
    const { location } = renderOwnerApp('/overview');

    await userEvent.click(await screen.findByRole('button', { name: 'Create Community' }));

    await waitFor(() => expect(location()).toBe('/onboarding/welcome'));
    for (const key of MARKETPLACE_STORAGE_KEYS) expect(localStorage.getItem(key)).toBeNull();
  });

  it('offers Help, View Community, Community Manager and Sign Out in the mobile sheet', async () => {
    serveDashboard();
    renderOwnerApp('/overview');

    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(sheet).getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');
    expect(within(sheet).getByRole('link', { name: /View Community/ })).toHaveAttribute(
      'href',
      '/builder/view-community?communityId=c_trail',
    );
    expect(within(sheet).getByRole('link', { name: /View Community/ })).toHaveAttribute('target', '_blank');
    expect(within(sheet).getByRole('link', { name: 'Community Manager' })).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });
});
