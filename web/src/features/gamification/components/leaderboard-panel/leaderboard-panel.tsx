// The leaderboard side panel (member-forum §2.9): the top members by level, then XP. Hidden when the community turned
// the users leaderboard off, and when it cannot be loaded (it is an extra, never an error on the page).
import type { RankedMember } from '@hearth/shared/schemas/gamification';
import { Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { MemberAvatar } from '@/components/member-avatar/member-avatar.tsx';
import { useLeaderboard } from '@/features/gamification/api/get-leaderboard.ts';
import classes from './leaderboard-panel.module.css';
import { PlainList } from '@/components/plain-list/plain-list.tsx';

interface LeaderboardPanelProps {
  /** The community's users-leaderboard setting (the layout's `usersLeaderboard`). */
  enabled: boolean;
  /** How many to show (the answer holds the top 20). */
  limit?: number;
}

export function LeaderboardPanel({ enabled, limit = 5 }: LeaderboardPanelProps) {
  const board = useLeaderboard(enabled);
  const titleId = useId();
  if (!enabled || board.isError) return null;
  return (
    <section aria-labelledby={titleId}>
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="sm" id={titleId}>
          Leaderboard
        </Title>
        <Anchor component={Link} to="/members-directory" size="xs" className={classes.seeAll}>
          See all
        </Anchor>
      </Group>
      {board.isPending ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading the leaderboard">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={32} />
          ))}
        </Stack>
      ) : board.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No rankings yet.
        </Text>
      ) : (
        <PlainList ordered gap={6}>
          {board.data.items.slice(0, limit).map((member, i) => (
            <RankedRow key={member.memberId} member={member} place={i + 1} />
          ))}
        </PlainList>
      )}
    </section>
  );
}

export function RankedRow({ member, place }: { member: RankedMember; place?: number }) {
  return (
    <Group component="li" gap="xs" wrap="nowrap" data-testid="leaderboard-row">
      {place !== undefined && (
        <Text size="sm" fw={700} w={20} ta="right" c="dimmed">
          {place}
        </Text>
      )}
      <MemberAvatar name={member.fullName} pictureURL={member.profilePicURL} size={28} />
      <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
        <Anchor
          component={Link}
          to={`/profile/${encodeURIComponent(member.slug)}`}
          size="sm"
          fw={600}
          truncate="end"
          c="inherit"
          className={classes.name}
        >
          {member.fullName}
        </Anchor>
        <Text size="xs" c="dimmed">
          Level {member.level} · {member.rank}
        </Text>
      </Stack>
    </Group>
  );
}
