// /account-unverified?email=: where sign-in sends an account whose e-mail is not verified yet.
import { Anchor, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useSitePageTitle } from '../auth-site.tsx';
import { AuthCard } from '../components/auth-card/auth-card.tsx';
import { ResendVerification } from '../components/resend-verification/resend-verification.tsx';
import { authPaths } from '../paths.ts';

export function AccountUnverifiedPage({ email }: { email: string | undefined }) {
  useSitePageTitle();
  return (
    <AuthCard title="Verify your email">
      <Stack gap="lg">
        <ResendVerification email={email} />
        <Anchor component={Link} to={authPaths.signIn} size="sm">
          Back to sign in
        </Anchor>
      </Stack>
    </AuthCard>
  );
}
