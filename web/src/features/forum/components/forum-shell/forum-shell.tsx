// The community pages' two columns: the subforum panel beside the page from 768 px up; on phones the panel's
// subforums become a strip above feeds (`strip`), and the rest lives in the bottom tab bar.
import { Box, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLayout } from '@/features/forum/api/get-layout.ts';
import { SubforumPanel } from '../subforum-panel/subforum-panel.tsx';
import { LeaderboardPanel } from '@/features/gamification/components/leaderboard-panel/leaderboard-panel.tsx';
import classes from './forum-shell.module.css';

export function ForumShell({ children, strip = false }: { children: ReactNode; strip?: boolean }) {
  const layout = useLayout();
  return (
    <Container size="lg" className={classes.shell}>
      <aside className={classes.side}>
        <SubforumPanel layout={layout.data} />
        <LeaderboardPanel enabled={layout.data?.usersLeaderboard ?? false} />
      </aside>
      <Box className={classes.main}>
        {strip && (
          <div className={classes.strip}>
            <SubforumPanel layout={layout.data} variant="strip" />
          </div>
        )}
        {children}
      </Box>
    </Container>
  );
}
