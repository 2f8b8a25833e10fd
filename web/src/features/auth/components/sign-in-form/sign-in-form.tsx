// E-mail and password sign-in, used by the sign-in page and the login modal.
import type { SessionUser } from '@hearth/shared/schemas/auth';
import { signInBodySchema } from '@hearth/shared/schemas/auth';
import { Button, Divider, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState, type ReactNode } from 'react';
import { isApiError } from '../../../../lib/api-client.ts';
import { focusFirstError, requiredInput, validateWith } from '../../../../lib/form.ts';
import { placeApiError } from '../../../../lib/form-errors.ts';
import { useSignIn } from '../../api/sign-in.ts';
import { FormAlert } from '../form-alert/form-alert.tsx';
import { SocialSignIn } from '../social-sign-in/social-sign-in.tsx';

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
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm({
    name: 'sign-in',
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: validateWith(signInBodySchema),
  });

  const submit = form.onSubmit(
    (values) => {
      if (signIn.isPending) return;
      setAlert(null);
      signIn.mutate(values, {
        onSuccess: ({ user }) => onSignedIn(user),
        onError: (error) => {
          if (isApiError(error, 'ACCOUNT_UNVERIFIED')) return onUnverified(values.email.trim().toLowerCase());
          const placed = placeApiError(error, fields);
          form.setErrors(placed.fields);
          setAlert(placed.message);
        },
      });
    },
    (errors) => focusFirstError(form, errors),
  );

  return (
    <Stack gap="md">
      <SocialSignIn />
      <Divider label="or" labelPosition="center" />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {alert && <FormAlert>{alert}</FormAlert>}
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            {...requiredInput}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            {...requiredInput}
            {...form.getInputProps('password')}
          />
          {forgotPassword}
          <Button type="submit" fullWidth loading={signIn.isPending}>
            Sign In
          </Button>
          {footer}
        </Stack>
      </form>
    </Stack>
  );
}
