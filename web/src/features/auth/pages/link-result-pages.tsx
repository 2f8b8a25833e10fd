// Where the e-mailed links land: verification and e-mail change, each with a success page that moves on by
// itself and a failure page with Go Back and Contact Support.
import { CHANGE_EMAIL_SUCCESS_REDIRECT_MS, VERIFICATION_SUCCESS_REDIRECT_MS } from '@hearth/shared/constants/auth';
import * as messages from '@hearth/shared/messages';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTimeout } from '@mantine/hooks';
import { Link, useNavigate } from '@tanstack/react-router';
import { useAuthSite, useSitePageTitle } from '../auth-site.tsx';
import { AuthCard } from '../components/auth-card/auth-card.tsx';
import { authPaths } from '../paths.ts';

/** Where Contact Support writes to (no support site exists yet). */
export const SUPPORT_EMAIL = 'support@hearth.example';

function useRedirectAfter(to: string, delayMs: number) {
  const navigate = useNavigate();
  useTimeout(() => void navigate({ to, replace: true }), delayMs, { autoInvoke: true });
}

export function VerificationSuccessPage() {
  useSitePageTitle();
  useRedirectAfter(authPaths.welcome, VERIFICATION_SUCCESS_REDIRECT_MS);
  return (
    <AuthCard title="Email verified">
      <Stack gap="md" align="flex-start">
        <Text role="status">
          Your email address is verified. Taking you to the welcome page in {VERIFICATION_SUCCESS_REDIRECT_MS / 1000}{' '}
          seconds…
        </Text>
        <Button component={Link} to={authPaths.welcome} replace>
          Continue
        </Button>
      </Stack>
    </AuthCard>
  );
}

export function VerificationFailedPage() {
  useSitePageTitle();
  return (
    <AuthCard title="Verification failed">
      <Stack gap="md">
        <Text role="alert">{messages.verificationFailed}</Text>
        <FailureActions />
      </Stack>
    </AuthCard>
  );
}

export function ChangeEmailSuccessPage() {
  const site = useAuthSite();
  useSitePageTitle();
  useRedirectAfter('/', CHANGE_EMAIL_SUCCESS_REDIRECT_MS);
  const destination = site.kind === 'community' ? site.name : 'the main page';
  return (
    <AuthCard title="Email changed">
      <Stack gap="md" align="flex-start">
        <Text role="status">
          Your new email address is confirmed. Sign in with it from now on. Taking you to {destination} in{' '}
          {CHANGE_EMAIL_SUCCESS_REDIRECT_MS / 1000} seconds…
        </Text>
        <Button component={Link} to="/" replace>
          Go to {destination}
        </Button>
      </Stack>
    </AuthCard>
  );
}

export function ChangeEmailFailedPage({ reason }: { reason: string | undefined }) {
  useSitePageTitle();
  return (
    <AuthCard title="Email change failed">
      <Stack gap="md">
        <Text role="alert">
          {messages.changeEmailFailed}
          {reason && (
            <>
              <br />
              <Text component="span" fw={500}>
                Reason: {reason}
              </Text>
            </>
          )}
        </Text>
        <FailureActions />
      </Stack>
    </AuthCard>
  );
}

function FailureActions() {
  return (
    <Group gap="sm">
      <Button component={Link} to={authPaths.signIn}>
        Go Back
      </Button>
      <Button component="a" href={`mailto:${SUPPORT_EMAIL}`} variant="default">
        Contact Support
      </Button>
    </Group>
  );
}
