// Ask for a reset link by e-mail; then say it was sent.
import * as messages from '@hearth/shared/messages';
import { emailOnlyBodySchema } from '@hearth/shared/schemas/auth';
import { Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutationSubmit, validateWith } from '@/lib/form.ts';
import { useForgotPassword } from '@/features/auth/api/forgot-password.ts';
import { EmailInput } from '../auth-fields/auth-fields.tsx';
import { AuthForm } from '../auth-form/auth-form.tsx';
import { useCaptcha } from '../captcha-widget/captcha-widget.tsx';

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
    <AuthForm
      onSubmit={submit}
      alert={alert}
      intro={
        <Text c="dimmed">
          Enter the email address of your account and we will send you a link to reset your password.
        </Text>
      }
      captcha={captcha.widget}
      submitLabel="Send reset link"
      pending={forgotPassword.isPending}
    >
      <EmailInput {...form.getInputProps('email')} />
    </AuthForm>
  );
}
