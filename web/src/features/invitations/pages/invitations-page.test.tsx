// The Invitations page (member-forum §2.10, §4, §5): the status tabs in the query string, the search, "No invitations
// found.", and the Invite Members dialog's messages, its request and toast.
import * as messages from '@hearth/shared/messages';
import type { Invitation } from '@hearth/shared/schemas/invitations';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { serveSession, serveSite } from '@test/api.ts';
import { member } from '@test/fixtures.ts';
import { adminLayout } from '@test/forum-data.ts';
import { serveLayout } from '@test/forum.ts';
import { server } from '@test/msw-server.ts';
import { renderCommunity } from '@test/render.tsx';

const invitation = (email: string, status: Invitation['status']): Invitation => ({
  id: `i_${email}`,
  email,
  subject: 'Join the trail runners',
  status,
  authorData: { id: 'm_owner', name: 'Olive Owner' },
  userData: status === 'accepted' ? { id: 'm_new', name: 'Nia New' } : null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
});

function serveInvitations(items: Invitation[]) {
  const queries: Array<Record<string, string>> = [];
  server.use(
    http.get('/api/v1/communities/:communityId/invitations', ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      const shown = items.filter(
        (i) => (query.status === 'all' || i.status === query.status) && i.email.includes(query.search ?? ''),
      );
      return HttpResponse.json({ items: shown, nextCursor: null });
    }),
  );
  return queries;
}

describe('Invitations page', () => {
  it('lists invitations by tab (kept in the address) and searches them', async () => {
    serveSite();
    serveSession(member);
    serveLayout(adminLayout);
    serveInvitations([invitation('pia@example.com', 'pending'), invitation('ace@example.com', 'accepted')]);
    const view = renderCommunity('/dashboard/invitations');

    const list = await screen.findByRole('list', { name: 'Invited members' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('tab', { name: 'Accepted' }));
    await waitFor(() => expect(view.location()).toBe('/dashboard/invitations?status=accepted'));
    await waitFor(() => expect(screen.queryByText('pia@example.com')).not.toBeInTheDocument());
    expect(await screen.findByText(/Nia New/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    await userEvent.type(screen.getByLabelText('Search invited members'), 'pia');
    await waitFor(() => expect(screen.queryByText('ace@example.com')).not.toBeInTheDocument());
    expect(await screen.findByText('pia@example.com')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search invited members'), 'nobody');
    expect(await screen.findByText(messages.noInvitations)).toBeInTheDocument();
  });

  it('opens on the tab the address names', async () => {
    serveSite();
    serveSession(member);
    serveLayout(adminLayout);
    const queries = serveInvitations([invitation('pia@example.com', 'pending')]);
    renderCommunity('/dashboard/invitations?status=opened');

    expect(await screen.findByText(messages.noInvitations)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Opened' })).toHaveAttribute('aria-selected', 'true');
    expect(queries[0]).toMatchObject({ status: 'opened' });
  });

  it('Invite Members: the spec texts for each field, then sends the addresses and toasts', async () => {
    serveSite();
    serveSession(member);
    serveLayout(adminLayout);
    serveInvitations([]);
    const sent: unknown[] = [];
    server.use(
      http.post('/api/v1/communities/:communityId/invitations', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: messages.usersInvited, batch: { id: 'b1', count: 2 } }, { status: 202 });
      }),
    );
    renderCommunity('/dashboard/invitations');

    await userEvent.click(await screen.findByRole('button', { name: 'Invite Members' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Members' });
    const send = within(dialog).getByRole('button', { name: 'Send invitations' });
    await userEvent.click(send);
    expect(within(dialog).getByText(messages.invitationSubjectRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.invitationMessageRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.invitationEmailsMin)).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText(/Email subject/), 'Join us');
    await userEvent.type(within(dialog).getByLabelText(/Email message/), 'Come along');
    await userEvent.type(within(dialog).getByLabelText(/^Emails/), 'a@x.co, nope');
    await userEvent.click(send);
    expect(within(dialog).getByText(messages.invitationSubjectMin)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.invitationMessageMin)).toBeInTheDocument();
    expect(within(dialog).getByText('nope is not a valid email')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/Email subject/), ' today');
    await userEvent.type(within(dialog).getByLabelText(/Email message/), ' and run with us <3');
    const emails = within(dialog).getByLabelText(/^Emails/);
    await userEvent.clear(emails);
    await userEvent.type(emails, 'a@x.co, A@x.co');
    await userEvent.click(send);
    expect(within(dialog).getByText(messages.invitationEmailsUnique)).toBeInTheDocument();
    await userEvent.clear(emails);
    await userEvent.type(emails, 'a@x.co{enter}b@x.co');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Ignore previously sent addresses' }));
    await userEvent.click(send);

    expect(await screen.findByText(messages.usersInvited)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        subject: 'Join us today',
        html: '<p>Come along and run with us &lt;3</p>',
        emails: ['a@x.co', 'b@x.co'],
        skipInvited: true,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite Members' })).not.toBeInTheDocument());
  });

  it('lists the new invitations once the background mailing has stored them, without a reload', async () => {
    serveSite();
    serveSession(member);
    serveLayout(adminLayout);
    // The API answers Invite Members at once and stores the invitations as it mails them: the list asked right after
    // the answer is still empty, a later one has them.
    let invited = false;
    let listedSinceInvite = 0;
    server.use(
      http.get('/api/v1/communities/:communityId/invitations', () => {
        if (invited) listedSinceInvite += 1;
        const items = listedSinceInvite > 1 ? [invitation('new@x.co', 'pending')] : [];
        return HttpResponse.json({ items, nextCursor: null });
      }),
      http.post('/api/v1/communities/:communityId/invitations', () => {
        invited = true;
        return HttpResponse.json({ message: messages.usersInvited, batch: { id: 'b1', count: 1 } }, { status: 202 });
      }),
    );
    renderCommunity('/dashboard/invitations');

    expect(await screen.findByText(messages.noInvitations)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Invite Members' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Members' });
    await userEvent.type(within(dialog).getByLabelText(/Email subject/), 'Join us today');
    await userEvent.type(within(dialog).getByLabelText(/Email message/), 'Come along and run with us');
    await userEvent.type(within(dialog).getByLabelText(/^Emails/), 'new@x.co');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText(messages.usersInvited)).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'Invited members' }, { timeout: 8000 });
    expect(within(list).getByText('new@x.co')).toBeInTheDocument();
  }, 30_000);
});
