// Organization Profile (owner-dashboard §2 Profile page, §5 Organization): the onboarding organization data,
// editable here after onboarding (updateOrganizationData).
import { ORGANIZATION_FIELD_MAX, organizationSchema, type Organization } from '@hearth/shared/schemas/communities';
import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { requiredInput, useMutationSubmit, validateWith } from '../../../../lib/form.ts';
import { useOnboarding } from '../../api/get-onboarding.ts';
import { useSaveOrganization } from '../../api/save-organization.ts';

const fields = ['organizationName', 'organizationType', 'organizationPhone', 'communityGoals'] as const;
const blank: Organization = { organizationName: '', organizationType: '', organizationPhone: '', communityGoals: '' };

export function OrganizationProfile({ onSaved }: { onSaved: () => void }) {
  const onboarding = useOnboarding();
  const saveOrganization = useSaveOrganization();
  const form = useForm<Organization>({
    name: 'organization-profile',
    mode: 'controlled',
    initialValues: onboarding.organization ?? blank,
    validate: validateWith(organizationSchema),
  });
  const { submit, alert } = useMutationSubmit(form, saveOrganization, {
    fields,
    variables: (values) => organizationSchema.parse(values),
    onSuccess: () => onSaved(),
  });

  return (
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
          label="Community goals"
          rows={4}
          resize="vertical"
          {...requiredInput}
          {...form.getInputProps('communityGoals')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={saveOrganization.isPending}>
            Save organization profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
