// The statistics page's analytics cards (owner-dashboard §2 Analytics cards) from one answer: members, retention,
// posts, visits and time spent as daily series, then the platform, OS and country distributions. A chart with
// nothing to show says so in the spec's words; the charts (nivo) load as their own chunk.
import * as messages from '@hearth/shared/messages';
import type { Analytics, AnalyticsDay, AnalyticsSummary } from '@hearth/shared/schemas/analytics';
import { SimpleGrid, Skeleton, Stack, Text, useMantineTheme } from '@mantine/core';
import { lazy, Suspense } from 'react';
import {
  changeFrom,
  countryName,
  formatCount,
  formatDuration,
  formatPercent,
} from '@/features/communities/statistics/format.ts';
import { previousPeriodLabel } from '@/features/communities/statistics/range.ts';
import type { SeriesPoint } from '../statistics-charts/series-chart.tsx';
import { DistributionBars, type DistributionRow } from './distribution-bars.tsx';
import { StatCard, StatCardSkeleton } from './stat-card.tsx';

const SeriesChart = lazy(() => import('../statistics-charts/series-chart.tsx'));

interface SeriesCard {
  title: string;
  /** The hidden table's caption and value heading. */
  caption: string;
  valueLabel: string;
  figure: (summary: AnalyticsSummary) => number | null;
  show: (value: number) => string;
  point: (day: AnalyticsDay) => number | null;
  max?: number;
  seconds?: boolean;
  /** A share (0–1): its change is in percentage points. */
  rate?: boolean;
}

const perDay = (day: AnalyticsDay, value: number) => (day.sessions === 0 ? 0 : Math.round(value / day.sessions));

const seriesCards: SeriesCard[] = [
  {
    title: 'Total Members',
    caption: 'Members at the end of each day',
    valueLabel: 'Members',
    figure: (s) => s.totalMembers,
    show: formatCount,
    point: (d) => d.totalMembers,
  },
  {
    title: 'New Members',
    caption: 'New members per day',
    valueLabel: 'New members',
    figure: (s) => s.newMembers,
    show: formatCount,
    point: (d) => d.newMembers,
  },
  {
    title: 'Active Members',
    caption: 'Active members per day',
    valueLabel: 'Active members',
    figure: (s) => s.activeMembers,
    show: formatCount,
    point: (d) => d.activeMembers,
  },
  {
    title: 'Retention Rate',
    caption: "Share of each day's new members active again within 7 days",
    valueLabel: 'Retention',
    figure: (s) => s.retentionRate,
    show: formatPercent,
    point: (d) => d.retention,
    max: 1,
    rate: true,
  },
  {
    title: 'Member Activity - New Posts',
    caption: 'New posts per day',
    valueLabel: 'Posts',
    figure: (s) => s.posts,
    show: formatCount,
    point: (d) => d.posts,
  },
  {
    title: 'Member Visits',
    caption: 'Page views per day',
    valueLabel: 'Page views',
    figure: (s) => s.pageViews,
    show: formatCount,
    point: (d) => d.pageViews,
  },
  {
    title: 'Avg. Time Spent on Platform',
    caption: 'Average session length per day',
    valueLabel: 'Average session',
    figure: (s) => s.avgSessionSeconds,
    show: formatDuration,
    point: (d) => perDay(d, d.sessionSeconds),
    seconds: true,
  },
];

const distributionTitles = ['Platform Distribution', 'OS Distribution', 'Member Information'] as const;

const deviceLabels: Record<Analytics['devices'][number]['name'], string> = {
  desktop: 'Desktop',
  mobile: 'Mobile',
  tablet: 'Tablet',
};

const Empty = () => (
  <Stack h={150} align="center" justify="center">
    <Text c="dimmed" ta="center">
      {messages.noEnoughData}
    </Text>
  </Stack>
);

const hasData = (points: SeriesPoint[]) => points.some((point) => (point.value ?? 0) > 0);

export function AnalyticsCards({ analytics }: { analytics: Analytics }) {
  const theme = useMantineTheme();
  const color = theme.colors.accent?.[6] ?? theme.black;
  const periodLabel = previousPeriodLabel(analytics.range);
  const sample = analytics.isSampleAnalytics;
  const distributions: [string, string, DistributionRow[]][] = [
    [
      distributionTitles[0],
      'Visitors by platform',
      analytics.devices.map((d) => ({ label: deviceLabels[d.name], users: d.users })),
    ],
    [
      distributionTitles[1],
      'Visitors by operating system',
      analytics.operatingSystems.map((d) => ({ label: d.name, users: d.users })),
    ],
    [
      distributionTitles[2],
      'Visitors by country, top 5',
      analytics.countries.map((d) => ({ label: countryName(d.name), users: d.users })),
    ],
  ];

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {seriesCards.map((card) => {
        const points = analytics.days.map((day) => ({ date: day.date, value: card.point(day) }));
        const figure = card.figure(analytics.summary);
        return (
          <StatCard
            key={card.title}
            title={card.title}
            figure={figure === null ? '—' : card.show(figure)}
            change={changeFrom(figure, card.figure(analytics.previousSummary), periodLabel, { rate: card.rate })}
            sample={sample}
          >
            {hasData(points) ? (
              <Suspense fallback={<Skeleton height={180} />}>
                <SeriesChart
                  caption={card.caption}
                  valueLabel={card.valueLabel}
                  points={points}
                  color={color}
                  format={card.show}
                  {...(card.max === undefined ? {} : { max: card.max })}
                  seconds={card.seconds ?? false}
                />
              </Suspense>
            ) : (
              <Empty />
            )}
          </StatCard>
        );
      })}
      {distributions.map(([title, caption, rows]) => (
        <StatCard key={title} title={title} sample={sample}>
          {rows.some((row) => row.users > 0) ? <DistributionBars caption={caption} rows={rows} /> : <Empty />}
        </StatCard>
      ))}
    </SimpleGrid>
  );
}

/** Every card's place while the numbers load. */
export function AnalyticsCardsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" role="status" aria-label="Loading statistics">
      {[...seriesCards.map((card) => card.title), ...distributionTitles].map((title) => (
        <StatCardSkeleton key={title} title={title} />
      ))}
    </SimpleGrid>
  );
}
