// /overview (and / when signed in): the selected community's status, plan, the owner's profile, member activity,
// member counts and, for the owner and admin-level staff, who is online now (owner-dashboard §2 Dashboard).
// Everything here is real data or says that it is missing.
import * as messages from '@hearth/shared/messages';
import type { SessionUser } from '@hearth/shared/schemas/auth';
import { OVERVIEW_RANGES, type MyCommunity, type Overview } from '@hearth/shared/schemas/communities';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  useMantineTheme,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { placeApiError } from '@/lib/form-errors.ts';
import { useOverview } from '../api/get-overview.ts';
import type { OverviewRange } from '../api/keys.ts';
import { useSetPublished } from '../api/set-published.ts';
import { canManageCommunity } from '../components/dashboard-shell/nav-items.ts';
import { OnlineNowCard } from '../components/online-now/online-now-card.tsx';
import { useCurrentCommunity } from '../current-community.ts';
import { dashboardPaths } from '../paths.ts';

const ActivityChart = lazy(() => import('../components/activity-chart/activity-chart.tsx'));

const rangeLabels: Record<OverviewRange, string> = { '7d': '7 days', '30d': '30 days', '90d': '90 days' };

export function OverviewPage({ user }: { user: SessionUser | null }) {
  useDocumentTitle('Overview · Hearth');
  const { community } = useCurrentCommunity();
  const toast = useToast();
  if (!community) return null;
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, xs: 30 }}>
        Overview
      </Title>
      <OverviewCards
        key={community.communityId}
        community={community}
        user={user}
        onToast={(message) => toast(message)}
      />
    </Stack>
  );
}

interface CardsProps {
  community: MyCommunity;
  user: SessionUser | null;
  onToast: (message: string) => void;
}

function OverviewCards({ community, user, onToast }: CardsProps) {
  const [range, setRange] = useState<OverviewRange>('7d');
  const overview = useOverview(community.communityId, range);
  const data = overview.data;
  const failed = overview.isError && !data;
  const showsOnline = canManageCommunity(community);

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <StatusCard community={community} onToast={onToast} />
        <DashboardCard title="My Plan">
          {data ? (
            <>
              <Text fz="lg" fw={700}>
                {data.planDetails?.name ?? 'No plan chosen'}
              </Text>
              <Text size="sm" c="dimmed">
                Your subscription, card and renewal date are under Plan Details.
              </Text>
            </>
          ) : (
            <Skeleton height={44} />
          )}
          <CardAction>
            <Button component={Link} to={dashboardPaths.subscription} variant="light">
              Plan Details
            </Button>
          </CardAction>
        </DashboardCard>
        <DashboardCard title="Profile">
          {user && (
            <>
              <Text fz="lg" fw={700} truncate="end">
                {user.firstName} {user.lastName}
              </Text>
              <Text size="sm" c="dimmed" truncate="end">
                {user.email}
              </Text>
            </>
          )}
          <CardAction>
            <Button component={Link} to={dashboardPaths.profile} variant="light">
              Update Profile
            </Button>
          </CardAction>
        </DashboardCard>
      </SimpleGrid>

      {failed ? (
        <Alert color="red" variant="light" title="The overview could not be loaded">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{placeApiError(overview.error, []).message}</Text>
            <Button size="xs" variant="default" onClick={() => void overview.refetch()} loading={overview.isFetching}>
              Retry
            </Button>
          </Stack>
        </Alert>
      ) : (
        <ActivityCard data={data} range={range} onRange={setRange} updating={overview.isPlaceholderData} />
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: showsOnline ? 3 : 2 }} spacing="md">
        {/* Its own request: who is online shows even when the overview's numbers failed. */}
        {showsOnline && <OnlineNowCard communityId={community.communityId} />}
        {!failed && (
          <>
            <NumberCard
              title="Active members"
              value={data?.totals.activeMembers}
              caption={`A day, on average over the last ${rangeLabels[range]}`}
            />
            <NumberCard
              title="New members"
              value={data?.totals.newMembers}
              caption={`In the last ${rangeLabels[range]}`}
            />
          </>
        )}
      </SimpleGrid>
    </Stack>
  );
}

function DashboardCard({
  title,
  children,
  headingExtra,
}: {
  title: string;
  children: ReactNode;
  headingExtra?: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} withBorder radius="md" padding="lg">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="md" id={headingId}>
            {title}
          </Title>
          {headingExtra}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

const CardAction = ({ children }: { children: ReactNode }) => (
  <Group mt="auto" pt="xs">
    {children}
  </Group>
);

function StatusCard({ community, onToast }: { community: MyCommunity; onToast: (message: string) => void }) {
  const setPublished = useSetPublished();
  const [error, setError] = useState<string | null>(null);
  const publish = () => {
    setError(null);
    setPublished.mutate(
      { communityId: community.communityId, isLive: true },
      {
        onSuccess: () => onToast(messages.platformVisibilityUpdated),
        onError: (failure) => setError(placeApiError(failure, []).message),
      },
    );
  };
  return (
    <DashboardCard
      title="Community status"
      headingExtra={
        <Badge color={community.isLive ? 'teal' : 'gray'} variant="light">
          {community.isLive ? 'Live' : 'Unpublished'}
        </Badge>
      }
    >
      <Text size="sm">
        {community.isLive
          ? `${community.communityName} is live: members can find it at its address.`
          : `${community.communityName} is not published yet: only its staff can see it.`}
      </Text>
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
      {!community.isLive && (
        <CardAction>
          {community.role === 'owner' ? (
            <Button onClick={publish} loading={setPublished.isPending}>
              Publish
            </Button>
          ) : (
            <Text size="sm" c="dimmed">
              Only the owner can publish it.
            </Text>
          )}
        </CardAction>
      )}
    </DashboardCard>
  );
}

interface ActivityCardProps {
  data: Overview | undefined;
  range: OverviewRange;
  onRange: (range: OverviewRange) => void;
  updating: boolean;
}

function ActivityCard({ data, range, onRange, updating }: ActivityCardProps) {
  const rangeLabelId = useId();
  const theme = useMantineTheme();
  const empty = data?.activity.every((day) => day.posts === 0 && day.newMembers === 0) ?? false;
  return (
    <DashboardCard title="Member activity">
      <Group gap="xs" wrap="wrap">
        <Text id={rangeLabelId} size="sm" fw={500}>
          Period
        </Text>
        <SegmentedControl
          size="xs"
          aria-labelledby={rangeLabelId}
          value={range}
          onChange={(value) => onRange(value as OverviewRange)}
          data={OVERVIEW_RANGES.map((value) => ({ value, label: rangeLabels[value] }))}
        />
      </Group>
      <div aria-busy={!data || updating} style={{ opacity: updating ? 0.6 : 1 }}>
        {!data ? (
          <Skeleton role="status" height={260} aria-label="Loading member activity" />
        ) : empty ? (
          <Stack h={200} align="center" justify="center">
            <Text c="dimmed">{messages.noEnoughData}</Text>
          </Stack>
        ) : (
          <Suspense fallback={<Skeleton role="status" height={260} aria-label="Loading the chart" />}>
            <ActivityChart
              activity={data.activity}
              colors={{ posts: theme.colors.accent?.[6] ?? theme.black, newMembers: theme.colors.teal[7] }}
            />
          </Suspense>
        )}
      </div>
    </DashboardCard>
  );
}

function NumberCard({ title, value, caption }: { title: string; value: number | undefined; caption: string }) {
  return (
    <DashboardCard title={title}>
      {value === undefined ? (
        <Skeleton height={36} width={80} />
      ) : (
        <Text fz={32} fw={800} lh={1.1}>
          {value.toLocaleString('en-US')}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {caption}
      </Text>
    </DashboardCard>
  );
}
