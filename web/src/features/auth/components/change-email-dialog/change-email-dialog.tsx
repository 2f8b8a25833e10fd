// The change-e-mail dialog: the new address and the password; a confirmation link goes to the new address.
import { changeEmailBodySchema } from '@hearth/shared/schemas/auth';
import { Button, Group, Modal, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { focusFirstError, requiredInput, validateWith } from '../../../../lib/form.ts';
import { placeApiError } from '../../../../lib/form-errors.ts';
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
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm({
    name: 'change-email',
    mode: 'controlled',
    initialValues,
    validate: validateWith(changeEmailBodySchema),
  });

  const close = () => {
    form.reset();
    setAlert(null);
    onClose();
  };

  const submit = form.onSubmit(
    (values) => {
      if (changeEmail.isPending) return;
      setAlert(null);
      changeEmail.mutate(values, {
        onSuccess: () => {
          close();
          onChanged();
        },
        onError: (error) => {
          const placed = placeApiError(error, Object.keys(initialValues));
          form.setErrors(placed.fields);
          setAlert(placed.message);
        },
      });
    },
    (errors) => focusFirstError(form, errors),
  );

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
