// E-mail and password sign-in, used by the sign-in page and the login modal.
import type { SessionUser } from '@hearth/shared/schemas/auth';
import { signInBodySchema } from '@hearth/shared/schemas/auth';
import { useForm } from '@mantine/form';
import { type ReactNode } from 'react';
import { isApiError } from '@/lib/api-client.ts';
import { useMutationSubmit, validateWith } from '@/lib/form.ts';
import { useSignIn } from '@/features/auth/api/sign-in.ts';
import { CurrentPasswordInput, EmailInput } from '../auth-fields/auth-fields.tsx';
import { AuthForm } from '../auth-form/auth-form.tsx';
import { useCaptcha } from '../captcha-widget/captcha-widget.tsx';

interface SignInFormProps {
  onSignedIn: (user: SessionUser) => void;
  /** The account exists but its e-mail is not verified yet. */
  onUnverified: (email: string) => void;
  /** The forgot-password link, under the password. */
  forgotPassword: ReactNode;
  /** "Don't have an account? …", under the button. */
  footer: ReactNode;
}

const fields = ['email', 'password'] as const;

export function SignInForm({ onSignedIn, onUnverified, forgotPassword, footer }: SignInFormProps) {
  const signIn = useSignIn();
  const captcha = useCaptcha();
  const form = useForm({
    name: 'sign-in',
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: validateWith(signInBodySchema),
  });

  const { submit, alert } = useMutationSubmit(form, signIn, {
    fields,
    variables: (values) => ({ ...values, ...captcha.take() }),
    onSuccess: ({ user }) => onSignedIn(user),
    onError: (error, values) => {
      if (!isApiError(error, 'ACCOUNT_UNVERIFIED')) return false;
      onUnverified(values.email.trim().toLowerCase());
      return true;
    },
  });

  return (
    <AuthForm
      onSubmit={submit}
      alert={alert}
      captcha={captcha.widget}
      submitLabel="Sign In"
      pending={signIn.isPending}
      onSocialSignIn={onSignedIn}
      footer={footer}
    >
      <EmailInput {...form.getInputProps('email')} />
      <CurrentPasswordInput {...form.getInputProps('password')} />
      {forgotPassword}
    </AuthForm>
  );
}
