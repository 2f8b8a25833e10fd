// /editor-invitation?token=… on the owner app: the page an editor invitation's e-mail opens. It shows who invites
// the address to which community; signed in with the invited address, the person accepts (the community then opens
// in their dashboard) or declines. Signed out, they sign in, or sign up with that address first; signed in with
// another address, they are told to switch. A used, cancelled or expired link says so.
import * as messages from '@hearth/shared/messages';
import { Alert, Anchor, Button, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { useSession } from '@/features/auth/api/get-session.ts';
import { useSignOut } from '@/features/auth/api/sign-out.ts';
import { authPaths } from '@/features/auth/paths.ts';
import { selectCommunity } from '@/features/communities/current-community.ts';
import { dashboardPaths } from '@/features/communities/paths.ts';
import {
  useAcceptEditorInvitation,
  useDeclineEditorInvitation,
  useEditorInvitation,
} from '../api/editor-invitations.ts';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'long' });

export function EditorInvitationPage({ token }: { token: string | undefined }) {
  useDocumentTitle('Editor invitation · Hearth');
  return (
    <Container component="main" size={600} px="md" py={{ base: 32, xs: 80 }}>
      <Stack gap="md">
        <Title order={1} fz={{ base: 26, xs: 34 }}>
          Editor invitation
        </Title>
        {token ? (
          <Invitation token={token} />
        ) : (
          <Alert color="red" role="alert">
            {messages.editorInvitationInvalid}
          </Alert>
        )}
      </Stack>
    </Container>
  );
}

function Invitation({ token }: { token: string }) {
  const invitation = useEditorInvitation(token);
  const session = useSession();
  const accept = useAcceptEditorInvitation(token);
  const decline = useDeclineEditorInvitation(token);
  const signOut = useSignOut();
  const navigate = useNavigate();
  const toast = useToast();
  const [declined, setDeclined] = useState(false);

  if (invitation.isPending || session.isPending) {
    return <Loader role="status" aria-label="Loading the invitation" />;
  }
  if (invitation.isError) {
    return (
      <Stack gap="sm" align="flex-start">
        <Alert color="red" role="alert" w="100%">
          {invitation.error.message}
        </Alert>
        <Anchor component={Link} to="/">
          Go to Hearth
        </Anchor>
      </Stack>
    );
  }
  if (declined) {
    return (
      <Alert color="gray" role="status">
        {messages.editorInvitationDeclined}
      </Alert>
    );
  }
  const { email, communityName, inviterName, expiresAt, status } = invitation.data;
  if (status === 'expired') {
    return (
      <Alert color="yellow" role="alert">
        {messages.editorInvitationExpired}
      </Alert>
    );
  }

  const user = session.data?.user ?? null;
  // Sign-in and sign-up bring the person back here afterwards.
  const back = { redirect: `/editor-invitation?token=${encodeURIComponent(token)}` };
  const mine = user?.email.toLowerCase() === email;
  const failure = accept.error ?? decline.error;
  const busy = accept.isPending || decline.isPending;

  const onAccept = () =>
    accept.mutate(undefined, {
      onSuccess: (result) => {
        selectCommunity(result.communityId);
        toast(messages.editorInvitationAccepted(result.communityName));
        void navigate({ to: dashboardPaths.overview });
      },
    });
  const onDecline = () => decline.mutate(undefined, { onSuccess: () => setDeclined(true) });
  // Every way the page can go offers Decline: quiet beside Sign in and Sign out, a second choice beside Accept.
  const declineButton = (variant: 'subtle' | 'light') => (
    <Button variant={variant} color="gray" onClick={onDecline} loading={decline.isPending} disabled={busy}>
      Decline
    </Button>
  );

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Text size="lg">
          {inviterName} invited <b style={{ overflowWrap: 'anywhere' }}>{email}</b> to help manage{' '}
          <b>{communityName}</b> as an editor.
        </Text>
        <Text size="sm" c="dimmed">
          Editors manage the dashboard settings and roles. They cannot publish or unpublish the community, nor reach the
          subscription, payments, Monetization or the Users API. The invitation works once, until {dateOf(expiresAt)}.
        </Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure.message || messages.generic}
          </Alert>
        )}
        {!user && (
          <>
            <Text>
              Sign in to Hearth with {email} to accept. No Hearth account with this address yet? Create one with it,
              confirm the address, then open this link again.
            </Text>
            <Group gap="sm">
              <Button renderRoot={(props) => <Link {...props} to={authPaths.signIn} search={back} />}>
                Sign in to accept
              </Button>
              <Button variant="light" renderRoot={(props) => <Link {...props} to={authPaths.signUp} search={back} />}>
                Create an account
              </Button>
              {declineButton('subtle')}
            </Group>
          </>
        )}
        {user && !mine && (
          <>
            <Alert color="yellow" role="alert">
              {messages.editorInvitationOtherAccount(email)} You are signed in as {user.email}.
            </Alert>
            <Group gap="sm">
              <Button onClick={() => signOut.mutate()} loading={signOut.isPending}>
                Sign out
              </Button>
              {declineButton('subtle')}
            </Group>
          </>
        )}
        {user && mine && (
          <Group gap="sm">
            <Button onClick={onAccept} loading={accept.isPending} disabled={busy}>
              Accept
            </Button>
            {declineButton('light')}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
