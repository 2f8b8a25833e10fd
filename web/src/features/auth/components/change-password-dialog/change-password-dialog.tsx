// The change-password dialog: the current password and a new one that meets every guideline.
import * as messages from '@hearth/shared/messages';
import { meetsPasswordGuidelines } from '@hearth/shared/rules/password';
import { changePasswordBodySchema } from '@hearth/shared/schemas/auth';
import { useForm } from '@mantine/form';
import { allOf, validateWith } from '@/lib/form.ts';
import { useAuthOptions } from '@/features/auth/api/get-auth-options.ts';
import { useChangePassword } from '@/features/auth/api/change-password.ts';
import { CurrentPasswordInput, NewPasswordInput } from '../auth-fields/auth-fields.tsx';
import { type AccountDialogProps, AccountFormDialog } from '../account-form-dialog/account-form-dialog.tsx';

const initialValues = { currentPassword: '', newPassword: '' };
type Values = typeof initialValues;

export function ChangePasswordDialog(props: AccountDialogProps) {
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
      {...props}
      title="Change password"
      submitLabel="Change password"
      form={form}
      mutation={changePassword}
    >
      <CurrentPasswordInput label="Current password" data-autofocus {...form.getInputProps('currentPassword')} />
      <NewPasswordInput label="New password" {...form.getInputProps('newPassword')} />
    </AccountFormDialog>
  );
}
