// The change-e-mail dialog: the new address and the password; a confirmation link goes to the new address.
import { changeEmailBodySchema } from '@hearth/shared/schemas/auth';
import { useForm } from '@mantine/form';
import { validateWith } from '@/lib/form.ts';
import { useChangeEmail } from '@/features/auth/api/change-email.ts';
import { type AccountDialogProps, AccountFormDialog } from '../account-form-dialog/account-form-dialog.tsx';
import { CurrentPasswordInput, EmailInput } from '../auth-fields/auth-fields.tsx';

const initialValues = { email: '', password: '' };

export function ChangeEmailDialog(props: AccountDialogProps) {
  const changeEmail = useChangeEmail();
  const form = useForm({
    name: 'change-email',
    mode: 'controlled',
    initialValues,
    validate: validateWith(changeEmailBodySchema),
  });

  return (
    <AccountFormDialog {...props} title="Change email" submitLabel="Change email" form={form} mutation={changeEmail}>
      <EmailInput label="New email" data-autofocus {...form.getInputProps('email')} />
      <CurrentPasswordInput {...form.getInputProps('password')} />
    </AccountFormDialog>
  );
}
