// /onboarding/company-info: the organization behind the community (owner-dashboard §3 Organization data, §5).
// Prefilled from earlier answers; saving goes on to the plan choice.
import { ORGANIZATION_FIELD_MAX, organizationSchema, type Organization } from '@hearth/shared/schemas/communities';
import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from '@tanstack/react-router';
import { requiredInput, useMutationSubmit, validateWith } from '../../../lib/form.ts';
import { useOnboarding } from '../api/get-onboarding.ts';
import { useSaveOrganization } from '../api/save-organization.ts';
import { OnboardingFrame } from '../components/onboarding-frame/onboarding-frame.tsx';
import { onboardingPaths } from '../paths.ts';

const fields = ['organizationName', 'organizationType', 'organizationPhone', 'communityGoals'] as const;

const blank: Organization = { organizationName: '', organizationType: '', organizationPhone: '', communityGoals: '' };

export function CompanyInfoPage() {
  const onboarding = useOnboarding();
  const navigate = useNavigate();
  const saveOrganization = useSaveOrganization();
  const form = useForm<Organization>({
    name: 'company-info',
    mode: 'controlled',
    initialValues: onboarding.organization ?? blank,
    validate: validateWith(organizationSchema),
  });
  const { submit, alert } = useMutationSubmit(form, saveOrganization, {
    fields,
    variables: (values) => organizationSchema.parse(values),
    onSuccess: () => void navigate({ to: onboardingPaths.choosePlan }),
  });

  return (
    <OnboardingFrame
      title="Tell us about your organization"
      lead="This helps us set up your community. Only you and Hearth see these answers."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {alert && (
            <Alert color="red" variant="light">
              {alert}
            </Alert>
          )}
          <TextInput
            label="Organization name"
            autoComplete="organization"
            maxLength={ORGANIZATION_FIELD_MAX}
            {...requiredInput}
            {...form.getInputProps('organizationName')}
          />
          <TextInput
            label="Organization type"
            description="For example: company, non-profit, school, creator, club"
            maxLength={ORGANIZATION_FIELD_MAX}
            {...requiredInput}
            {...form.getInputProps('organizationType')}
          />
          <TextInput
            label="Phone number"
            type="tel"
            autoComplete="tel"
            {...requiredInput}
            {...form.getInputProps('organizationPhone')}
          />
          <Textarea
            label="What are your goals for the community?"
            rows={4}
            resize="vertical"
            {...requiredInput}
            {...form.getInputProps('communityGoals')}
          />
          <Group justify="space-between" mt="sm">
            <Button component={Link} to={onboardingPaths.communityAccess} variant="default">
              Back
            </Button>
            <Button type="submit" loading={saveOrganization.isPending}>
              Continue
            </Button>
          </Group>
        </Stack>
      </form>
    </OnboardingFrame>
  );
}
