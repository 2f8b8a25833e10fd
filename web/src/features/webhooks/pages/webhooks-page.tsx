// /webhooks (owner only, desktop): the community's outbound webhook endpoints — add one (its secret shown once),
// enable or disable, rotate the secret, delete, and each endpoint's deliveries with Resend — and how a receiver
// verifies the signature (docs/architecture/webhooks.md has the full scheme and a Node snippet).
import * as messages from '@hearth/shared/messages';
import type { WebhookEndpoint } from '@hearth/shared/schemas/webhooks';
import { Alert, Button, Card, Code, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ListState } from '@/components/list-state/list-state.tsx';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { DesktopOnly } from '@/features/communities/components/desktop-only/desktop-only.tsx';
import { useCurrentCommunity } from '@/features/communities/current-community.ts';
import { dashboardPaths } from '@/features/communities/paths.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useWebhookActions, webhooksQueryOptions } from '../api/webhooks.ts';
import { AddWebhookDialog } from '../components/add-webhook-dialog.tsx';
import { EndpointCard } from '../components/endpoint-card.tsx';
import { SecretDialog } from '../components/secret-dialog.tsx';

function SignatureScheme() {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="xs">
        <Title order={2} fz="lg">
          Verifying deliveries
        </Title>
        <Text size="sm">
          Each event is a POST with a JSON body and the headers <Code>Hearth-Event</Code>,{' '}
          <Code>Hearth-Webhook-Id</Code> (the same on every retry: drop repeats) and <Code>Hearth-Signature</Code>:
        </Text>
        <Code block>
          {'Hearth-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with your secret>'}
        </Code>
        <Text size="sm" c="dimmed">
          Recompute the HMAC over the raw body, compare in constant time and refuse a timestamp more than 5 minutes old.
          Answer 2xx within 10 seconds; anything else (redirects included) is retried with backoff for 24 hours, and an
          endpoint failing for 24 hours is disabled.
        </Text>
      </Stack>
    </Card>
  );
}

/** The per-endpoint actions with their toasts; `busy` is the endpoint or delivery whose request runs. */
function useEndpointActions(communityId: string, showSecret: (secret: string) => void) {
  const toast = useToast();
  const actions = useWebhookActions(communityId);
  const [busy, setBusy] = useState<string | null>(null);
  const fail = (error: unknown) => toast(isApiError(error) ? error.message : messages.generic, { tone: 'error' });
  const settle = () => setBusy(null);
  const act = (endpoint: WebhookEndpoint) => ({
    onEnabled: (enabled: boolean) => {
      setBusy(endpoint.id);
      actions.update.mutate(
        { endpointId: endpoint.id, enabled },
        {
          onSuccess: () => toast(enabled ? 'Endpoint enabled.' : 'Endpoint disabled.'),
          onError: fail,
          onSettled: settle,
        },
      );
    },
    onRotate: (done: () => void) => {
      setBusy(endpoint.id);
      actions.rotate.mutate(endpoint.id, {
        onSuccess: (rotated) => {
          done();
          showSecret(rotated.secret);
        },
        onError: fail,
        onSettled: settle,
      });
    },
    onDelete: (done: () => void) => {
      setBusy(endpoint.id);
      actions.remove.mutate(endpoint.id, {
        onSuccess: () => {
          done();
          toast('Endpoint deleted.');
        },
        onError: fail,
        onSettled: settle,
      });
    },
    onResend: (deliveryId: string) => {
      setBusy(deliveryId);
      actions.resend.mutate(
        { endpointId: endpoint.id, deliveryId },
        {
          // The resend answers how the attempt went: a failure is said, with its reason.
          onSuccess: (sent) =>
            sent.status === 'succeeded'
              ? toast('Delivery sent again.')
              : toast(`Sent again, but it failed: ${sent.error ?? 'no 2xx answer.'}`, { tone: 'error' }),
          onError: fail,
          onSettled: settle,
        },
      );
    },
  });

  return { busy, act, create: actions.create };
}

function Endpoints({ communityId }: { communityId: string }) {
  const toast = useToast();
  const query = useQuery(webhooksQueryOptions(communityId));
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const { busy, act, create } = useEndpointActions(communityId, setSecret);
  const endpoints = query.data?.endpoints ?? [];
  const full = query.data ? endpoints.length >= query.data.limit : true;
  const planRefusal = isApiError(query.error) && query.error.status === 403 ? query.error.message : null;
  if (planRefusal) return <Alert color="blue" variant="light" title={planRefusal} />;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed">Your tools hear about events in your community as they happen.</Text>
        <Button onClick={() => setAdding(true)} disabled={full}>
          Add endpoint
        </Button>
      </Group>
      <ListState
        query={query}
        loadingLabel="Loading webhook endpoints"
        empty={{ when: endpoints.length === 0, text: 'No webhook endpoints yet. Add one to start receiving events.' }}
      >
        <Stack gap="md">
          {endpoints.map((endpoint) => (
            <EndpointCard
              key={endpoint.id}
              communityId={communityId}
              endpoint={endpoint}
              busy={busy === endpoint.id}
              resending={busy}
              {...act(endpoint)}
            />
          ))}
        </Stack>
      </ListState>
      <AddWebhookDialog
        opened={adding}
        create={create}
        onClose={() => setAdding(false)}
        onCreated={(created) => {
          setAdding(false);
          setSecret(created.secret);
          toast('Endpoint added.');
        }}
      />
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
    </Stack>
  );
}

export function WebhooksPage() {
  useDocumentTitle('Webhooks · Hearth');
  const { community } = useCurrentCommunity();
  if (community && community.role !== 'owner') return <Navigate to={dashboardPaths.overview} replace />;
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, xs: 30 }}>
        Webhooks
      </Title>
      <DesktopOnly>
        <Stack gap="lg">
          {community && <Endpoints communityId={community.communityId} />}
          <SignatureScheme />
        </Stack>
      </DesktopOnly>
    </Stack>
  );
}
