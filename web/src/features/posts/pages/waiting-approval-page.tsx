// The wait after a post goes to a moderator's approval, with a link to preview it.
import * as messages from '@hearth/shared/messages';
import { Button, Group, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { StatusPage } from '@/components/status-page/status-page.tsx';

/** member-forum §2.6: after a post that needs a moderator's approval. */
export function WaitingApprovalPage({
  communityName,
  postSlug,
}: {
  communityName: string;
  postSlug?: string | undefined;
}) {
  useDocumentTitle(communityName);
  return (
    <main>
      <StatusPage
        title={messages.postAwaitingApproval}
        action={
          <Group justify="center" mt="sm">
            {postSlug && (
              <Button variant="default" component={Link} to={`/post/preview/${encodeURIComponent(postSlug)}`}>
                Preview your post
              </Button>
            )}
            <Button component={Link} to="/">
              Return Home
            </Button>
          </Group>
        }
      >
        <Text c="dimmed">
          Our moderation team is reviewing your post. You will get a notification as soon as it is approved.
        </Text>
      </StatusPage>
    </main>
  );
}
