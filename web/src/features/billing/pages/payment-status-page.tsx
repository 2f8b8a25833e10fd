// /onboarding/payment-status: where checkout returns the owner (owner-dashboard §4 Payment status). It asks the
// server until the payment (or the free trial) is recorded, then goes on to the organization step, or straight to
// the builder's name step when the plan page was opened from the dashboard (source=app). A payment that does not
// arrive within the bounded wait is said plainly, with a way back to the plan cards.
import { Alert, Button, Container, Group, Loader, Progress, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { builderPaths, onboardingPaths } from '@/features/communities/paths.ts';
import { placeApiError } from '@/lib/form-errors.ts';
import { getPaymentStatus } from '../api/get-payment-status.ts';
import { billingKeys } from '../api/keys.ts';
import { usePollUntil } from '../use-poll-until.ts';

interface PaymentStatusPageProps {
  source?: 'app' | undefined;
}

export function PaymentStatusPage({ source }: PaymentStatusPageProps) {
  useDocumentTitle('Confirming your payment · Hearth');
  const navigate = useNavigate();
  const poll = usePollUntil({
    queryKey: billingKeys.paymentStatus(),
    queryFn: ({ signal }) => getPaymentStatus(signal),
    done: (status) => status.paid,
  });

  if (poll.settled) {
    return <Navigate to={source === 'app' ? builderPaths.name : onboardingPaths.companyInfo} replace />;
  }

  return (
    <Container component="main" size={560} px="md" py={{ base: 32, xs: 64 }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 26, xs: 34 }}>
          {poll.exhausted ? 'We have not received your payment yet' : 'Confirming your payment'}
        </Title>
        {poll.exhausted ? (
          <Stack gap="md">
            <Text>
              The payment provider has not told us about a payment for your plan. If you finished checkout, it can take
              a little longer: check again in a moment. If you left checkout, choose your plan again.
            </Text>
            {poll.query.isError && (
              <Alert color="red" variant="light" role="alert">
                {placeApiError(poll.query.error, []).message}
              </Alert>
            )}
            <Group>
              <Button onClick={poll.checkAgain}>Check again</Button>
              <Button
                variant="default"
                onClick={() => void navigate({ to: onboardingPaths.choosePlan, search: source ? { source } : {} })}
              >
                Back to the plans
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="sm" role="status" aria-live="polite">
            <Group gap="sm" wrap="nowrap">
              <Loader size="sm" aria-hidden="true" />
              <Text>Waiting for the payment provider to confirm your payment…</Text>
            </Group>
            <Progress value={Math.max(5, poll.progress * 100)} aria-label="Confirming your payment" animated />
            <Text size="sm" c="dimmed">
              This usually takes a few seconds. Keep this page open: it goes on by itself.
            </Text>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
