import * as messages from '@hearth/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { serveAuthOptions, serveSession, serveSite } from '@test/api.ts';
import { member } from '@test/fixtures.ts';
import { pollView, postCard } from '@test/forum-data.ts';
import { serveFeed } from '@test/forum.ts';
import { server } from '@test/msw-server.ts';
import { renderCommunity } from '@test/render.tsx';

const card = async (title: string) => (await screen.findByRole('heading', { name: title })).closest('article')!;

describe('post card', () => {
  it('shows Pinned and Archived badges, up to 5 poll options and 5 commenter avatars then "N+"', async () => {
    serveSite();
    serveSession(null);
    const options = Array.from({ length: 7 }, (_, i) => ({
      id: `o${i}`,
      title: `Option ${i + 1}`,
      count: i,
      voted: false,
      isAuthor: false,
    }));
    serveFeed([
      postCard({
        id: 'p1',
        title: 'Pinned and archived',
        pinned: true,
        archived: true,
        totalComments: 9,
        commenters: ['Ann A', 'Ben B', 'Cy C', 'Di D', 'Ed E'].map((fullName) => ({ fullName, profilePicURL: null })),
        moreCommenters: 3,
      }),
      postCard({ id: 'p2', title: 'A poll', type: 'poll', poll: pollView({ options, totalOptions: 7 }) }),
    ]);
    renderCommunity('/');

    const first = await card('Pinned and archived');
    expect(within(first).getByText('Pinned')).toBeInTheDocument();
    expect(within(first).getByText('Archived')).toBeInTheDocument();
    const commenters = within(first).getByRole('img', {
      name: 'Commenters: Ann A, Ben B, Cy C, Di D, Ed E and 3 more',
    });
    expect(commenters.children).toHaveLength(6);
    expect(within(commenters).getByText('3+')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: '9 comments' })).toBeInTheDocument();
    // Archived posts take no votes.
    expect(within(first).getByRole('button', { name: 'Upvote' })).toBeDisabled();

    const poll = await card('A poll');
    expect(within(poll).queryByText('Pinned')).not.toBeInTheDocument();
    const list = within(poll).getByRole('list', { name: 'Poll options' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(poll).getByText(/2 more options/)).toBeInTheDocument();
  });

  it("shows the author's level and rank beside their name, and nothing for an author without one", async () => {
    serveSite();
    serveSession(null);
    serveFeed([
      postCard({
        id: 'p1',
        title: 'By a skilled member',
        author: { memberId: 'm1', fullName: 'Sam Skill', profilePicURL: null, level: 34 },
      }),
      postCard({
        id: 'p2',
        title: 'By an anonymous member',
        author: { memberId: null, fullName: 'Anonymous', profilePicURL: null },
      }),
    ]);
    renderCommunity('/');

    const skilled = await card('By a skilled member');
    expect(within(skilled).getByText('Level 34, SKILLED')).toBeInTheDocument();
    expect(within(skilled).getByText('Lv 34')).toHaveAttribute('aria-hidden', 'true');
    expect(within(await card('By an anonymous member')).queryByText(/^Lv /)).not.toBeInTheDocument();
  });

  it('counts a vote at once, then puts it back with a toast when the server fails', async () => {
    serveSite();
    serveSession(member);
    serveFeed([postCard({ upvotes: 3, downvotes: 1 })]);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.put('/api/v1/posts/:postId/vote', async () => {
        await held;
        return HttpResponse.json({ error: 'INTERNAL', message: messages.generic }, { status: 500 });
      }),
    );
    renderCommunity('/');

    const post = await card('Morning loop around the lake');
    expect(within(post).getByLabelText('Score 2')).toBeInTheDocument();
    await userEvent.click(within(post).getByRole('button', { name: 'Upvote' }));

    expect(within(post).getByRole('button', { name: 'Upvote' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(post).getByLabelText('Score 3')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.generic);
    expect(within(post).getByRole('button', { name: 'Upvote' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(post).getByLabelText('Score 2')).toBeInTheDocument();
  });

  it('switches a downvote to an upvote (the score swings by 2) with the server confirming', async () => {
    serveSite();
    serveSession(member);
    serveFeed([postCard({ upvotes: 3, downvotes: 1, viewer: { vote: 'downvote', reactions: [], subscribed: false } })]);
    const bodies: unknown[] = [];
    server.use(
      http.put('/api/v1/posts/:postId/vote', async ({ request }) => {
        bodies.push(await request.json());
        await delay(20);
        return HttpResponse.json({ vote: 'upvote', upvotes: 4, downvotes: 0 });
      }),
    );
    renderCommunity('/');

    const post = await card('Morning loop around the lake');
    await userEvent.click(within(post).getByRole('button', { name: 'Upvote' }));
    expect(within(post).getByLabelText('Score 4')).toBeInTheDocument();
    await waitFor(() => expect(bodies).toEqual([{ vote: 'upvote' }]));
    expect(within(post).getByRole('button', { name: 'Downvote' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks a guest to sign in instead of voting', async () => {
    serveSite();
    serveSession(null);
    serveAuthOptions();
    serveFeed([postCard()]);
    let votes = 0;
    server.use(
      http.put('/api/v1/posts/:postId/vote', () => {
        votes += 1;
        return HttpResponse.json({ vote: 'upvote', upvotes: 4, downvotes: 1 });
      }),
    );
    renderCommunity('/');

    const post = await card('Morning loop around the lake');
    await userEvent.click(within(post).getByRole('button', { name: 'Upvote' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(votes).toBe(0);
    expect(within(post).getByRole('button', { name: 'Upvote' })).toHaveAttribute('aria-pressed', 'false');
  });
});
