import * as messages from '@hearth/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { serveSession } from '@test/api.ts';
import { bookClub, serveMyCommunities, servePut, trailRunners } from '@test/communities.ts';
import { owner } from '@test/fixtures.ts';
import { renderOwnerApp } from '@test/render.tsx';
import { SELECTED_COMMUNITY_KEY } from '../current-community.ts';

beforeEach(() => localStorage.clear());

describe('help page', () => {
  it('asks the owner to confirm before unpublishing, and says when it is done', async () => {
    serveSession(owner);
    serveMyCommunities([trailRunners], [{ ...trailRunners, isLive: false }]);
    const puts = servePut('/api/v1/communities/c_trail/published', { communityId: 'c_trail', isLive: false });
    renderOwnerApp('/help');

    expect(await screen.findByRole('link', { name: /Hearth on X/ })).toHaveAttribute('target', '_blank');
    await userEvent.click(screen.getByRole('button', { name: 'Unpublish Platform' }));
    let dialog = await screen.findByRole('dialog', { name: 'Unpublish Trail Runners?' });
    expect(within(dialog).getByText(/Unpublishing hides it from all members/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Unpublish Platform' }));
    dialog = await screen.findByRole('dialog', { name: 'Unpublish Trail Runners?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unpublish' }));

    expect(await screen.findByText(messages.platformVisibilityUpdated)).toBeInTheDocument();
    expect(puts).toEqual([{ isLive: false }]);
    expect(await screen.findByRole('button', { name: 'Publish Platform' })).toBeInTheDocument();
  });

  it('shows an editor the help but not the visibility switch', async () => {
    localStorage.setItem(SELECTED_COMMUNITY_KEY, 'c_books');
    serveSession(owner);
    serveMyCommunities([trailRunners, bookClub]);
    renderOwnerApp('/help');

    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Publish Platform/ })).not.toBeInTheDocument();
  });
});
