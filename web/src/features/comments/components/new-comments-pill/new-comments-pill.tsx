// An open post's "new comments" pill (live updates): counts the comments by others that arrive on this post over the
// tab's live socket while the page is open (the server leaves out the member's own); pressing it reads the comments
// again, so the new ones appear in place. A polite live region announces it. Its markup is the feed's new-posts pill's:
// a component shared by the two would put a module boundary into the community site's first paint (50 bytes gzip
// measured) for eight lines.
import { Box, Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { commentKeys } from '@/features/comments/api/keys.ts';
import { onLiveMessage } from '@/features/notifications/api/live.ts';

export const newCommentsLabel = (count: number) => `${count} new comment${count === 1 ? '' : 's'}`;

/** Keyed by the post by its parent, so another post's page starts from none. */
export function NewCommentsPill({ postId }: { postId: string }) {
  const [count, setCount] = useState(0);
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onLiveMessage((message) => {
        if (message.type === 'newComment' && message.postId === postId) setCount((n) => n + 1);
      }),
    [postId],
  );
  return (
    <Box
      aria-live="polite"
      style={{ position: 'sticky', top: 72, zIndex: 5, display: 'flex', justifyContent: 'center' }}
    >
      {count > 0 && (
        <Button
          radius="xl"
          size="xs"
          mb="sm"
          onClick={() => {
            setCount(0);
            void queryClient.invalidateQueries({ queryKey: commentKeys.lists(postId) });
          }}
        >
          {newCommentsLabel(count)}
        </Button>
      )}
    </Box>
  );
}
