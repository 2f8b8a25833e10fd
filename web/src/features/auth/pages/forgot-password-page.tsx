// /forgot-password: ask for a reset link.
import { Anchor, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useSitePageTitle } from '../auth-site.tsx';
import { AuthCard } from '../components/auth-card/auth-card.tsx';
import { ForgotPasswordForm } from '../components/forgot-password-form/forgot-password-form.tsx';
import { authPaths } from '../paths.ts';

export function ForgotPasswordPage() {
  useSitePageTitle();
  return (
    <AuthCard title="Forgot password">
      <Stack gap="lg">
        <ForgotPasswordForm />
        <Anchor component={Link} to={authPaths.signIn} size="sm">
          Back to sign in
        </Anchor>
      </Stack>
    </AuthCard>
  );
}
