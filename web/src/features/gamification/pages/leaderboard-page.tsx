// The leaderboard page: the phone's Leaders tab, the top 20 by level, then XP.
import { useDocumentTitle } from '@mantine/hooks';
import { ForumShell } from '@/features/forum/components/forum-shell/forum-shell.tsx';
import { LEADERBOARD_SIZE } from '@hearth/shared/constants/gamification';
import { LeaderboardPanel } from '../components/leaderboard-panel/leaderboard-panel.tsx';

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
