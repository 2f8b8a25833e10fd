// One endpoint: its URL, description and event types, whether it is enabled (or disabled after failing for a day),
// the Enabled switch, Rotate secret and Delete behind confirmations, and its deliveries shown on demand.
import type { WebhookEndpoint } from '@hearth/shared/schemas/webhooks';
import { Badge, Button, Card, Group, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog.tsx';
import { DeliveriesTable } from './deliveries-table.tsx';

interface EndpointCardProps {
  communityId: string;
  endpoint: WebhookEndpoint;
  busy: boolean;
  resending: string | null;
  onEnabled: (enabled: boolean) => void;
  onRotate: (done: () => void) => void;
  onDelete: (done: () => void) => void;
  onResend: (deliveryId: string) => void;
}

function StatusBadge({ endpoint }: { endpoint: WebhookEndpoint }) {
  if (endpoint.disabledReason === 'failing') {
    return (
      <Badge color="red" variant="light">
        Disabled after failing for 24 hours
      </Badge>
    );
  }
  if (!endpoint.enabled) return <Badge color="gray">Disabled</Badge>;
  if (endpoint.failingSince) {
    return (
      <Badge color="yellow" variant="light">
        Failing since {new Date(endpoint.failingSince).toLocaleString()}
      </Badge>
    );
  }
  return <Badge color="teal">Enabled</Badge>;
}

export function EndpointCard(props: EndpointCardProps) {
  const { communityId, endpoint, busy } = props;
  const [showDeliveries, setShowDeliveries] = useState(false);
  const [confirm, setConfirm] = useState<'rotate' | 'delete' | null>(null);
  const close = () => setConfirm(null);
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={endpoint.url}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={4}>
            <Text fw={700} ff="monospace" style={{ wordBreak: 'break-all' }}>
              {endpoint.url}
            </Text>
            {endpoint.description && <Text c="dimmed">{endpoint.description}</Text>}
            <Group gap={6}>
              {endpoint.eventTypes.map((type) => (
                <Badge key={type} variant="outline" tt="none">
                  {type}
                </Badge>
              ))}
            </Group>
          </Stack>
          <StatusBadge endpoint={endpoint} />
        </Group>
        <Group justify="space-between">
          <Switch
            label="Enabled"
            aria-label={`Enabled: ${endpoint.url}`}
            checked={endpoint.enabled}
            disabled={busy}
            onChange={(event) => props.onEnabled(event.currentTarget.checked)}
          />
          <Group gap="xs">
            <Button
              variant="default"
              onClick={() => setShowDeliveries((shown) => !shown)}
              aria-expanded={showDeliveries}
            >
              {showDeliveries ? 'Hide deliveries' : 'Deliveries'}
            </Button>
            <Button variant="default" onClick={() => setConfirm('rotate')}>
              Rotate secret
            </Button>
            <Button color="red" variant="light" onClick={() => setConfirm('delete')}>
              Delete
            </Button>
          </Group>
        </Group>
        {showDeliveries && (
          <DeliveriesTable
            communityId={communityId}
            endpointId={endpoint.id}
            resending={props.resending}
            onResend={(delivery) => props.onResend(delivery.id)}
          />
        )}
      </Stack>
      <ConfirmDialog
        opened={confirm === 'rotate'}
        title="Rotate signing secret?"
        confirmLabel="Rotate secret"
        pending={busy}
        onCancel={close}
        onConfirm={() => props.onRotate(close)}
      >
        A new secret signs every delivery from now on; the old one stops at once. Update your receiver with the new
        secret.
      </ConfirmDialog>
      <ConfirmDialog
        opened={confirm === 'delete'}
        title="Delete endpoint?"
        confirmLabel="Delete"
        danger
        pending={busy}
        onCancel={close}
        onConfirm={() => props.onDelete(close)}
      >
        Nothing more is sent to {endpoint.url}. Its delivery log goes with it.
      </ConfirmDialog>
    </Card>
  );
}
