import * as messages from '@hearth/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, servePost, serveSession } from '@test/api.ts';
import { serveMyCommunities, trailRunners } from '@test/communities.ts';
import { owner } from '@test/fixtures.ts';
import { renderOwnerApp } from '@test/render.tsx';

const token = 'c_trail.Z3JhY2VAZXhhbXBsZS5jb20.secret';
const page = `/editor-invitation?token=${encodeURIComponent(token)}`;
const view = {
  email: 'grace@example.com',
  communityName: 'Trail Runners',
  inviterName: 'Linus Owner',
  expiresAt: '2026-12-04T10:00:00.000Z',
  status: 'pending',
};

beforeEach(() => localStorage.clear());

describe('/editor-invitation', () => {
  it('lets the invited account accept: the community opens in the dashboard', async () => {
    serveSession(owner);
    servePost('/api/v1/editor-invitations/view', view);
    const accepted = servePost('/api/v1/editor-invitations/accept', {
      communityId: 'c_trail',
      communityName: 'Trail Runners',
      subdomain: 'trail',
    });
    serveMyCommunities([{ ...trailRunners, role: 'editor', accessLevel: 90 }]);
    const app = renderOwnerApp(page);

    expect(await screen.findByText(/Linus Owner invited/, {}, { timeout: 5000 })).toHaveTextContent(
      'Linus Owner invited grace@example.com to help manage Trail Runners as an editor.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(messages.editorInvitationAccepted('Trail Runners'))).toBeInTheDocument();
    expect(accepted).toEqual([{ token }]);
    expect(localStorage.getItem('hearth.owner.communityId')).toBe('c_trail');
    await waitFor(() => expect(app.location()).toBe('/overview'));
  }, 30_000);

  it('asks a guest to sign in or sign up with the address, coming back here, and lets them decline', async () => {
    serveSession(null);
    servePost('/api/v1/editor-invitations/view', view);
    const declined = servePost('/api/v1/editor-invitations/decline', { declined: true });
    renderOwnerApp(page);

    expect(
      await screen.findByText(/Sign in to Hearth with grace@example.com to accept/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    const back = `redirect=${encodeURIComponent(page)}`;
    expect(screen.getByRole('link', { name: 'Sign in to accept' }).getAttribute('href')).toContain(back);
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toContain(back);
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText(messages.editorInvitationDeclined)).toBeInTheDocument();
    expect(declined).toEqual([{ token }]);
  }, 30_000);

  it('tells another signed-in account to switch, offering no Accept', async () => {
    serveSession({ ...owner, email: 'someone@example.com' });
    servePost('/api/v1/editor-invitations/view', view);
    renderOwnerApp(page);

    expect(
      await screen.findByText(new RegExp(`You are signed in as someone@example.com`), {}, { timeout: 5000 }),
    ).toHaveTextContent(messages.editorInvitationOtherAccount('grace@example.com'));
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  }, 30_000);

  it('says so for a used link and for an expired one', async () => {
    serveSession(owner);
    servePost(
      '/api/v1/editor-invitations/view',
      { ...apiError('NOT_FOUND', messages.editorInvitationInvalid), reason: 'EDITOR_INVITATION_INVALID' },
      404,
    );
    const { unmount } = renderOwnerApp(page);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(messages.editorInvitationInvalid);
    unmount();

    servePost('/api/v1/editor-invitations/view', { ...view, status: 'expired' });
    renderOwnerApp(page);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(messages.editorInvitationExpired);
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  }, 30_000);
});
