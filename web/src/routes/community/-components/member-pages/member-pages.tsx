// The leaderboard page (the phone's Leaders tab: the top 20 by level, then XP), and the wait after a post goes to
// approval.
import * as messages from '@hearth/shared/messages';
import { Button, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '@mantine/hooks';
import { ForumShell } from '../forum-shell/forum-shell.tsx';
import { StatusPage } from '../status-page/status-page.tsx';
import { LEADERBOARD_SIZE } from '@hearth/shared/constants/gamification';
import { LeaderboardPanel } from '../../../../features/gamification/components/leaderboard-panel/leaderboard-panel.tsx';

export function LeaderboardPage({ communityName }: { communityName: string }) {
  useDocumentTitle(communityName);
  return (
    <main>
      <ForumShell>
        <LeaderboardPanel enabled limit={LEADERBOARD_SIZE} />
      </ForumShell>
    </main>
  );
}

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
