import * as messages from '@hearth/shared/messages';
import type { CommentView } from '@hearth/shared/schemas/forum';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { serveSession, serveSite } from '@test/api.ts';
import { member } from '@test/fixtures.ts';
import { comment, postDetail } from '@test/forum-data.ts';
import { serveComments, servePost } from '@test/forum.ts';
import { server } from '@test/msw-server.ts';
import { renderCommunity } from '@test/render.tsx';

function openPost(post = postDetail(), user: typeof member | null = member, path = '/post/morning-loop-p1') {
  serveSite();
  serveSession(user);
  servePost(post);
  return renderCommunity(path);
}

describe('comments', () => {
  it('says "Nothing here yet." and "Be the first one to comment!" on a post without comments', async () => {
    serveComments([]);
    openPost();

    expect(await screen.findByText('Nothing here yet.')).toBeInTheDocument();
    expect(screen.getByText('Be the first one to comment!')).toBeInTheDocument();
  });

  it('leaves out "Be the first one to comment!" on an archived post, and takes no comments there', async () => {
    serveComments([]);
    openPost(postDetail({ archived: true, canComment: false }));

    expect(await screen.findByText('Nothing here yet.')).toBeInTheDocument();
    expect(screen.queryByText('Be the first one to comment!')).not.toBeInTheDocument();
    expect(screen.getByText(messages.postArchived)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Write a comment' })).not.toBeInTheDocument();
  });

  it('shows "Limited Replies" to a member without the comment permission, and no Reply buttons', async () => {
    serveComments([comment()]);
    openPost(postDetail({ canComment: false }));

    expect(await screen.findByText(messages.commentNotAllowed)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Write a comment' })).not.toBeInTheDocument();
    expect(await screen.findByText('Nice route!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it('closes the comments’ votes and reactions to a member who may not vote on the post (a timeout)', async () => {
    serveComments([comment()]);
    openPost(postDetail({ canComment: false, canVote: false }));

    const item = (await screen.findByText('Nice route!')).closest('li')!;
    expect(within(item).getByRole('button', { name: 'Upvote' })).toBeDisabled();
    expect(within(item).getByRole('button', { name: 'Downvote' })).toBeDisabled();
  });

  it('refuses an empty comment with "Comment cannot be empty", then posts one', async () => {
    serveComments([]);
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/v1/posts/:postId/comments', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(comment({ id: 'c9', content: '<p>Great #lake run</p>' }), { status: 201 });
      }),
    );
    openPost(postDetail({ canCommentAnonymously: true }));

    const box = await screen.findByRole('textbox', { name: 'Write a comment' });
    await userEvent.type(box, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Comment' }));
    expect(box).toHaveAccessibleDescription(messages.commentEmpty);
    expect(bodies).toEqual([]);

    await userEvent.clear(box);
    await userEvent.type(box, 'Great #lake run');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Post anonymously' }));
    serveComments([comment({ id: 'c9', content: '<p>Great #lake run</p>' })]);
    await userEvent.click(screen.getByRole('button', { name: 'Comment' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        {
          content: '<p>Great <a class="hashtag" href="/search?hashtag=lake">#lake</a> run</p>',
          anonymous: true,
        },
      ]),
    );
    expect(await screen.findByText('Great #lake run')).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('nests replies to three levels and offers Reply only above the third', async () => {
    const third = comment({ id: 'c3', indentLevel: 2, parentId: 'c2', content: '<p>Third</p>' });
    const second = comment({ id: 'c2', indentLevel: 1, parentId: 'c1', content: '<p>Second</p>', replies: [third] });
    serveComments([comment({ id: 'c1', content: '<p>First</p>', replies: [second] })]);
    openPost();

    const first = (await screen.findByText('First')).closest('li')!;
    const level3 = screen.getByText('Third').closest('li')!;
    expect(level3).toHaveAttribute('data-level', '2');
    expect(within(level3).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    expect(within(first).getAllByRole('button', { name: 'Reply' })).toHaveLength(2);
  });

  it('shows one thread with ?comment= and an All Comments link back', async () => {
    server.use(
      http.get('/api/v1/comments/:commentId/thread', () =>
        HttpResponse.json({
          postId: 'p1',
          postSlug: 'morning-loop-p1',
          thread: comment({ id: 'c1', content: '<p>The thread</p>' }),
        }),
      ),
    );
    openPost(postDetail(), member, '/post/morning-loop-p1?comment=c1');

    expect(await screen.findByText('The thread')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /All Comments/ })).toHaveAttribute('href', '/post/morning-loop-p1');
  });

  it('opens the thread of ?comment={commentSlug}: asks the API by slug and marks the comment it points at', async () => {
    const topId = '01jd5r8kq2m3n4p5s6t7v8w9xa';
    const replyId = '01jd5r8kq2m3n4p5s6t7v8w9xb';
    const asked: string[] = [];
    server.use(
      http.get('/api/v1/comments/:commentId/thread', ({ params }) => {
        asked.push(String(params.commentId));
        return HttpResponse.json({
          postId: 'p1',
          postSlug: 'morning-loop-p1',
          thread: comment({
            id: topId,
            slug: `the-thread-${topId}`,
            content: '<p>The thread</p>',
            totalReplies: 1,
            replies: [
              comment({
                id: replyId,
                slug: `the-reply-${replyId}`,
                parentId: topId,
                indentLevel: 1,
                content: '<p>The reply</p>',
              }),
            ],
          }),
        });
      }),
    );
    openPost(postDetail(), member, `/post/morning-loop-p1?comment=the-reply-${replyId}`);

    expect(await screen.findByText('The reply')).toBeInTheDocument();
    expect(asked).toEqual([`the-reply-${replyId}`]);
    expect(document.getElementById(`comment-${replyId}`)).toHaveAttribute('data-highlight');
    expect(document.getElementById(`comment-${topId}`)).not.toHaveAttribute('data-highlight');
  });

  it("copies a comment's link with its slug", async () => {
    const user = userEvent.setup();
    const id = '01jd5r8kq2m3n4p5s6t7v8w9xa';
    serveComments([comment({ id, slug: `nice-route-${id}`, content: '<p>Nice route!</p>' })]);
    openPost();

    await user.click(await screen.findByRole('button', { name: 'Comment actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Copy link' }));

    expect(await screen.findByText('Link copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/post/morning-loop-p1?comment=nice-route-${id}`,
    );
  });

  it('lets the author edit and delete a comment from its menu', async () => {
    const menu: CommentView['menu'] = ['edit', 'delete', 'copyLink'];
    serveComments([comment({ id: 'c1', content: '<p>Old words</p>', menu })]);
    const edits: unknown[] = [];
    let deletes = 0;
    server.use(
      http.put('/api/v1/comments/:commentId', async ({ request }) => {
        edits.push(await request.json());
        return HttpResponse.json(
          comment({ id: 'c1', content: '<p>New words</p>', menu, editedAt: new Date().toISOString() }),
        );
      }),
      http.delete('/api/v1/comments/:commentId', () => {
        deletes += 1;
        return HttpResponse.json({ id: 'c1', deleted: true });
      }),
    );
    openPost();

    await screen.findByText('Old words');
    await userEvent.click(screen.getByRole('button', { name: 'Comment actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const box = screen.getByRole('textbox', { name: 'Edit your comment' });
    expect(box).toHaveValue('Old words');
    await userEvent.clear(box);
    await userEvent.type(box, 'New words');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('New words')).toBeInTheDocument();
    expect(edits).toEqual([{ content: '<p>New words</p>' }]);

    serveComments([]);
    await userEvent.click(screen.getByRole('button', { name: 'Comment actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this comment?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Nothing here yet.')).toBeInTheDocument();
    expect(deletes).toBe(1);
  });
});
