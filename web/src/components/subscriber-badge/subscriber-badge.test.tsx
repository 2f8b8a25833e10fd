// The subscriber badge where a supporter shows (member-forum §6): their post cards, their post and comments, and their
// profile — where the server marks them a subscriber, and nowhere else.
import type { Profile } from '@hearth/shared/schemas/members';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { serveSession, serveSite } from '@test/api.ts';
import { member, ownProfile } from '@test/fixtures.ts';
import { comment, postCard, postDetail } from '@test/forum-data.ts';
import { serveComments, serveFeed, servePost } from '@test/forum.ts';
import { server } from '@test/msw-server.ts';
import { renderCommunity } from '@test/render.tsx';

const supporter = { memberId: 'm_ada', fullName: 'Ada Lovelace', profilePicURL: null, subscriber: true as const };
const other = { memberId: 'm_bob', fullName: 'Bob Runner', profilePicURL: null };

describe('the subscriber badge', () => {
  it('shows on a supporter’s post card in the feed, not on others’', async () => {
    serveSite();
    serveSession(member);
    serveFeed([
      postCard({ id: 'p1', title: 'By a supporter', author: supporter }),
      postCard({ id: 'p2', title: 'By a member', author: other }),
    ]);
    renderCommunity('/');

    const byTitle = async (title: string) =>
      (await screen.findByRole('heading', { name: title })).closest('article') as HTMLElement;
    expect(within(await byTitle('By a supporter')).getByText('Subscriber')).toBeInTheDocument();
    expect(within(await byTitle('By a member')).queryByText('Subscriber')).not.toBeInTheDocument();
  });

  it('shows on a supporter’s post and comment on the post page, not on other comments', async () => {
    serveSite();
    serveSession(member);
    servePost(postDetail({ author: supporter }));
    serveComments([
      comment({ id: 'c1', content: '<p>From a supporter</p>', author: supporter }),
      comment({ id: 'c2', slug: 'plain-c2', content: '<p>From a member</p>', author: other }),
    ]);
    renderCommunity('/post/morning-loop-p1');

    const post = await screen.findByRole('article');
    expect(within(post).getByText('Subscriber')).toBeInTheDocument();
    const commentOf = async (text: string) => (await screen.findByText(text)).closest('li') as HTMLElement;
    expect(within(await commentOf('From a supporter')).getByText('Subscriber')).toBeInTheDocument();
    expect(within(await commentOf('From a member')).queryByText('Subscriber')).not.toBeInTheDocument();
  });

  it('shows on a subscriber’s profile, not on a profile without it', async () => {
    const profiles: Record<string, Profile> = {
      ada: ownProfile({ slug: 'ada', isMe: false, subscriber: true }),
      bob: ownProfile({ slug: 'bob', memberId: 'm_bob', fullName: 'Bob Runner', isMe: false, subscriber: false }),
    };
    serveSite();
    serveSession(member);
    server.use(http.get('/api/v1/profiles/:slug', ({ params }) => HttpResponse.json(profiles[String(params.slug)])));
    const view = renderCommunity('/profile/ada');

    const header = await screen.findByRole('region', { name: 'Profile header' });
    expect(within(header).getByText('Subscriber')).toBeInTheDocument();
    view.unmount();

    renderCommunity('/profile/bob');
    const bobHeader = await screen.findByRole('region', { name: 'Profile header' });
    expect(within(bobHeader).getByRole('heading', { name: 'Bob Runner' })).toBeInTheDocument();
    expect(within(bobHeader).queryByText('Subscriber')).not.toBeInTheDocument();
  });
});
