// The supporter controls on a profile (member-forum §6): on one's own profile only, and only when the community sells
// a supporter subscription; they say the subscription's status and lead to /subscription.
import type { Profile } from '@hearth/shared/schemas/members';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { serveSession, serveSite } from '@test/api.ts';
import { member, ownProfile } from '@test/fixtures.ts';
import { demoLayout } from '@test/forum-data.ts';
import { serveLayout } from '@test/forum.ts';
import { server } from '@test/msw-server.ts';
import { renderCommunity } from '@test/render.tsx';

function openProfile(profile: Profile, subscriptionsEnabled: boolean) {
  serveSite();
  serveSession(member);
  serveLayout({ ...demoLayout, subscriptionsEnabled });
  server.use(http.get('/api/v1/profiles/:slug', () => HttpResponse.json(profile)));
  renderCommunity(`/profile/${profile.isMe ? 'me' : profile.slug}`);
}

const header = () => screen.findByRole('region', { name: 'Profile header' });
const controls = async () => within(await header()).findByRole('group', { name: 'Supporter subscription' });

describe('the supporter controls', () => {
  it('show a supporter their status and lead to /subscription', async () => {
    openProfile(
      ownProfile({
        subscriber: true,
        subscription: {
          status: 'active',
          startedAt: '2026-01-05T12:00:00.000Z',
          currentPeriodEnd: '2026-04-05T12:00:00.000Z',
          cancelAtPeriodEnd: true,
        },
      }),
      true,
    );
    const group = await controls();
    expect(group).toHaveTextContent('Supporter subscription: Active · Will be cancelled on April 5, 2026');
    expect(within(group).getByRole('link', { name: 'Manage subscription' })).toHaveAttribute('href', '/subscription');
  });

  it('invite a member who does not subscribe', async () => {
    openProfile(ownProfile({ subscriber: false, subscription: null }), true);
    const group = await controls();
    expect(group).toHaveTextContent('You are not a supporter yet.');
    expect(within(group).getByRole('link', { name: 'Become a supporter' })).toHaveAttribute('href', '/subscription');
  });

  it('are not on one’s own profile when the community does not sell a subscription', async () => {
    openProfile(ownProfile({ subscription: null }), false);
    // Edit profile shows with the profile; New Post once the layout has answered.
    expect(await within(await header()).findByRole('link', { name: 'Edit profile' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'New Post' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Supporter subscription' })).not.toBeInTheDocument();
  });

  it('are not on another member’s profile', async () => {
    openProfile(ownProfile({ slug: 'bob', memberId: 'm_bob', fullName: 'Bob Runner', isMe: false }), true);
    expect(await within(await header()).findByRole('heading', { name: 'Bob Runner' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'New Post' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Supporter subscription' })).not.toBeInTheDocument();
  });
});
