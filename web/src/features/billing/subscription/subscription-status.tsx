// The subscription's status as §4's display table says it: the plan, a status badge, the lead sentence, the card on
// file and the dates that matter for the status.
import type { SubscriptionDetails } from '@hearth/shared/schemas/billing';
import { formatBillingDate, type SubscriptionDisplay } from '@hearth/shared/rules/subscription-display';
import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';

const toneColors = { green: 'teal', blue: 'blue', orange: 'orange', red: 'red', gray: 'gray' } as const;

/** "Visa ending in 4242". */
export const cardText = (card: { brand: string; last4: string }) => {
  const brand = card.brand === 'amex' ? 'American Express' : card.brand.charAt(0).toUpperCase() + card.brand.slice(1);
  return `${brand} ending in ${card.last4}`;
};

export function SubscriptionStatus({
  details,
  display,
}: {
  details: SubscriptionDetails;
  display: SubscriptionDisplay;
}) {
  const headingId = useId();
  const card = details.subscriptionDetails?.card ?? null;
  const rows = [
    { label: 'Plan', value: display.planName ?? 'No plan' },
    ...(card ? [{ label: 'Card', value: cardText(card) }] : []),
    ...display.dates.map((date) => ({ label: date.label, value: formatBillingDate(date.at) })),
  ];
  return (
    <Card component="section" aria-labelledby={headingId} withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="xl" id={headingId}>
            {display.planName ? `${display.planName} plan` : 'Your plan'}
          </Title>
          <Badge color={toneColors[display.tone]} variant="light" size="lg">
            {display.label}
          </Badge>
        </Group>
        <Text>{display.message}</Text>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} spacing="md" m={0}>
          {rows.map((row) => (
            <div key={row.label}>
              <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
                {row.label}
              </Text>
              <Text component="dd" m={0} fw={500}>
                {row.value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
