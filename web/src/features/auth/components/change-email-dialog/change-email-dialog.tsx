// The change-e-mail dialog: the new address and the password; a confirmation link goes to the new address.
import { changeEmailBodySchema } from '@hearth/shared/schemas/auth';
import { Button, Group, Modal, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { requiredInput, useMutationSubmit, validateWith } from '../../../../lib/form.ts';
import { useChangeEmail } from '../../api/change-email.ts';
import { FormAlert } from '../form-alert/form-alert.tsx';

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

  const { submit, alert, setAlert } = useMutationSubmit(form, changeEmail, {
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
    <Modal opened={opened} onClose={close} title="Change email" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {alert && <FormAlert>{alert}</FormAlert>}
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
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={changeEmail.isPending}>
              Change email
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
