// The frame of the sign-in, sign-up, forgot-password and reset-password forms: the social providers above it where
// the form offers them, validated on submit (no native bubbles), the error no input shows in an alert above the
// inputs, then the inputs, the captcha where the form has one, and the full-width submit button, busy while the
// request runs.
import type { SessionUser } from '@hearth/shared/schemas/auth';
import { Button, Divider, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { FormFrame } from '@/components/form-frame/form-frame.tsx';
import { SocialSignIn } from '../social-sign-in/social-sign-in.tsx';

interface AuthFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's error that belongs to no input; nothing shows while it is empty. */
  alert: ReactNode;
  /** Above the alert: what the form is for. */
  intro?: ReactNode;
  /** The captcha's widget, after the inputs. */
  captcha?: ReactNode;
  submitLabel: ReactNode;
  pending: boolean;
  disabled?: boolean;
  /** Signed in with a social provider: its buttons stand above the form, then "or". */
  onSocialSignIn?: (user: SessionUser) => void;
  /** Under the button (links to the other auth pages). */
  footer?: ReactNode;
  /** The inputs. */
  children: ReactNode;
}

export function AuthForm({
  onSubmit,
  alert,
  intro,
  captcha,
  submitLabel,
  pending,
  disabled,
  onSocialSignIn,
  footer,
  children,
}: AuthFormProps) {
  const form = (
    <FormFrame onSubmit={onSubmit} alert={alert} intro={intro}>
      {children}
      {captcha}
      <Button type="submit" fullWidth loading={pending} disabled={disabled}>
        {submitLabel}
      </Button>
      {footer}
    </FormFrame>
  );
  if (!onSocialSignIn) return form;
  return (
    <Stack gap="md">
      <SocialSignIn onSignedIn={onSocialSignIn} />
      <Divider label="or" labelPosition="center" />
      {form}
    </Stack>
  );
}
