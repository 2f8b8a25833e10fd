// The plan catalogue as cards (owner-dashboard §9): monthly or yearly amounts, each plan's features, a button per
// plan that opens checkout or picks the plan, and Contact us for Enterprise. The onboarding's plan page and the
// /subscription plan chooser show the same cards.
import { formatCents, PLANS, type Plan, type PlanPrice } from '@hearth/shared/constants/plans';
import { Badge, Button, Card, Group, List, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { HEARTH_SALES_EMAIL } from '@/features/communities/contact.ts';

export type BillingInterval = 'month' | 'year';

const intervalText: Record<BillingInterval, string> = { month: 'per month', year: 'per year' };

/** Monthly or yearly, with its visible label. */
export function BillingPeriodControl({
  value,
  onChange,
  disabled = false,
}: {
  value: BillingInterval;
  onChange: (interval: BillingInterval) => void;
  disabled?: boolean;
}) {
  const labelId = useId();
  return (
    <Stack gap={6} align="center">
      <Text id={labelId} fw={600} size="sm">
        Billing period
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        value={value}
        disabled={disabled}
        onChange={(next) => onChange(next as BillingInterval)}
        data={[
          { value: 'month', label: 'Monthly' },
          { value: 'year', label: 'Yearly' },
        ]}
      />
    </Stack>
  );
}

interface PlanCardsProps {
  interval: BillingInterval;
  /** The card's button: its text for a plan. */
  chooseLabel: (plan: Plan) => string;
  onChoose: (price: PlanPrice, plan: Plan) => void;
  /** The price whose request runs (its button is busy; the others wait). */
  busyPriceId?: string | null;
  disabled?: boolean;
  /** The price the community or the owner already has: its card says so and cannot be chosen again. */
  currentPriceId?: string | null;
  /** The plan the owner chose before (onboarding): its card says so. */
  chosenPlanId?: string | null;
  /** The cards' headings sit under the page's (2) or a dialog's (3). */
  headingOrder?: 2 | 3;
  /** Narrow containers (a dialog) fit two cards a row at most. */
  compact?: boolean;
}

export function PlanCards({
  interval,
  chooseLabel,
  onChoose,
  busyPriceId = null,
  disabled = false,
  currentPriceId = null,
  chosenPlanId = null,
  headingOrder = 2,
  compact = false,
}: PlanCardsProps) {
  return (
    <SimpleGrid cols={compact ? { base: 1, sm: 2 } : { base: 1, sm: 2, lg: 4 }} spacing="md">
      {PLANS.map((plan) => {
        const price = plan.plans.find((p) => p.interval === interval) ?? null;
        return (
          <PlanCard
            key={plan.id}
            plan={plan}
            price={price}
            interval={interval}
            badge={
              price && price.stripeId === currentPriceId
                ? 'Current plan'
                : chosenPlanId === plan.id
                  ? 'Your choice'
                  : null
            }
            current={price !== null && price.stripeId === currentPriceId}
            label={chooseLabel(plan)}
            busy={price !== null && price.stripeId === busyPriceId}
            disabled={disabled}
            headingOrder={headingOrder}
            onChoose={onChoose}
          />
        );
      })}
    </SimpleGrid>
  );
}

interface PlanCardProps {
  plan: Plan;
  price: PlanPrice | null;
  interval: BillingInterval;
  badge: string | null;
  current: boolean;
  label: string;
  busy: boolean;
  disabled: boolean;
  headingOrder: 2 | 3;
  onChoose: (price: PlanPrice, plan: Plan) => void;
}

function PlanCard({
  plan,
  price,
  interval,
  badge,
  current,
  label,
  busy,
  disabled,
  headingOrder,
  onChoose,
}: PlanCardProps) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} withBorder radius="md" padding="lg">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap">
          <Title order={headingOrder} fz="xl" id={headingId}>
            {plan.label}
          </Title>
          {badge && <Badge variant="light">{badge}</Badge>}
        </Group>
        <Text size="sm" c="dimmed">
          {plan.description}
        </Text>
        {price ? (
          <Text>
            <Text component="span" fz={30} fw={800}>
              {formatCents(price.amount)}
            </Text>{' '}
            <Text component="span" c="dimmed" size="sm">
              {intervalText[interval]}
            </Text>
          </Text>
        ) : (
          <Text fz="lg" fw={700}>
            Custom pricing
          </Text>
        )}
        <List spacing={6} size="sm" style={{ flexGrow: 1 }}>
          {plan.features.map((feature) => (
            <List.Item key={feature.label}>
              <Text span fw={600} size="sm">
                {feature.label}
              </Text>
              <Text size="xs" c="dimmed">
                {feature.description}
              </Text>
            </List.Item>
          ))}
        </List>
        {plan.contactUs || !price ? (
          <Button
            component="a"
            href={`mailto:${HEARTH_SALES_EMAIL}?subject=${encodeURIComponent(`Hearth ${plan.label} plan`)}`}
            variant="default"
            fullWidth
          >
            Contact us
          </Button>
        ) : (
          <Button
            fullWidth
            loading={busy}
            disabled={(disabled && !busy) || current}
            onClick={() => onChoose(price, plan)}
          >
            {current ? 'Current plan' : label}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
