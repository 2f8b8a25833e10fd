import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as messages from '@hearth/shared/messages';
import { serveSession, serveSite } from '@test/api.ts';
import { demoCommunity, member } from '@test/fixtures.ts';
import { renderCommunity } from '@test/render.tsx';

const unpublished = { ...demoCommunity, isLive: false };

describe('unpublished community', () => {
  it('shows guests a notice with Sign In instead of the community', async () => {
    serveSite(unpublished);
    serveSession(null);
    renderCommunity('/');
    const main = await screen.findByRole('main');
    expect(within(main).getByText(messages.communityUnpublished)).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('shows signed-in members the notice without a sign-in button', async () => {
    serveSite(unpublished);
    serveSession(member);
    renderCommunity('/');
    expect(await screen.findByText(messages.communityUnpublished)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('lets staff see the community as usual', async () => {
    serveSite(unpublished);
    serveSession({ ...member, kind: 'owner', staff: { accessLevel: 100, role: 'owner' } });
    renderCommunity('/');
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.queryByText(messages.communityUnpublished)).not.toBeInTheDocument();
  });
});
