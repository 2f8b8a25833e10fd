// /onboarding/company-info: the organization behind the community (owner-dashboard §3 Organization data, §5).
// Prefilled from earlier answers; saving goes on to the plan choice, or to the builder when a plan is already paid
// for (checkout returns here, owner-dashboard §4 Payment status). A marketplace sign-up's codes are redeemed and
// reserved here (the account is signed in by now); with a marketplace key stored the plan choice is skipped (§4).
import { Button, Group } from '@mantine/core';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { paymentStatusQueryOptions } from '@/features/billing/api/get-payment-status.ts';
import { OrganizationForm } from '../components/organization-profile/organization-profile.tsx';
import { OnboardingFrame } from '../components/onboarding-frame/onboarding-frame.tsx';
import { hasMarketplaceKeys } from '../current-community.ts';
import { builderPaths, onboardingPaths } from '../paths.ts';

/** The stored sign-up codes redeemed and reserved; what went wrong, if anything, for the owner to read. */
async function settleMarketplaceCodes(queryClient: QueryClient): Promise<string | null> {
  if (!hasMarketplaceKeys()) return null;
  const { settleSignupCodes } = await import('@/features/codes/settle-signup-codes.ts');
  return settleSignupCodes(queryClient).catch((error: unknown) =>
    error instanceof Error ? error.message : String(error),
  );
}

export function CompanyInfoPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const next = async () => {
    const problem = await settleMarketplaceCodes(queryClient);
    if (problem) toast(problem);
    if (hasMarketplaceKeys()) {
      await navigate({ to: builderPaths.name });
      return;
    }
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
