import * as messages from '@hearth/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { serveSession, serveSite } from '@test/api.ts';
import { member } from '@test/fixtures.ts';
import { pollView, postDetail } from '@test/forum-data.ts';
import { serveComments, servePost } from '@test/forum.ts';
import { server } from '@test/msw-server.ts';
import { renderCommunity } from '@test/render.tsx';

type Poll = ReturnType<typeof pollView>;

function openPoll(poll: Poll) {
  serveSite();
  serveSession(member);
  servePost(postDetail({ type: 'poll', title: 'When do you run?', poll }));
  serveComments([]);
  return renderCommunity('/post/when-p1');
}

const options = (voted: string[] = [], isAuthor: string[] = []) =>
  ['Mornings', 'Evenings', 'Lunch break'].map((title, i) => ({
    id: `o${i + 1}`,
    title,
    count: voted.includes(title) ? 1 : 0,
    voted: voted.includes(title),
    isAuthor: isAuthor.includes(title),
  }));

describe('poll on the post page', () => {
  it('shows radio inputs for one choice; once voted, the other options wait until the vote is taken back', async () => {
    let current = pollView({ maxChoices: 1, options: options() });
    const votes: unknown[] = [];
    server.use(
      http.post('/api/v1/posts/:postId/poll/votes', async ({ request }) => {
        const body = (await request.json()) as { optionId: string; unvote: boolean };
        votes.push(body);
        const titles = body.unvote ? [] : [current.options.find((o) => o.id === body.optionId)!.title];
        current = { ...current, options: options(titles) };
        return HttpResponse.json(current);
      }),
    );
    openPoll(current);

    const poll = await screen.findByRole('radiogroup', { name: 'Poll' });
    expect(within(poll).queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(within(poll).getByRole('radio', { name: /Evenings/ }));

    expect(within(poll).getByRole('radio', { name: /Evenings/ })).toBeChecked();
    expect(within(poll).getByRole('radio', { name: /Mornings/ })).toBeDisabled();
    expect(within(poll).getByRole('radio', { name: /Lunch break/ })).toBeDisabled();
    await waitFor(() => expect(votes).toEqual([{ optionId: 'o2', unvote: false }]));

    // Pressing it again takes the vote back.
    await userEvent.click(within(poll).getByRole('radio', { name: /Evenings/ }));
    await waitFor(() => expect(within(poll).getByRole('radio', { name: /Mornings/ })).toBeEnabled());
    expect(votes.at(-1)).toEqual({ optionId: 'o2', unvote: true });
  });

  it('shows checkboxes for several choices and disables the unvoted ones at maxChoices', async () => {
    openPoll(pollView({ maxChoices: 2, options: options(['Mornings', 'Evenings']) }));

    const poll = await screen.findByRole('group', { name: 'Poll' });
    expect(within(poll).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(poll).getByRole('checkbox', { name: /Mornings/ })).toBeChecked();
    expect(within(poll).getByRole('checkbox', { name: /Evenings/ })).toBeEnabled();
    expect(within(poll).getByRole('checkbox', { name: /Lunch break/ })).toBeDisabled();
    expect(screen.getByText(/Choose up to 2/)).toBeInTheDocument();
  });

  it("keeps the author's own vote (it cannot be taken back)", async () => {
    openPoll(pollView({ maxChoices: 3, options: options(['Mornings'], ['Mornings']) }));
    const poll = await screen.findByRole('group', { name: 'Poll' });
    expect(within(poll).getByRole('checkbox', { name: /Mornings/ })).toBeDisabled();
    expect(within(poll).getByRole('checkbox', { name: /Evenings/ })).toBeEnabled();
  });

  it('closes an ended poll', async () => {
    openPoll(pollView({ ended: true, options: options(['Mornings']) }));
    const poll = await screen.findByRole('radiogroup', { name: 'Poll' });
    expect(screen.getByText(messages.pollEnded)).toBeInTheDocument();
    for (const radio of within(poll).getAllByRole('radio')) expect(radio).toBeDisabled();
  });

  it('adds an option to an extendable poll while votes are below maxChoices, with the spec messages', async () => {
    const added: unknown[] = [];
    server.use(
      http.post('/api/v1/posts/:postId/poll/options', async ({ request }) => {
        added.push(await request.json());
        return HttpResponse.json(
          pollView({
            extendable: true,
            maxChoices: 2,
            options: [...options(), { id: 'o4', title: 'Midnight', count: 1, voted: true, isAuthor: true }],
          }),
          { status: 201 },
        );
      }),
    );
    openPoll(pollView({ extendable: true, maxChoices: 2, options: options() }));

    const input = await screen.findByRole('textbox', { name: 'New option' });
    await userEvent.click(screen.getByRole('button', { name: 'Add option' }));
    expect(input).toHaveAccessibleDescription(messages.pollOptionTooShort);
    await userEvent.type(input, 'x'.repeat(51));
    await userEvent.click(screen.getByRole('button', { name: 'Add option' }));
    expect(input).toHaveAccessibleDescription(messages.pollOptionTooLong);

    await userEvent.clear(input);
    await userEvent.type(input, 'Midnight');
    await userEvent.click(screen.getByRole('button', { name: 'Add option' }));
    const poll = screen.getByRole('group', { name: 'Poll' });
    expect(await within(poll).findByRole('checkbox', { name: /Midnight/ })).toBeChecked();
    expect(within(poll).getByRole('checkbox', { name: /Midnight/ })).toBeDisabled();
    expect(added).toEqual([{ title: 'Midnight' }]);
  });
});
