// The /monetization cards (owner-dashboard §2 Monetization, §9): total subscribers, the price (a change applies to
// new subscribers), the payout account's balance (its own loading and failure: the provider may be down while the
// rest of the page works) and the earnings to date net of Hearth's fee.
import * as messages from '@hearth/shared/messages';
import type { Monetization } from '@hearth/shared/schemas/monetization';
import { Alert, Button, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '@/lib/api-client.ts';
import { balanceQueryOptions } from '../api/monetization.ts';
import { formatMoney } from '../money.ts';

export function SummaryCards({ communityId, settings }: { communityId: string; settings: Monetization }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
      <SummaryCard title="Total subscribers">
        <Text fz={28} fw={700}>
          {settings.totals.active}
        </Text>
        <Text size="sm" c="dimmed">
          Active members paying for the supporter subscription.
        </Text>
      </SummaryCard>
      <SummaryCard title="Price">
        <Text fz={28} fw={700}>
          {formatMoney(settings.subscriptionPriceAmount, settings.subscriptionPriceCurrency)}
        </Text>
        <Text size="sm" c="dimmed">
          Per month. {messages.supporterPriceAppliesToNew}
        </Text>
      </SummaryCard>
      <SummaryCard title="Balance">
        {settings.email !== null || settings.canRecievePayouts ? (
          <Balance communityId={communityId} />
        ) : (
          <Text size="sm" c="dimmed">
            Set up payouts to see your balance.
          </Text>
        )}
      </SummaryCard>
      <SummaryCard title="Earnings to date">
        <Earnings settings={settings} />
      </SummaryCard>
    </SimpleGrid>
  );
}

function SummaryCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Stack gap={6}>
        <Title order={2} fz="sm" c="dimmed" tt="uppercase">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

function Balance({ communityId }: { communityId: string }) {
  const balance = useQuery(balanceQueryOptions(communityId));
  if (balance.isPending) {
    return (
      <Stack gap={6} role="status" aria-busy="true" aria-label="Loading the balance">
        <Skeleton height={28} width="60%" />
        <Skeleton height={14} />
      </Stack>
    );
  }
  if (balance.isError && isApiError(balance.error) && balance.error.status === 409) {
    return (
      <Text size="sm" c="dimmed">
        Your balance shows once your payout account is set up.
      </Text>
    );
  }
  if (balance.isError) {
    return (
      <Alert color="red" variant="light" role="alert" p="xs">
        <Stack gap={6} align="flex-start">
          <Text size="sm">The balance could not be loaded from the payment provider.</Text>
          <Button size="xs" variant="default" onClick={() => void balance.refetch()} loading={balance.isFetching}>
            Retry balance
          </Button>
        </Stack>
      </Alert>
    );
  }
  const { available, pending } = balance.data;
  return (
    <Stack gap={4}>
      <MoneyLines label="Available" amounts={available} />
      <MoneyLines label="Pending" amounts={pending} />
      <Text size="xs" c="dimmed">
        After Hearth&apos;s fee and card processing, as the payment provider holds it.
      </Text>
    </Stack>
  );
}

function MoneyLines({ label, amounts }: { label: string; amounts: { amount: number; currency: string }[] }) {
  const shown = amounts.length > 0 ? amounts : [{ amount: 0, currency: 'usd' }];
  return (
    <Text size="sm">
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      {shown.map((money) => formatMoney(money.amount, money.currency)).join(', ')}
    </Text>
  );
}

function Earnings({ settings }: { settings: Monetization }) {
  return (
    <Stack gap={4}>
      {settings.earnings.length === 0 ? (
        <Text fz={28} fw={700}>
          {formatMoney(0, settings.subscriptionPriceCurrency)}
        </Text>
      ) : (
        settings.earnings.map((row) => (
          <Text key={row.currency} size="sm">
            <Text span fw={700} fz="lg">
              {formatMoney(row.net, row.currency)}
            </Text>{' '}
            net of {formatMoney(row.fee, row.currency)} fee on {formatMoney(row.gross, row.currency)} paid
          </Text>
        ))
      )}
      <Text size="xs" c="dimmed">
        Hearth keeps {settings.feePercent}% of each member payment (rounded to the nearest cent). Card processing is
        charged by Stripe on top, out of your balance.
      </Text>
    </Stack>
  );
}
