// /members-directory (member-forum §2.9, §9): Community Members, a name search (350 ms debounce), a two-column grid
// of members by level then XP, ten at a time with infinite scroll 40 px before the end.
import * as messages from '@hearth/shared/messages';
import type { RankedMember } from '@hearth/shared/schemas/gamification';
import { Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useDocumentTitle } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { SearchIcon } from '@/components/icons/icons.tsx';
import { MemberAvatar } from '@/components/member-avatar/member-avatar.tsx';
import { PageError } from '@/components/page-error/page-error.tsx';
import { useDirectory } from '../api/list-directory.ts';
import { InfiniteScrollEnd } from '@/components/infinite-scroll-end/infinite-scroll-end.tsx';
import { ForumShell } from '@/features/forum/components/forum-shell/forum-shell.tsx';

export const SEARCH_DEBOUNCE_MS = 350;

export function MembersDirectoryPage({ communityName }: { communityName: string }) {
  useDocumentTitle(communityName);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const directory = useDirectory(debounced);
  const members = directory.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <main>
      <ForumShell>
        <Stack gap="md">
          <Title order={1} fz={{ base: 22, xs: 28 }}>
            {messages.communityMembers}
          </Title>
          <TextInput
            label="Search members"
            placeholder="Search by name"
            leftSection={<SearchIcon size={16} />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            maw={420}
          />
          {directory.isPending ? (
            <SimpleGrid cols={2} spacing="sm" role="status" aria-busy="true" aria-label="Loading members">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} height={72} />
              ))}
            </SimpleGrid>
          ) : directory.isError ? (
            <PageError onRetry={() => void directory.refetch()} retrying={directory.isFetching} />
          ) : members.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              {messages.noMembersFound}
            </Text>
          ) : (
            <SimpleGrid component="ul" cols={2} spacing="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {members.map((member) => (
                <MemberCard key={member.memberId} member={member} />
              ))}
            </SimpleGrid>
          )}
          <InfiniteScrollEnd query={directory} label="Loading more members" rootMargin="40px" />
        </Stack>
      </ForumShell>
    </main>
  );
}

function MemberCard({ member }: { member: RankedMember }) {
  return (
    <Card component="li" withBorder padding="sm" data-testid="directory-member">
      <Group gap="sm" wrap="nowrap">
        <MemberAvatar name={member.fullName} pictureURL={member.profilePicURL} size={40} />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Anchor
            component={Link}
            to={`/profile/${encodeURIComponent(member.slug)}`}
            fw={600}
            truncate="end"
            c="inherit"
          >
            {member.fullName}
          </Anchor>
          {member.username && (
            <Text size="xs" c="dimmed" truncate="end">
              @{member.username}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            Level {member.level} · {member.rank}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
