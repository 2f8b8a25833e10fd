// The change-password dialog: the current password and a new one that meets every guideline.
import * as messages from '@hearth/shared/messages';
import { meetsPasswordGuidelines } from '@hearth/shared/rules/password';
import { changePasswordBodySchema } from '@hearth/shared/schemas/auth';
import { Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { allOf, requiredInput, useMutationSubmit, validateWith } from '../../../../lib/form.ts';
import { useAuthOptions } from '../../api/get-auth-options.ts';
import { useChangePassword } from '../../api/change-password.ts';
import { FormAlert } from '../form-alert/form-alert.tsx';
import { NewPasswordInput } from '../new-password-input/new-password-input.tsx';

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

  const { submit, alert, setAlert } = useMutationSubmit(form, changePassword, {
    fields: Object.keys(initialValues),
    onSuccess: () => {
      close();
      onChanged();
    },
  });

  function close() {
    form.reset();
    setAlert(null);
    onClose();
  }

  return (
    <Modal opened={opened} onClose={close} title="Change password" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {alert && <FormAlert>{alert}</FormAlert>}
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
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={changePassword.isPending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
