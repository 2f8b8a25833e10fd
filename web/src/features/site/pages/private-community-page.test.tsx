import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveAuthOptions, serveSession, serveSite } from '@test/api.ts';
import { demoCommunity, member } from '@test/fixtures.ts';
import { renderCommunity } from '@test/render.tsx';

const privateCommunity = { ...demoCommunity, privateCommunity: true };

describe('private community gate', () => {
  it('shows guests the community name, icon and Sign Up / Sign In instead of the home page', async () => {
    serveSite(privateCommunity);
    serveSession(null);
    renderCommunity('/');

    const main = await screen.findByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Trail Runners' })).toBeInTheDocument();
    expect(within(main).getByText('This community is private')).toBeInTheDocument();
    expect(main.querySelector('img')).toHaveAttribute('src', '/media/c_demo/icon.png');
    expect(within(main).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/sign-up');
    expect(within(main).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
    expect(screen.queryByRole('heading', { name: 'Posts' })).not.toBeInTheDocument();
    expect(document.title).toBe('Trail Runners');
  });

  it('sends a guest on a protected page to sign-in, which stays open', async () => {
    serveSite(privateCommunity);
    serveSession(null);
    serveAuthOptions();
    const { location } = renderCommunity('/account-settings');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(location()).toBe('/sign-in?redirect=%2Faccount-settings');
    expect(screen.queryByText('This community is private')).not.toBeInTheDocument();
  });

  it('covers every other page and keeps its path for afterwards', async () => {
    serveSite(privateCommunity);
    serveSession(null);
    renderCommunity('/404');

    expect(await screen.findByText('This community is private')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in?redirect=%2F404');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/sign-up?redirect=%2F404');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('lets members in', async () => {
    serveSite(privateCommunity);
    serveSession(member);
    const { location } = renderCommunity('/');

    expect(await screen.findByRole('heading', { level: 2, name: 'Posts' })).toBeInTheDocument();
    expect(screen.queryByText('This community is private')).not.toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/'));
  });
});
