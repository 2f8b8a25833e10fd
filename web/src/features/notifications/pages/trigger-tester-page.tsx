// The notification trigger tester (member-forum §2.10, §7.4; /dashboard/notification-trigger): one row per trigger,
// with an id (post and comment triggers) and an amount where the trigger takes them, and Send, which sends the
// trigger's notification to the staff member themself ("Notification triggered successfully"). The API refuses
// anyone who is not staff; the refusal is shown in the row.
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import * as messages from '@hearth/shared/messages';
import {
  type NotificationTrigger,
  notificationTriggers,
  triggersWithAmount,
  triggersWithId,
} from '@hearth/shared/schemas/notification-triggers';
import { Button, Container, NumberInput, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { useTriggerNotification } from '../api/trigger-notification.ts';

function TriggerRow({ trigger, communityId }: { trigger: NotificationTrigger; communityId: string | undefined }) {
  const [id, setId] = useState('');
  const [amount, setAmount] = useState<string | number>('');
  const [error, setError] = useState<string | null>(null);
  const send = useTriggerNotification(communityId);
  const toast = useToast();
  const hasId = triggersWithId.includes(trigger);
  const hasAmount = triggersWithAmount.includes(trigger);
  const submit = () => {
    setError(null);
    send.mutate(
      {
        trigger,
        body: {
          ...(hasId && id.trim() ? { id: id.trim() } : {}),
          ...(hasAmount && amount !== '' ? { amount: Number(amount) } : {}),
        },
      },
      {
        onSuccess: () => toast(messages.notificationTriggered),
        onError: (e) => setError(isApiError(e) ? (Object.values(e.fields ?? {})[0] ?? e.message) : messages.generic),
      },
    );
  };
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500}>
        {trigger}
      </Table.Th>
      <Table.Td>
        {hasId && (
          <TextInput label="Id" size="xs" value={id} onChange={(e) => setId(e.currentTarget.value)} maw={180} />
        )}
      </Table.Td>
      <Table.Td>
        {hasAmount && <NumberInput label="Amount" size="xs" value={amount} onChange={setAmount} maw={120} />}
      </Table.Td>
      <Table.Td>
        <Stack gap={4} align="flex-start">
          <Button size="xs" onClick={submit} loading={send.isPending} aria-label={`Send ${trigger}`}>
            Send
          </Button>
          {error && (
            <Text c="red.8" size="xs" role="alert">
              {error}
            </Text>
          )}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}

/** Every trigger's row; `communityId` names the community in the owner app (the site's host names its own). */
export function TriggerTable({ communityId }: { communityId?: string }) {
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table verticalSpacing="sm" aria-label="Notification triggers">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Trigger</Table.Th>
            <Table.Th>Id</Table.Th>
            <Table.Th>Amount</Table.Th>
            <Table.Th>Send</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {notificationTriggers.map((t) => (
            <TriggerRow key={t} trigger={t} communityId={communityId} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function TriggerTesterPage({ communityName }: { communityName: string }) {
  useDocumentTitle(`Notification trigger · ${communityName}`);
  return (
    <main>
      <Container size="lg" py="lg">
        <Title order={1} size="h2" mb="md">
          Notification trigger
        </Title>
        <TriggerTable />
      </Container>
    </main>
  );
}
