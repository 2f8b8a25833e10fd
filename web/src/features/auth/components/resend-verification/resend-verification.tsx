// "Your e-mail is not verified yet" with a button that sends the link again (an e-mail field when none is known).
import * as messages from '@hearth/shared/messages';
import { emailOnlyBodySchema } from '@hearth/shared/schemas/auth';
import { Button, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormFrame } from '@/components/form-frame/form-frame.tsx';
import { useMutationSubmit, validateWith } from '@/lib/form.ts';
import { useResendVerification } from '@/features/auth/api/resend-verification.ts';
import { EmailInput } from '../auth-fields/auth-fields.tsx';
import { useCaptcha } from '../captcha-widget/captcha-widget.tsx';

export function ResendVerification({ email }: { email?: string | undefined }) {
  const resend = useResendVerification();
  const captcha = useCaptcha();
  const form = useForm({
    name: 'resend-verification',
    mode: 'controlled',
    initialValues: { email: email ?? '' },
    validate: validateWith(emailOnlyBodySchema),
  });
  const { submit, alert } = useMutationSubmit(form, resend, {
    fields: ['email'],
    variables: (values) => ({ email: values.email.trim(), ...captcha.take() }),
  });

  return (
    <FormFrame
      onSubmit={submit}
      alert={alert}
      intro={
        <Text>
          {email
            ? `Your account is not verified yet. Open the link we sent to ${email} to verify it.`
            : 'Your account is not verified yet. Open the link in the verification email we sent you.'}{' '}
          Can’t find it? Check your spam folder, or send a new one.
        </Text>
      }
    >
      {!email && <EmailInput {...form.getInputProps('email')} />}
      {resend.isSuccess && (
        <Text role="status" c="teal.9" fw={500}>
          {messages.verificationSent(form.values.email.trim().toLowerCase())}
        </Text>
      )}
      {captcha.widget}
      <Button type="submit" loading={resend.isPending} variant={resend.isSuccess ? 'default' : 'filled'}>
        Resend verification email
      </Button>
    </FormFrame>
  );
}
