// /statistics (owner-dashboard §2 Analytics cards, §3, §6, §9): the selected community's analytics for a range (the
// last 7 days by default; presets or a custom range, kept in the address), each card against the previous period
// of the same length, a CSV of the whole range, and Top Members — the selected community's members by level, then
// XP, 10 a page (full name or [DELETED USER], avatar, level, rank, a link to the profile on the community's site).
// Statistics need the plan the plan table names (§2: a notice on essential plans, and the API refuses them too).
import type { Analytics } from '@hearth/shared/schemas/analytics';
import type { MyCommunity } from '@hearth/shared/schemas/communities';
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
import dayjs from 'dayjs';
import { useState } from 'react';
import { PageError } from '@/components/page-error/page-error.tsx';
import { useTopMembers } from '@/features/gamification/api/list-top-members.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useAnalytics } from '../api/get-analytics.ts';
import { AnalyticsCards, AnalyticsCardsSkeleton } from '../components/statistics-cards/analytics-cards.tsx';
import { RangeControl } from '../components/statistics-cards/range-control.tsx';
import { useCurrentCommunity } from '../current-community.ts';
import { dashboardPaths } from '../paths.ts';
import { statisticsCsv, statisticsCsvName } from '../statistics/csv.ts';
import { downloadText } from '../statistics/download.ts';
import {
  customRangeProblems,
  rangeDays,
  searchFor,
  selectedRange,
  type SelectedRange,
  type StatisticsSearch,
} from '../statistics/range.ts';

export interface StatisticsPageProps {
  search: StatisticsSearch;
  onSearch: (search: StatisticsSearch) => void;
}

export function StatisticsPage({ search, onSearch }: StatisticsPageProps) {
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
          <AnalyticsSection
            key={community.communityId}
            community={community}
            selection={selectedRange(search)}
            onSelect={(next) => onSearch(searchFor(next))}
          />
          <TopMembers
            key={`top-${community.communityId}`}
            communityId={community.communityId}
            siteUrl={community.url}
          />
        </>
      ) : (
        <PlanNotice />
      )}
    </Stack>
  );
}

const dayText = (day: string) => dayjs(day).format('MMM D, YYYY');

interface AnalyticsSectionProps {
  community: MyCommunity;
  selection: SelectedRange;
  onSelect: (selection: SelectedRange) => void;
}

function AnalyticsSection({ community, selection, onSelect }: AnalyticsSectionProps) {
  // Today is read once: a preset keeps its days while the page is open.
  const [now] = useState(() => Date.now());
  const days = rangeDays(selection, now);
  const valid =
    selection.kind === 'preset' || Object.keys(customRangeProblems(days.startDate, days.endDate)).length === 0;
  const analytics = useAnalytics(community.communityId, days, valid);
  const data = analytics.data;
  const refused = analytics.error instanceof ApiError && analytics.error.reason === 'STATISTICS_PLAN';

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <RangeControl
          key={selection.kind === 'custom' ? `${days.startDate}/${days.endDate}` : selection.preset}
          selection={selection}
          days={days}
          onChange={onSelect}
        />
        <Button
          variant="default"
          disabled={!data || analytics.isPlaceholderData}
          onClick={() => data && downloadCsv(community, data)}
        >
          Download CSV
        </Button>
      </Group>
      {data && (
        <Text size="sm" c="dimmed">
          {dayText(data.range.startDate)} – {dayText(data.range.endDate)}, compared with{' '}
          {dayText(data.previousRange.startDate)} – {dayText(data.previousRange.endDate)} (UTC days)
        </Text>
      )}
      {data?.isSampleAnalytics && (
        <Alert color="yellow" variant="light" title="Sample data — not your community's numbers yet">
          These cards show example numbers until your community has its first visits. Each card is marked Sample.
        </Alert>
      )}
      {!valid ? (
        <Text c="dimmed">Choose a valid range to see its statistics.</Text>
      ) : refused ? (
        <PlanNotice />
      ) : analytics.isError && !data ? (
        <Card withBorder radius="md" padding={0}>
          <PageError onRetry={() => void analytics.refetch()} retrying={analytics.isFetching} />
        </Card>
      ) : !data ? (
        <AnalyticsCardsSkeleton />
      ) : (
        <div aria-busy={analytics.isPlaceholderData} style={{ opacity: analytics.isPlaceholderData ? 0.6 : 1 }}>
          <AnalyticsCards analytics={data} />
        </div>
      )}
    </Stack>
  );
}

function downloadCsv(community: MyCommunity, analytics: Analytics) {
  downloadText(statisticsCsvName(community, analytics.range), statisticsCsv(analytics), 'text/csv;charset=utf-8');
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
