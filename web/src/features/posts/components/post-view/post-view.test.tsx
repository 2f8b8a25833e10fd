import * as messages from '@hearth/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { serveAuthOptions, serveSession, serveSite } from '@test/api.ts';
import { member } from '@test/fixtures.ts';
import { demoLayout, postDetail } from '@test/forum-data.ts';
import { serveComments, serveLayout, servePost } from '@test/forum.ts';
import { server } from '@test/msw-server.ts';
import { renderCommunity } from '@test/render.tsx';

describe('post page', () => {
  it('shows the post with its hashtag link and asks a guest to sign in to react', async () => {
    serveSite();
    serveSession(null);
    serveAuthOptions();
    servePost(postDetail({ canVote: false, canComment: false }));
    serveComments([]);
    renderCommunity('/post/morning-loop-p1');

    const post = await screen.findByRole('article');
    expect(within(post).getByRole('heading', { level: 1, name: 'Morning loop around the lake' })).toBeInTheDocument();
    expect(within(post).getByRole('link', { name: '#lake' })).toHaveAttribute('href', '/search?hashtag=lake');
    await userEvent.click(await within(post).findByRole('button', { name: 'Love, 0' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in to comment' })).toBeInTheDocument();
  });

  it("offers anonymous comments by the post's own scope, not the community-wide permission", async () => {
    serveSite();
    serveSession(member);
    // Community-wide anonymous comments are off; the post's subforum turns them on.
    serveLayout({ ...demoLayout, permissions: { ...demoLayout.permissions, anonymousComment: false } });
    servePost(postDetail({ canCommentAnonymously: true }));
    serveComments([]);
    renderCommunity('/post/morning-loop-p1');
    expect(await screen.findByRole('checkbox', { name: 'Post anonymously' })).toBeInTheDocument();
  });

  it('toggles a reaction at once for a member and keeps the server count', async () => {
    serveSite();
    serveSession(member);
    servePost(postDetail());
    serveComments([]);
    server.use(
      http.put('/api/v1/posts/:postId/reactions/:key', () =>
        HttpResponse.json({ reactions: { like: 2, love: 1 }, mine: ['love'] }),
      ),
    );
    renderCommunity('/post/morning-loop-p1');

    const post = await screen.findByRole('article');
    await userEvent.click(await within(post).findByRole('button', { name: 'Love, 0' }));
    expect(await within(post).findByRole('button', { name: 'Love, 1' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('closes votes and reactions on an archived post', async () => {
    serveSite();
    serveSession(member);
    servePost(postDetail({ archived: true }));
    serveComments([]);
    renderCommunity('/post/morning-loop-p1');

    const post = await screen.findByRole('article');
    expect(within(post).getByText('Archived')).toBeInTheDocument();
    expect(within(post).getByRole('button', { name: 'Upvote' })).toBeDisabled();
    expect(await within(post).findByRole('button', { name: 'Like, 2' })).toBeDisabled();
  });

  it('lets staff approve a post awaiting approval from its page, which then reads as published', async () => {
    serveSite();
    serveSession(member);
    serveComments([]);
    let current = postDetail({ approved: null, menu: ['edit', 'approve', 'deny', 'delete', 'copyLink'] });
    const decisions: unknown[] = [];
    server.use(
      http.get('/api/v1/posts/:slug', () => HttpResponse.json(current)),
      http.put('/api/v1/posts/:postId/approval', async ({ request, params }) => {
        const body = (await request.json()) as { approved: boolean };
        decisions.push({ postId: params.postId, ...body });
        current = { ...current, approved: body.approved, menu: ['edit', 'delete', 'copyLink'] };
        return HttpResponse.json({ id: current.id, slug: current.slug, approved: body.approved });
      }),
    );
    renderCommunity('/post/preview/morning-loop-p1');

    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText(messages.postAwaitingApproval)).toBeInTheDocument();
    expect(within(notice).getByRole('button', { name: 'Deny' })).toBeEnabled();
    await userEvent.click(within(notice).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Post approved and published.')).toBeInTheDocument();
    expect(decisions).toEqual([{ postId: current.id, approved: true }]);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.queryByText('Awaiting approval')).not.toBeInTheDocument();
  });

  it('tells the author of a denied post who can see it, without staff buttons, and shows the error of a failed decision', async () => {
    serveSite();
    serveSession(member);
    serveComments([]);
    servePost(postDetail({ approved: false, menu: ['edit', 'delete', 'copyLink'] }));
    const first = renderCommunity('/post/morning-loop-p1');
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText(messages.postDenied)).toBeInTheDocument();
    expect(within(notice).getByText(/Edit it to submit it again/)).toBeInTheDocument();
    expect(within(notice).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Not approved')).toBeInTheDocument();
    // Nobody comments on a post that is not published.
    expect(screen.queryByText('Be the first one to comment!')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /comment/i })).not.toBeInTheDocument();
    first.unmount();

    servePost(postDetail({ approved: null, menu: ['approve', 'deny', 'copyLink'] }));
    server.use(
      http.put('/api/v1/posts/:postId/approval', () =>
        HttpResponse.json({ error: 'CONFLICT', message: messages.postNotAwaitingApproval }, { status: 409 }),
      ),
    );
    renderCommunity('/post/morning-loop-p1');
    await userEvent.click(await screen.findByRole('button', { name: 'Deny' }));
    expect(await screen.findByText(messages.postNotAwaitingApproval)).toBeInTheDocument();
  });

  it('says "This content is private." for a 403 and "Content Not Found" for a 404, with Return Home', async () => {
    serveSite();
    serveSession(member);
    servePost({ status: 403, error: 'FORBIDDEN', message: messages.contentPrivate });
    const first = renderCommunity('/post/secret-p2');
    expect(await screen.findByRole('heading', { name: messages.contentPrivate })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    first.unmount();

    servePost({ status: 404, error: 'NOT_FOUND', message: messages.contentNotFound });
    renderCommunity('/post/gone-p3');
    expect(await screen.findByRole('heading', { name: messages.contentNotFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  });

  it('previews a post awaiting approval for its author, without comments', async () => {
    serveSite();
    serveSession(member);
    servePost(postDetail({ approved: null }));
    renderCommunity('/post/preview/morning-loop-p1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Morning loop around the lake' })).toBeInTheDocument();
    expect(screen.getByText(messages.postAwaitingApproval)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Write a comment' })).not.toBeInTheDocument();
  });

  it("sends a guest's preview of a post that is not live to /404", async () => {
    serveSite();
    serveSession(null);
    serveAuthOptions();
    servePost({ status: 404, error: 'NOT_FOUND', message: messages.contentNotFound });
    const { location } = renderCommunity('/post/preview/pending-p4');
    await waitFor(() => expect(location()).toBe('/404'));
  });

  it("lets staff delete someone else's post with a reason, checked before it is sent", async () => {
    serveSite();
    serveSession(member);
    servePost(postDetail({ menu: ['edit', 'pin', 'deleteContent', 'report', 'copyLink'] }));
    serveComments([]);
    const sent: unknown[] = [];
    server.use(
      http.post('/api/v1/moderation/content/:type/:id/delete', async ({ params, request }) => {
        sent.push({ ...params, ...((await request.json()) as object) });
        return HttpResponse.json({ message: messages.deletedContent, auditId: 'a1' });
      }),
    );
    const { location } = renderCommunity('/post/morning-loop-p1');

    await userEvent.click(await screen.findByRole('button', { name: 'Post actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete post' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await userEvent.type(reason, 'bad');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(messages.reasonMin)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.type(reason, ' link spam');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(messages.deletedContent)).toBeInTheDocument();
    expect(sent).toEqual([{ type: 'post', id: postDetail().id, reason: 'bad link spam' }]);
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('lets staff move a post: nothing chosen at first, subforum and category required, the categories following the subforum', async () => {
    serveSite();
    serveSession(member);
    serveLayout();
    servePost(postDetail({ menu: ['edit', 'pin', 'move', 'deleteContent', 'copyLink'] }));
    serveComments([]);
    const asked: Array<string | null> = [];
    server.use(
      http.get('/api/v1/categories', ({ request }) => {
        const subforum = new URL(request.url).searchParams.get('subforum');
        asked.push(subforum);
        const items =
          subforum === 'general' ? [{ id: 'cat_chat', title: 'Chat' }] : [{ id: 'cat_routes', title: 'Routes' }];
        return HttpResponse.json({ items, nextCursor: null });
      }),
    );
    const sent: unknown[] = [];
    server.use(
      http.put('/api/v1/posts/:postId/place', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          id: 'p1',
          slug: 'morning-loop-p1',
          subforumId: 'sf_general',
          categoryId: 'cat_chat',
          pinned: false,
        });
      }),
    );
    renderCommunity('/post/morning-loop-p1');

    await userEvent.click(await screen.findByRole('button', { name: 'Post actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move post' });
    // Nothing is chosen yet: Move names both choices and moves nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByText(messages.moveSubforumRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.moveCategoryRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(screen.queryByText('Post moved.')).not.toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Subforum/ }), 'General');
    expect(within(dialog).queryByText(messages.moveSubforumRequired)).not.toBeInTheDocument();
    // The category is chosen again for the new subforum.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByText(messages.moveCategoryRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await within(dialog).findByRole('option', { name: 'Chat' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Category/ }), 'Chat');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Post moved.')).toBeInTheDocument();
    expect(sent).toEqual([{ subforumId: 'sf_general', categoryId: 'cat_chat' }]);
    expect(asked).toContain('general');
  });
});
