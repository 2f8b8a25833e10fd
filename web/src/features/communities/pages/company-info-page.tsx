// /onboarding/company-info: the organization behind the community (owner-dashboard §3 Organization data, §5).
// Prefilled from earlier answers; saving goes on to the plan choice.
import { Button, Group } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { OrganizationForm } from '../components/organization-profile/organization-profile.tsx';
import { OnboardingFrame } from '../components/onboarding-frame/onboarding-frame.tsx';
import { onboardingPaths } from '../paths.ts';

export function CompanyInfoPage() {
  const navigate = useNavigate();
  return (
    <OnboardingFrame
      title="Tell us about your organization"
      lead="This helps us set up your community. Only you and Hearth see these answers."
    >
      <OrganizationForm
        name="company-info"
        onSaved={() => void navigate({ to: onboardingPaths.choosePlan })}
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
