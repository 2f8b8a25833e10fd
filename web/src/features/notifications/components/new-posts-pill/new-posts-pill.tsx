// The feed's "new posts" pill (live updates): shown once posts by others arrived over the live socket;
// pressing it refreshes the feed and scrolls to its top. A polite live region announces it to screen readers.
import * as messages from '@hearth/shared/core-messages';
import { Box, Button } from '@mantine/core';
import { clearNewPosts, useNewPosts } from '@/features/notifications/api/live.ts';

export function NewPostsPill({ onShow }: { onShow: () => void }) {
  const count = useNewPosts();
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
            clearNewPosts();
            onShow();
          }}
        >
          {messages.newPostsPill(count)}
        </Button>
      )}
    </Box>
  );
}
