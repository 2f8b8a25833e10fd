import * as messages from '@hearth/shared/messages';
import { deleteAccount } from '@hearth/shared/contracts/account-data';
import type { SessionUser } from '@hearth/shared/schemas/auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { serveAuthOptions, serveSite } from '@test/api.ts';
import { member } from '@test/fixtures.ts';
import { server } from '@test/msw-server.ts';
import { renderCommunity } from '@test/render.tsx';

/** The session endpoint answers the member until the deletion has gone through, then a guest. */
function serveAccount() {
  let user: SessionUser | null = member;
  serveSite();
  serveAuthOptions();
  server.use(http.get('/api/v1/auth/session', () => HttpResponse.json({ user })));
  return {
    end: () => {
      user = null;
    },
  };
}

async function confirmDeletion() {
  await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  await userEvent.type(within(dialog).getByLabelText('Type “delete my account” to confirm'), 'delete my account');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
}

describe('delete account', () => {
  it('signs the member out onto the home page with the confirmation', async () => {
    const account = serveAccount();
    server.use(
      http.post(deleteAccount.path, () => {
        account.end();
        return HttpResponse.json({ message: messages.accountDeleted });
      }),
    );
    const { location } = renderCommunity('/delete-account');

    await confirmDeletion();

    await waitFor(() => expect(location()).toBe('/'));
    expect(await screen.findByText(messages.accountDeleted)).toBeInTheDocument();
  });

  it('still lands on the home page when the session ends on screen before the answer arrives', async () => {
    // The server ends the account's sessions (the live socket says so, the page reads the session again) while the
    // deletion's answer is still on its way: the page is left for sign-in first, and the answer must still finish.
    const account = serveAccount();
    const { location, queryClient } = renderCommunity('/delete-account');
    server.use(
      http.post(deleteAccount.path, async () => {
        account.end();
        await queryClient.invalidateQueries();
        await waitFor(() => expect(location()).toMatch(/^\/sign-in/));
        await screen.findByRole('heading', { level: 1, name: 'Sign In' });
        return HttpResponse.json({ message: messages.accountDeleted });
      }),
    );

    await confirmDeletion();

    await waitFor(() => expect(location()).toBe('/'));
    expect(await screen.findByText(messages.accountDeleted)).toBeInTheDocument();
  });
});
