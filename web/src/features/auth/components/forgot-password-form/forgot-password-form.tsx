// Ask for a reset link by e-mail; then say it was sent.
import * as messages from '@hearth/shared/messages';
import { emailOnlyBodySchema } from '@hearth/shared/schemas/auth';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { requiredInput, useMutationSubmit, validateWith } from '../../../../lib/form.ts';
import { useForgotPassword } from '../../api/forgot-password.ts';
import { useCaptcha } from '../captcha-widget/captcha-widget.tsx';
import { FormAlert } from '../form-alert/form-alert.tsx';

export function ForgotPasswordForm() {
  const forgotPassword = useForgotPassword();
  const captcha = useCaptcha();
  const form = useForm({
    name: 'forgot-password',
    mode: 'controlled',
    initialValues: { email: '' },
    validate: validateWith(emailOnlyBodySchema),
  });
  const { submit, alert } = useMutationSubmit(form, forgotPassword, {
    fields: ['email'],
    variables: ({ email }) => ({ email: email.trim(), ...captcha.take() }),
  });

  if (forgotPassword.isSuccess) {
    return (
      <Text role="status" size="lg">
        {messages.resetLinkSent}
      </Text>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text c="dimmed">
          Enter the email address of your account and we will send you a link to reset your password.
        </Text>
        {alert && <FormAlert>{alert}</FormAlert>}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          {...requiredInput}
          {...form.getInputProps('email')}
        />
        {captcha.widget}
        <Button type="submit" fullWidth loading={forgotPassword.isPending}>
          Send reset link
        </Button>
      </Stack>
    </form>
  );
}
