// /community-dashboard/notification-trigger: the owner app's trigger tester sends each row to the selected
// community's route, shows the spec's toast, and shows a refusal in its row.
import * as messages from '@hearth/shared/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiError, serveSession } from '@test/api.ts';
import { bookClub, serveMyCommunities, trailRunners } from '@test/communities.ts';
import { owner } from '@test/fixtures.ts';
import { server } from '@test/msw-server.ts';
import { renderOwnerApp } from '@test/render.tsx';

const PAGE_LOAD = { timeout: 8_000 };

describe('the owner app’s notification trigger', { timeout: 20_000 }, () => {
  it("sends a row's trigger for the selected community, with only the fields filled, and toasts", async () => {
    const sent: Array<{ path: string; body: unknown }> = [];
    server.use(
      http.post('/api/v1/communities/:communityId/notification-triggers/:trigger', async ({ request, params }) => {
        sent.push({ path: new URL(request.url).pathname, body: await request.json() });
        return HttpResponse.json({ trigger: params.trigger, channel: 'email' });
      }),
    );
    serveSession(owner);
    serveMyCommunities([trailRunners, bookClub]);
    renderOwnerApp('/community-dashboard/notification-trigger');

    const table = await screen.findByRole('table', { name: 'Notification triggers' }, PAGE_LOAD);
    expect(screen.getByRole('heading', { name: 'Notification trigger' })).toBeInTheDocument();
    const row = within(table).getByRole('row', { name: /postUpvotesReceived/ });
    await userEvent.type(within(row).getByLabelText('Id'), 'lake-run');
    await userEvent.type(within(row).getByLabelText('Amount'), '5');
    await userEvent.click(within(row).getByRole('button', { name: 'Send postUpvotesReceived' }));
    expect(await screen.findByText(messages.notificationTriggered)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send weeklyDigest' }));
    await screen.findAllByText(messages.notificationTriggered);
    expect(sent).toEqual([
      {
        path: `/api/v1/communities/${trailRunners.communityId}/notification-triggers/postUpvotesReceived`,
        body: { id: 'lake-run', amount: 5 },
      },
      { path: `/api/v1/communities/${trailRunners.communityId}/notification-triggers/weeklyDigest`, body: {} },
    ]);
  });

  it('shows a refusal in its row', async () => {
    server.use(
      http.post('/api/v1/communities/:communityId/notification-triggers/:trigger', () =>
        HttpResponse.json(
          apiError('BAD_REQUEST', 'Enter an amount of 0 or more.', { amount: 'Enter an amount of 0 or more.' }),
          {
            status: 400,
          },
        ),
      ),
    );
    serveSession(owner);
    serveMyCommunities([trailRunners]);
    renderOwnerApp('/community-dashboard/notification-trigger');
    const send = await screen.findByRole('button', { name: 'Send totalPostsSubmitted' }, PAGE_LOAD);
    await userEvent.click(send);
    const row = screen.getByRole('row', { name: /totalPostsSubmitted/ });
    expect(await within(row).findByRole('alert')).toHaveTextContent('Enter an amount of 0 or more.');
  });
});
