// The subscribers list (owner-dashboard §2 Monetization): Active (active, past_due), Cancelled (canceled) and Payment
// Errors (unpaid), newest first, the next page loading as the end nears. Each row: picture, name, username, e-mail,
// since, status, when it renews or ends, and what the subscriber paid net of Hearth's fee. Rows stack on a phone.
import { formatBillingDate } from '@hearth/shared/rules/subscription-display';
import type { SubscriberFilter, SupporterStatus } from '@hearth/shared/rules/supporters';
import type { Monetization, subscriberSchema } from '@hearth/shared/schemas/monetization';
import { Badge, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type * as z from 'zod';
import { InfiniteScrollEnd } from '@/components/infinite-scroll-end/infinite-scroll-end.tsx';
import { ListState } from '@/components/list-state/list-state.tsx';
import { MemberAvatar } from '@/components/member-avatar/member-avatar.tsx';
import { subscribersQueryOptions } from '../api/monetization.ts';
import { formatMoney } from '../money.ts';

const FILTER_LABELS: Record<SubscriberFilter, string> = {
  active: 'Active',
  canceled: 'Cancelled',
  unpaid: 'Payment Errors',
};

const EMPTY_TEXT: Record<SubscriberFilter, string> = {
  active: 'No active subscribers yet.',
  canceled: 'No cancelled subscriptions.',
  unpaid: 'No subscriptions with payment errors.',
};

const STATUS: Partial<Record<SupporterStatus, { label: string; color: string }>> = {
  active: { label: 'Active', color: 'teal' },
  past_due: { label: 'Payment due', color: 'orange' },
  canceled: { label: 'Cancelled', color: 'gray' },
  unpaid: { label: 'Payment error', color: 'red' },
};

type Subscriber = z.infer<typeof subscriberSchema>;

const dateOf = (iso: string) => formatBillingDate(Date.parse(iso) / 1000);

export function SubscribersList({ communityId, totals }: { communityId: string; totals: Monetization['totals'] }) {
  const [filter, setFilter] = useState<SubscriberFilter>('active');
  const narrow = useMediaQuery('(max-width: 30em)') ?? false;
  const list = useInfiniteQuery(subscribersQueryOptions(communityId, filter));
  const subscribers = list.data?.pages.flatMap((page) => page.subscribers) ?? [];
  const total = list.data?.pages[0]?.total ?? totals[filter];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="subscribers-title">
      <Stack gap="md">
        <Title order={2} fz="lg" id="subscribers-title">
          Subscribers
        </Title>
        <SegmentedControl
          aria-label="Subscriber status"
          value={filter}
          onChange={(value) => setFilter(value as SubscriberFilter)}
          data={(Object.keys(FILTER_LABELS) as SubscriberFilter[]).map((value) => ({
            value,
            label: FILTER_LABELS[value],
          }))}
          // On a phone the three filters stack, so "Payment Errors" is never cut.
          orientation={narrow ? 'vertical' : 'horizontal'}
          w={{ base: '100%', xs: 'auto' }}
          style={{ alignSelf: 'flex-start' }}
        />
        <ListState
          query={list}
          loadingLabel="Loading subscribers"
          empty={{ when: subscribers.length === 0, text: EMPTY_TEXT[filter] }}
        >
          <Text size="sm" c="dimmed">
            Showing {subscribers.length} of {total}
          </Text>
          <Stack gap="sm" component="ul" aria-label={`${FILTER_LABELS[filter]} subscribers`} m={0} p={0}>
            {subscribers.map((subscriber) => (
              <SubscriberRow key={subscriber.memberId} subscriber={subscriber} />
            ))}
          </Stack>
          <InfiniteScrollEnd query={list} label="Loading more subscribers" />
        </ListState>
      </Stack>
    </Card>
  );
}

function SubscriberRow({ subscriber }: { subscriber: Subscriber }) {
  const name = `${subscriber.firstName} ${subscriber.lastName}`.trim();
  const status = STATUS[subscriber.status] ?? { label: subscriber.status, color: 'gray' };
  const { startedAt, currentPeriodEnd, cancelAtPeriodEnd } = subscriber.subscription;
  const ended = subscriber.status === 'canceled' || subscriber.status === 'unpaid';
  const periodEnd = currentPeriodEnd
    ? `${ended ? 'Ended' : cancelAtPeriodEnd ? 'Ends' : 'Renews'} ${dateOf(currentPeriodEnd)}`
    : null;
  const paid = subscriber.paidNet.map((money) => formatMoney(money.amount, money.currency)).join(', ');
  return (
    <Card component="li" withBorder radius="sm" padding="sm" aria-label={name} style={{ listStyle: 'none' }}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <MemberAvatar name={name} pictureURL={subscriber.profilePicURL} size={40} />
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{name}</Text>
            {subscriber.username && (
              <Text size="sm" c="dimmed">
                @{subscriber.username}
              </Text>
            )}
            <Badge color={status.color} variant="light">
              {status.label}
            </Badge>
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {subscriber.email}
          </Text>
          {/* Wrapped on a phone, the lines stay as close as the row's other lines. */}
          <Group gap="md" wrap="wrap" style={{ rowGap: 2 }}>
            <Text size="sm" c="dimmed">
              Since {dateOf(startedAt)}
            </Text>
            {periodEnd && (
              <Text size="sm" c="dimmed">
                {periodEnd}
              </Text>
            )}
            <Text size="sm" c="dimmed">
              {paid ? `Paid ${paid} net` : 'Nothing paid yet'}
            </Text>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
