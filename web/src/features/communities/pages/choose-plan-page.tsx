// /onboarding/choose-your-plan: the plan cards from the shared catalogue, monthly or yearly (owner-dashboard §9).
// Billing is not connected yet: choosing records the plan and goes on to the builder, and the page says so.
import { formatCents, PLANS, type Plan, type SelectablePlanId } from '@hearth/shared/constants/plans';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  List,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { placeApiError } from '@/lib/form-errors.ts';
import { useChoosePlan } from '../api/choose-plan.ts';
import { useOnboarding } from '../api/get-onboarding.ts';
import { OnboardingFrame } from '../components/onboarding-frame/onboarding-frame.tsx';
import { HEARTH_SALES_EMAIL } from '../contact.ts';
import { builderPaths } from '../paths.ts';

type Interval = 'month' | 'year';

const intervalText: Record<Interval, string> = { month: 'per month', year: 'per year' };

export function ChoosePlanPage() {
  const onboarding = useOnboarding();
  const navigate = useNavigate();
  const choosePlan = useChoosePlan();
  const [interval, setBillingInterval] = useState<Interval>(onboarding.planChoice?.interval ?? 'month');
  const [error, setError] = useState<string | null>(null);
  const intervalLabel = useId();

  const choose = (planId: SelectablePlanId) => {
    if (choosePlan.isPending) return;
    setError(null);
    choosePlan.mutate(
      { planId, interval },
      {
        onSuccess: () => void navigate({ to: builderPaths.name }),
        onError: (failure) => setError(placeApiError(failure, []).message),
      },
    );
  };

  return (
    <OnboardingFrame title="Choose your plan" size={1120}>
      <Alert color="blue" variant="light" title="Billing is not connected yet">
        Choosing a plan records your choice and takes you to the builder. Nothing is charged, and no card is asked for.
      </Alert>
      <Stack gap={6} align="center">
        <Text id={intervalLabel} fw={600} size="sm">
          Billing period
        </Text>
        <SegmentedControl
          aria-labelledby={intervalLabel}
          value={interval}
          onChange={(value) => setBillingInterval(value as Interval)}
          data={[
            { value: 'month', label: 'Monthly' },
            { value: 'year', label: 'Yearly' },
          ]}
        />
      </Stack>
      {error && (
        <Alert color="red" variant="light">
          {error}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        {PLANS.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            interval={interval}
            chosen={onboarding.planChoice?.planId === plan.id && onboarding.planChoice.interval === interval}
            busy={choosePlan.isPending && choosePlan.variables?.planId === plan.id}
            disabled={choosePlan.isPending}
            onChoose={choose}
          />
        ))}
      </SimpleGrid>
    </OnboardingFrame>
  );
}

interface PlanCardProps {
  plan: Plan;
  interval: Interval;
  chosen: boolean;
  busy: boolean;
  disabled: boolean;
  onChoose: (planId: SelectablePlanId) => void;
}

function PlanCard({ plan, interval, chosen, busy, disabled, onChoose }: PlanCardProps) {
  const price = plan.plans.find((p) => p.interval === interval);
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} withBorder radius="md" padding="lg">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="xl" id={headingId}>
            {plan.label}
          </Title>
          {chosen && <Badge variant="light">Your choice</Badge>}
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
        {plan.contactUs ? (
          <Button
            component="a"
            href={`mailto:${HEARTH_SALES_EMAIL}?subject=${encodeURIComponent('Hearth Enterprise plan')}`}
            variant="default"
            fullWidth
          >
            Contact us
          </Button>
        ) : (
          <Button
            fullWidth
            loading={busy}
            disabled={disabled && !busy}
            onClick={() => onChoose(plan.id as SelectablePlanId)}
          >
            Choose {plan.label}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
