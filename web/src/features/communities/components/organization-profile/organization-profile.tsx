// The organization behind a community (owner-dashboard §3 Organization data, §5): one form, prefilled from the
// onboarding answers and saved with updateOrganizationData. Onboarding's /company-info shows it with Back and
// Continue; the owner's /profile shows it as Organization Profile with its own Save.
import { ORGANIZATION_FIELD_MAX, organizationSchema, type Organization } from '@hearth/shared/schemas/communities';
import { Button, Group, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { requiredInput, useMutationSubmit, validateWith } from '@/lib/form.ts';
import { useOnboarding } from '@/features/communities/api/get-onboarding.ts';
import { useSaveOrganization } from '@/features/communities/api/save-organization.ts';
import { FormFrame } from '@/components/form-frame/form-frame.tsx';

const fields = ['organizationName', 'organizationType', 'organizationPhone', 'communityGoals'] as const;
const blank: Organization = { organizationName: '', organizationType: '', organizationPhone: '', communityGoals: '' };

interface OrganizationFormProps {
  /** The form's name (Mantine keeps field ids unique per name). */
  name: string;
  onSaved: () => void;
  /** The buttons under the fields; one of them submits (a pending one shows `pending`). */
  actions: (pending: boolean) => ReactNode;
}

export function OrganizationForm({ name, onSaved, actions }: OrganizationFormProps) {
  const onboarding = useOnboarding();
  const saveOrganization = useSaveOrganization();
  const form = useForm<Organization>({
    name,
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
    <FormFrame onSubmit={submit} alert={alert}>
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
      {actions(saveOrganization.isPending)}
    </FormFrame>
  );
}

/** Organization Profile on the owner's /profile page: the same form, saved in place. */
export function OrganizationProfile({ onSaved }: { onSaved: () => void }) {
  return (
    <OrganizationForm
      name="organization-profile"
      onSaved={onSaved}
      actions={(pending) => (
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            Save organization profile
          </Button>
        </Group>
      )}
    />
  );
}
