// /statistics (owner-dashboard §3): Top Members now — the selected community's members by level, then XP, 10 a page
// (the leaderboard's data: full name or [DELETED USER], avatar, level, rank, a link to the profile on the community's
// site). The analytics charts of §3 (members, retention, devices, countries, visits) are not built yet and the page
// says so rather than showing made-up numbers. Statistics need the plan the plan table names (§2: a notice on
// essential plans, and the API refuses them too).
import type { RankedMember } from '@hearth/shared/schemas/gamification';
import {
  lowestPlanFor,
  planFeatureMessage,
  planIdInForce,
  statisticsAllowed,
} from '@hearth/shared/rules/plan-features';
import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { PageError } from '@/components/page-error/page-error.tsx';
import { useTopMembers } from '@/features/gamification/api/list-top-members.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useCurrentCommunity } from '../current-community.ts';
import { dashboardPaths } from '../paths.ts';

export function StatisticsPage() {
  useDocumentTitle('Statistics · Hearth');
  const { community } = useCurrentCommunity();
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, xs: 30 }}>
        Statistics
      </Title>
      {!community ? (
        <Loader role="status" aria-label="Loading" />
      ) : statisticsAllowed(planIdInForce(community.plan.planId, community.plan.status, community.plan.isLifetime)) ? (
        <>
          <Card withBorder radius="md" padding="lg">
            <Text c="dimmed">
              Member, activity, device and visit charts are not built yet; they arrive with Hearth's analytics. Top
              Members below is live.
            </Text>
          </Card>
          <TopMembers key={community.communityId} communityId={community.communityId} siteUrl={community.url} />
        </>
      ) : (
        <PlanNotice />
      )}
    </Stack>
  );
}

/** The notice a community whose plan has no statistics sees instead of them. */
function PlanNotice() {
  return (
    <Alert color="blue" variant="light" title={lowestPlanFor('statistics').name}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{planFeatureMessage('statistics')}</Text>
        <Button component={Link} to={dashboardPaths.subscription} variant="light" size="xs">
          Plan Details
        </Button>
      </Stack>
    </Alert>
  );
}

function TopMembers({ communityId, siteUrl }: { communityId: string; siteUrl: string }) {
  const top = useTopMembers(communityId);
  const members = top.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="top-members-title">
      <Stack gap="md">
        <Title order={2} fz="lg" id="top-members-title">
          Top Members
        </Title>
        {top.isPending ? (
          <Stack gap="xs" role="status" aria-label="Loading top members">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={40} />
            ))}
          </Stack>
        ) : top.isError && top.error instanceof ApiError && top.error.reason === 'STATISTICS_PLAN' ? (
          <PlanNotice />
        ) : top.isError ? (
          <PageError onRetry={() => void top.refetch()} retrying={top.isFetching} />
        ) : members.length === 0 ? (
          <Text c="dimmed">No member has earned XP yet.</Text>
        ) : (
          <>
            <Table.ScrollContainer minWidth={420}>
              <Table verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={48}>#</Table.Th>
                    <Table.Th>Member</Table.Th>
                    <Table.Th>Level</Table.Th>
                    <Table.Th>Rank</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {members.map((m, i) => (
                    <MemberRow key={m.memberId} member={m} position={i + 1} siteUrl={siteUrl} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {top.hasNextPage && (
              <Group justify="center">
                <Button variant="default" onClick={() => void top.fetchNextPage()} loading={top.isFetchingNextPage}>
                  Show more members
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}

function MemberRow({ member, position, siteUrl }: { member: RankedMember; position: number; siteUrl: string }) {
  return (
    <Table.Tr data-testid="top-member">
      <Table.Td>{position}</Table.Td>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <Avatar
            src={member.profilePicURL}
            name={member.fullName}
            color="initials"
            variant="filled"
            size={32}
            alt=""
          />
          <div style={{ minWidth: 0 }}>
            <Anchor href={`${siteUrl.replace(/\/$/, '')}/profile/${encodeURIComponent(member.slug)}`} fw={600}>
              {member.fullName}
            </Anchor>
            {member.username && (
              <Text size="xs" c="dimmed">
                @{member.username}
              </Text>
            )}
          </div>
        </Group>
      </Table.Td>
      <Table.Td>{member.level}</Table.Td>
      <Table.Td>
        <Badge variant="light" color="dark">
          {member.rank}
        </Badge>
      </Table.Td>
    </Table.Tr>
  );
}
