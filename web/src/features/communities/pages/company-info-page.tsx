// /onboarding/company-info: the organization behind the community (owner-dashboard §3 Organization data, §5).
// Prefilled from earlier answers; saving goes on to the plan choice, or to the builder when a plan is already paid
// for (checkout returns here, owner-dashboard §4 Payment status).
import { Button, Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { paymentStatusQueryOptions } from '@/features/billing/api/get-payment-status.ts';
import { OrganizationForm } from '../components/organization-profile/organization-profile.tsx';
import { OnboardingFrame } from '../components/onboarding-frame/onboarding-frame.tsx';
import { builderPaths, onboardingPaths } from '../paths.ts';

export function CompanyInfoPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const next = async () => {
    const payment = await queryClient.fetchQuery({ ...paymentStatusQueryOptions(), staleTime: 0 }).catch(() => null);
    await navigate({ to: payment?.paid ? builderPaths.name : onboardingPaths.choosePlan });
  };
  return (
    <OnboardingFrame
      title="Tell us about your organization"
      lead="This helps us set up your community. Only you and Hearth see these answers."
    >
      <OrganizationForm
        name="company-info"
        onSaved={() => void next()}
        actions={(pending) => (
          <Group justify="space-between" mt="sm">
            <Button component={Link} to={onboardingPaths.communityAccess} variant="default">
              Back
            </Button>
            <Button type="submit" loading={pending}>
              Continue
            </Button>
          </Group>
        )}
      />
    </OnboardingFrame>
  );
}
