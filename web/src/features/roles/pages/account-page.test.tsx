import * as messages from '@hearth/shared/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { serveSession } from '../../../../test/api.ts';
import { bookClub, serveMyCommunities, trailRunners } from '../../../../test/communities.ts';
import { owner } from '../../../../test/fixtures.ts';
import { renderOwnerApp } from '../../../../test/render.tsx';
import { serveRoles, serveWrite } from '../../../../test/roles.ts';

const grace = { memberId: 'o_grace', email: 'grace@example.com', fullName: 'Grace Hopper' };
const linus = { memberId: 'o_linus', email: 'linus@example.com', fullName: 'Linus Editor' };

beforeEach(() => localStorage.clear());

describe('/account', () => {
  it('shows the owner, and lets the owner assign an editor by e-mail and remove one', async () => {
    serveSession(owner);
    serveMyCommunities([trailRunners]);
    serveRoles('/api/v1/communities/c_trail/editors', { owner: grace, editors: [] } as never);
    const assigned = serveWrite('post', '/api/v1/communities/c_trail/editors', { owner: grace, editors: [linus] });
    const removed = serveWrite('delete', '/api/v1/communities/c_trail/editors/o_linus', { owner: grace, editors: [] });
    renderOwnerApp('/account');

    expect(await screen.findByText('grace@example.com', {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Editor' }));
    expect(await screen.findByText('No editors yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Assign Editor' }));
    expect(await screen.findByText(messages.emailRequired)).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Editor email'));
    await userEvent.paste('Linus@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Assign Editor' }));
    expect(await screen.findByText(messages.editorAssigned)).toBeInTheDocument();
    expect(assigned).toEqual([{ email: 'linus@example.com' }]);
    const editors = screen.getByRole('list', { name: 'Editors' });
    expect(within(editors).getByText('Linus Editor')).toBeInTheDocument();

    await userEvent.click(within(editors).getByRole('button', { name: 'Remove Linus Editor' }));
    expect(await screen.findByText(messages.editorRemoved)).toBeInTheDocument();
    expect(removed).toHaveLength(1);
    expect(await screen.findByText('No editors yet.')).toBeInTheDocument();
  }, 30_000);

  it('shows an editor the lists without the owner-only controls', async () => {
    serveSession(owner);
    serveMyCommunities([bookClub]);
    serveRoles('/api/v1/communities/c_books/editors', { owner: grace, editors: [linus] } as never);
    renderOwnerApp('/account');

    await userEvent.click(await screen.findByRole('tab', { name: 'Editor' }, { timeout: 5000 }));
    expect(await screen.findByText(messages.ownerOnlyEditors)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign Editor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.getByText('Linus Editor')).toBeInTheDocument();
  }, 30_000);
});
