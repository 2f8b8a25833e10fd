import * as messages from '@hearth/shared/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { serveSession } from '@test/api.ts';
import { bookClub, serveMyCommunities, trailRunners } from '@test/communities.ts';
import { owner } from '@test/fixtures.ts';
import { renderOwnerApp } from '@test/render.tsx';
import { serveRoles, serveWrite } from '@test/roles.ts';

const grace = { memberId: 'o_grace', email: 'grace@example.com', fullName: 'Grace Hopper' };
const linus = { memberId: 'o_linus', email: 'linus@example.com', fullName: 'Linus Editor' };
const invitation = (email: string, status: 'pending' | 'expired' | 'declined', id = `inv_${email}`) => ({
  id,
  email,
  status,
  invitedAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-11-27T10:00:00.000Z',
});

beforeEach(() => localStorage.clear());

describe('/account', () => {
  it('lets the owner invite an editor by e-mail: listed as a pending invitation, not as an editor', async () => {
    serveSession(owner);
    serveMyCommunities([trailRunners]);
    serveRoles('/api/v1/communities/c_trail/editors', { owner: grace, editors: [], invitations: [] } as never);
    const invited = serveWrite('post', '/api/v1/communities/c_trail/editors', {
      owner: grace,
      editors: [],
      invitations: [invitation('linus@example.com', 'pending', 'inv_linus')],
    });
    const cancelled = serveWrite('delete', '/api/v1/communities/c_trail/editor-invitations/inv_linus', {
      owner: grace,
      editors: [],
      invitations: [],
    });
    renderOwnerApp('/account');

    expect(await screen.findByText('grace@example.com', {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Editor' }));
    expect(await screen.findByText('No editors yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Assign Editor' }));
    expect(await screen.findByText(messages.emailRequired)).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Editor email'));
    await userEvent.paste('Linus@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Assign Editor' }));
    expect(await screen.findByText(messages.editorInvited('linus@example.com'))).toBeInTheDocument();
    expect(invited).toEqual([{ email: 'linus@example.com' }]);
    const invitations = screen.getByRole('list', { name: 'Invitations' });
    expect(within(invitations).getByText('linus@example.com')).toBeInTheDocument();
    expect(within(invitations).getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('No editors yet.')).toBeInTheDocument();

    await userEvent.click(
      within(invitations).getByRole('button', { name: 'Cancel the invitation to linus@example.com' }),
    );
    expect(await screen.findByText(messages.editorInvitationCancelled)).toBeInTheDocument();
    expect(cancelled).toHaveLength(1);
    expect(screen.queryByRole('list', { name: 'Invitations' })).not.toBeInTheDocument();
  }, 30_000);

  it('shows a refusal under the address, and lets the owner remove an editor', async () => {
    serveSession(owner);
    serveMyCommunities([trailRunners]);
    serveRoles('/api/v1/communities/c_trail/editors', {
      owner: grace,
      editors: [linus],
      invitations: [invitation('ada@example.com', 'expired'), invitation('alan@example.com', 'declined')],
    } as never);
    serveWrite(
      'post',
      '/api/v1/communities/c_trail/editors',
      {
        error: 'CONFLICT',
        reason: 'EDITOR_ALREADY',
        message: messages.editorAlready,
        fields: { email: messages.editorAlready },
      },
      409,
    );
    const removed = serveWrite('delete', '/api/v1/communities/c_trail/editors/o_linus', {
      owner: grace,
      editors: [],
      invitations: [],
    });
    renderOwnerApp('/account');

    await userEvent.click(await screen.findByRole('tab', { name: 'Editor' }, { timeout: 5000 }));
    const invitations = await screen.findByRole('list', { name: 'Invitations' });
    expect(within(invitations).getByText('Expired')).toBeInTheDocument();
    expect(within(invitations).getByText('Declined')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Editor email'));
    await userEvent.paste('linus@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Assign Editor' }));
    expect(await screen.findByText(messages.editorAlready)).toBeInTheDocument();

    const editors = screen.getByRole('list', { name: 'Editors' });
    await userEvent.click(within(editors).getByRole('button', { name: 'Remove Linus Editor' }));
    expect(await screen.findByText(messages.editorRemoved)).toBeInTheDocument();
    expect(removed).toHaveLength(1);
    expect(await screen.findByText('No editors yet.')).toBeInTheDocument();
  }, 30_000);

  it('shows an editor the lists without the owner-only controls', async () => {
    serveSession(owner);
    serveMyCommunities([bookClub]);
    serveRoles('/api/v1/communities/c_books/editors', {
      owner: grace,
      editors: [linus],
      invitations: [invitation('ada@example.com', 'pending')],
    } as never);
    renderOwnerApp('/account');

    await userEvent.click(await screen.findByRole('tab', { name: 'Editor' }, { timeout: 5000 }));
    expect(await screen.findByText(messages.ownerOnlyEditors)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign Editor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove|Cancel/ })).not.toBeInTheDocument();
    expect(screen.getByText('Linus Editor')).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
  }, 30_000);
});
