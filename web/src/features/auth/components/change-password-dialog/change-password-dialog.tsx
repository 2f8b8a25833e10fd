// The change-password dialog: the current password and a new one that meets every guideline.
import * as messages from '@hearth/shared/messages';
import { meetsPasswordGuidelines } from '@hearth/shared/rules/password';
import { changePasswordBodySchema } from '@hearth/shared/schemas/auth';
import { PasswordInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { allOf, requiredInput, validateWith } from '@/lib/form.ts';
import { useAuthOptions } from '@/features/auth/api/get-auth-options.ts';
import { useChangePassword } from '@/features/auth/api/change-password.ts';
import { NewPasswordInput } from '../new-password-input/new-password-input.tsx';
import { AccountFormDialog } from '../account-form-dialog/account-form-dialog.tsx';

interface ChangePasswordDialogProps {
  opened: boolean;
  onClose: () => void;
  onChanged: () => void;
}

const initialValues = { currentPassword: '', newPassword: '' };
type Values = typeof initialValues;

export function ChangePasswordDialog({ opened, onClose, onChanged }: ChangePasswordDialogProps) {
  const { passwordMinLength } = useAuthOptions();
  const changePassword = useChangePassword();
  const form = useForm<Values>({
    name: 'change-password',
    mode: 'controlled',
    initialValues,
    validate: allOf<Values>(validateWith(changePasswordBodySchema), ({ newPassword }) =>
      newPassword && !meetsPasswordGuidelines(newPassword, passwordMinLength)
        ? { newPassword: messages.passwordGuidelines }
        : {},
    ),
  });

  return (
    <AccountFormDialog
      opened={opened}
      title="Change password"
      submitLabel="Change password"
      form={form}
      mutation={changePassword}
      onClose={onClose}
      onChanged={onChanged}
    >
      <PasswordInput
        label="Current password"
        autoComplete="current-password"
        {...requiredInput}
        data-autofocus
        {...form.getInputProps('currentPassword')}
      />
      <NewPasswordInput
        label="New password"
        {...requiredInput}
        minLength={passwordMinLength}
        {...form.getInputProps('newPassword')}
        value={form.values.newPassword}
      />
    </AccountFormDialog>
  );
}
