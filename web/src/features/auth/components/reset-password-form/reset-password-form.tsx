// A new password (with its checklist) and its confirmation, from the reset link; then "Password Saved!".
import * as messages from '@hearth/shared/messages';
import { resetPasswordBodySchema } from '@hearth/shared/schemas/auth';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { isApiError } from '@/lib/api-client.ts';
import { allOf, focusFirstError, validateWith } from '@/lib/form.ts';
import { newPasswordRules } from '@/features/auth/password-rules.ts';
import { placeApiError } from '@/lib/form-errors.ts';
import { useAuthOptions } from '@/features/auth/api/get-auth-options.ts';
import { useResetPassword } from '@/features/auth/api/reset-password.ts';
import { authPaths } from '@/features/auth/paths.ts';
import { AuthForm } from '../auth-form/auth-form.tsx';
import { ConfirmPasswordInput, NewPasswordInput } from '../auth-fields/auth-fields.tsx';

const initialValues = { password: '', confirmPassword: '' };
type Values = typeof initialValues;
const checkBody = validateWith<Values & { token: string }>(resetPasswordBodySchema);

export function ResetPasswordForm({ token }: { token: string | undefined }) {
  const { passwordMinLength } = useAuthOptions();
  const resetPassword = useResetPassword();
  const [alert, setAlert] = useState<{ text: string; linkFailed: boolean } | null>(
    token ? null : { text: messages.linkInvalid, linkFailed: true },
  );
  const form = useForm<Values>({
    name: 'reset-password',
    mode: 'controlled',
    initialValues,
    validate: allOf<Values>(
      // The token is checked by the API (a bad one is an alert with a way to a new link, not a field error).
      (values) => {
        const { password, confirmPassword } = checkBody({ ...values, token: token ?? '' });
        return { password, confirmPassword };
      },
      newPasswordRules(passwordMinLength),
    ),
  });

  if (resetPassword.isSuccess) {
    return (
      <Stack gap="md" align="flex-start">
        <Text role="status" size="lg" fw={600}>
          {messages.passwordSaved}
        </Text>
        <Button component={Link} to={authPaths.signIn}>
          Sign In
        </Button>
      </Stack>
    );
  }

  const submit = form.onSubmit(
    (values) => {
      if (resetPassword.isPending || !token) return;
      setAlert(null);
      resetPassword.mutate(
        { token, ...values },
        {
          onError: (error) => {
            const placed = placeApiError(error, Object.keys(initialValues));
            form.setErrors(placed.fields);
            const linkFailed =
              isApiError(error) &&
              (error.error === 'LINK_EXPIRED' || error.error === 'LINK_INVALID' || Boolean(error.fields?.token));
            setAlert(placed.message ? { text: placed.message, linkFailed } : null);
          },
        },
      );
    },
    (errors) => focusFirstError(form, errors),
  );

  return (
    <AuthForm
      onSubmit={submit}
      alert={
        alert && (
          <>
            {alert.text}
            {alert.linkFailed && (
              <>
                {' '}
                <Anchor component={Link} to={authPaths.forgotPassword} inherit>
                  Request a new link
                </Anchor>
              </>
            )}
          </>
        )
      }
      submitLabel="Save password"
      pending={resetPassword.isPending}
      disabled={!token}
    >
      <NewPasswordInput label="New password" {...form.getInputProps('password')} />
      <ConfirmPasswordInput {...form.getInputProps('confirmPassword')} />
    </AuthForm>
  );
}
