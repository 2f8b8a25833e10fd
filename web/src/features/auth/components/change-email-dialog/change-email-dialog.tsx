// The change-e-mail dialog: the new address and the password; a confirmation link goes to the new address.
import { changeEmailBodySchema } from '@hearth/shared/schemas/auth';
import { PasswordInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { requiredInput, validateWith } from '@/lib/form.ts';
import { useChangeEmail } from '@/features/auth/api/change-email.ts';
import { AccountFormDialog } from '../account-form-dialog/account-form-dialog.tsx';

interface ChangeEmailDialogProps {
  opened: boolean;
  onClose: () => void;
  onChanged: () => void;
}

const initialValues = { email: '', password: '' };

export function ChangeEmailDialog({ opened, onClose, onChanged }: ChangeEmailDialogProps) {
  const changeEmail = useChangeEmail();
  const form = useForm({
    name: 'change-email',
    mode: 'controlled',
    initialValues,
    validate: validateWith(changeEmailBodySchema),
  });

  return (
    <AccountFormDialog
      opened={opened}
      title="Change email"
      submitLabel="Change email"
      form={form}
      mutation={changeEmail}
      onClose={onClose}
      onChanged={onChanged}
    >
      <TextInput
        label="New email"
        type="email"
        autoComplete="email"
        {...requiredInput}
        data-autofocus
        {...form.getInputProps('email')}
      />
      <PasswordInput
        label="Password"
        autoComplete="current-password"
        {...requiredInput}
        {...form.getInputProps('password')}
      />
    </AccountFormDialog>
  );
}
