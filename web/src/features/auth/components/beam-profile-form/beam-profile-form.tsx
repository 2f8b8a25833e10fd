// Beam Profile (owner-dashboard §2 Profile page): first and last name under the name rule of §5, and the e-mail,
// read-only, changed through its own dialog (a link to the new address confirms it).
import type { SessionUser } from '@hearth/shared/schemas/auth';
import { updateProfileBodySchema, type UpdateProfileBody } from '@hearth/shared/schemas/profile';
import { Button, Divider, Group, Stack, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormFrame } from '@/components/form-frame/form-frame.tsx';
import { useMutationSubmit, validateWith } from '@/lib/form.ts';
import { useUpdateProfile } from '@/features/auth/api/update-profile.ts';
import { NameInputs } from '../auth-fields/auth-fields.tsx';
import { EmailSetting } from '../account-settings/account-settings.tsx';

interface BeamProfileFormProps {
  user: SessionUser;
  onSaved: () => void;
  onEmailChangeSent: () => void;
}

export function BeamProfileForm({ user, onSaved, onEmailChangeSent }: BeamProfileFormProps) {
  const updateProfile = useUpdateProfile();
  const form = useForm<UpdateProfileBody>({
    name: 'beam-profile',
    mode: 'controlled',
    initialValues: { firstName: user.firstName, lastName: user.lastName },
    validate: validateWith(updateProfileBodySchema),
  });
  const { submit, alert } = useMutationSubmit(form, updateProfile, {
    fields: ['firstName', 'lastName'],
    variables: (values) => updateProfileBodySchema.parse(values),
    onSuccess: ({ user: saved }) => {
      if (saved) form.setValues({ firstName: saved.firstName, lastName: saved.lastName });
      form.resetDirty();
      onSaved();
    },
  });

  return (
    <Stack gap="lg">
      <FormFrame onSubmit={submit} alert={alert}>
        <NameInputs firstName={form.getInputProps('firstName')} lastName={form.getInputProps('lastName')} />
        <Group justify="flex-end">
          <Button type="submit" loading={updateProfile.isPending}>
            Save<VisuallyHidden> Beam profile</VisuallyHidden>
          </Button>
        </Group>
      </FormFrame>
      <Divider />
      <EmailSetting email={user.email} onChanged={onEmailChangeSent} />
    </Stack>
  );
}
