// An open post's "new comments" pill: comments by others on this post, pushed over the live socket, count on it (not
// those on other posts); pressing it reads the post's comments again and the pill goes.
import { QueryClient, useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeSocket, stubSockets } from '@test/fake-socket.ts';
import { renderWithQueries } from '@test/render.tsx';
import { commentKeys } from '@/features/comments/api/keys.ts';
import { useLiveSocket } from '@/features/notifications/api/live.ts';
import { NewCommentsPill } from './new-comments-pill.tsx';

stubSockets();

function postPage(postId: string) {
  let reads = 0;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  function Page() {
    useLiveSocket();
    const { data } = useQuery({
      queryKey: commentKeys.list(postId, 'new'),
      queryFn: async () => `comments read ${++reads}`,
    });
    return (
      <>
        <NewCommentsPill postId={postId} />
        <p>{data ?? 'loading'}</p>
      </>
    );
  }
  renderWithQueries(<Page />, queryClient);
}

const push = (message: object) => act(() => FakeSocket.opened[0]!.onmessage!({ data: JSON.stringify(message) }));

describe('the new comments pill', () => {
  it("counts this post's new comments only, and on press reads the comments again", async () => {
    postPage('p-1');
    expect(await screen.findByText('comments read 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /new comment/ })).toBeNull();
    push({ type: 'newComment', postId: 'p-1', commentId: 'c-1' });
    push({ type: 'newComment', postId: 'p-2', commentId: 'c-2' });
    expect(screen.getByRole('button', { name: '1 new comment' })).toBeTruthy();
    push({ type: 'newComment', postId: 'p-1', commentId: 'c-3' });
    await userEvent.click(screen.getByRole('button', { name: '2 new comments' }));
    expect(await screen.findByText('comments read 2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /new comment/ })).toBeNull();
  });
});
