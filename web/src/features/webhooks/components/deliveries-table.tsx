// An endpoint's recent deliveries, newest first: event, status, response code (a cut-off answer marked), attempts,
// the last attempt's time and the next one's, with Resend on each row.
import type { WebhookDelivery } from '@hearth/shared/schemas/webhooks';
import { Badge, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ListState } from '@/components/list-state/list-state.tsx';
import { deliveriesQueryOptions } from '../api/webhooks.ts';

const STATUS_COLOR: Record<WebhookDelivery['status'], string> = {
  succeeded: 'teal',
  pending: 'yellow',
  failed: 'red',
};
const STATUS_LABEL: Record<WebhookDelivery['status'], string> = {
  succeeded: 'Succeeded',
  pending: 'Retrying',
  failed: 'Failed',
};

const timeOf = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

interface DeliveriesTableProps {
  communityId: string;
  endpointId: string;
  resending: string | null;
  onResend: (delivery: WebhookDelivery) => void;
}

export function DeliveriesTable({ communityId, endpointId, resending, onResend }: DeliveriesTableProps) {
  const query = useQuery(deliveriesQueryOptions(communityId, endpointId));
  const deliveries = query.data?.deliveries ?? [];
  return (
    <ListState
      query={query}
      loadingLabel="Loading deliveries"
      empty={{ when: deliveries.length === 0, text: 'No deliveries yet.' }}
    >
      <Table striped aria-label="Deliveries">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Event</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Response</Table.Th>
            <Table.Th>Attempts</Table.Th>
            <Table.Th>Last attempt</Table.Th>
            <Table.Th>Next attempt</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deliveries.map((d) => (
            <Table.Tr key={d.id}>
              <Table.Td>{d.eventType}</Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLOR[d.status]} variant="light">
                  {STATUS_LABEL[d.status]}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{d.responseCode ?? '—'}</Text>
                {d.responseTruncated && (
                  <Text size="xs" c="dimmed">
                    answer cut off at 64 KB
                  </Text>
                )}
                {d.error && (
                  <Text size="xs" c="red">
                    {d.error}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{d.attempts}</Table.Td>
              <Table.Td>{timeOf(d.lastAttemptAt)}</Table.Td>
              <Table.Td>{timeOf(d.nextAttemptAt)}</Table.Td>
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant="default"
                  loading={resending === d.id}
                  onClick={() => onResend(d)}
                  aria-label={`Resend ${d.eventType} delivery of ${timeOf(d.createdAt)}`}
                >
                  Resend
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ListState>
  );
}
