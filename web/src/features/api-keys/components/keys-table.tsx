// The community's API keys: name, prefix, scope, created, last used and the enable switch, with Delete behind a
// confirmation (owner-dashboard §3 Users API, §8 "API Key deleted successfully!").
import * as apiKeyMessages from '@hearth/shared/api-key-messages';
import * as messages from '@hearth/shared/messages';
import type { ApiKey } from '@hearth/shared/schemas/api-keys';
import { Button, Code, Switch, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog.tsx';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { isApiError } from '@/lib/api-client.ts';
import type { useApiKeyActions } from '../api/api-keys.ts';

const date = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const errorText = (error: unknown) => (isApiError(error) ? error.message : messages.generic);

interface KeysTableProps {
  keys: ApiKey[];
  actions: ReturnType<typeof useApiKeyActions>;
}

export function KeysTable({ keys, actions }: KeysTableProps) {
  const toast = useToast();
  const [deleting, setDeleting] = useState<ApiKey | null>(null);
  const toggle = (key: ApiKey, enabled: boolean) =>
    actions.setEnabled.mutate(
      { keyId: key.id, enabled },
      { onError: (error) => toast(errorText(error), { tone: 'error' }) },
    );
  const confirmDelete = () => {
    if (!deleting) return;
    actions.remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        toast(apiKeyMessages.apiKeyDeleted);
      },
    });
  };

  return (
    <>
      <Table striped highlightOnHover aria-label="API keys">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Key</Table.Th>
            <Table.Th>Access</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Last used</Table.Th>
            <Table.Th>Enabled</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {keys.map((key) => (
            <Table.Tr key={key.id}>
              <Table.Td>{key.name}</Table.Td>
              <Table.Td>
                <Code>{key.prefix}…</Code>
              </Table.Td>
              <Table.Td>{key.scope === 'read' ? 'Read only' : 'Read and write'}</Table.Td>
              <Table.Td>{date(key.createdAt)}</Table.Td>
              <Table.Td>{key.lastUsedAt ? date(key.lastUsedAt) : <Text c="dimmed">Never</Text>}</Table.Td>
              <Table.Td>
                <Switch
                  checked={key.enabled}
                  aria-label={`Enable ${key.name}`}
                  disabled={actions.setEnabled.isPending && actions.setEnabled.variables?.keyId === key.id}
                  onChange={(event) => toggle(key, event.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td>
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  aria-label={`Delete ${key.name}`}
                  onClick={() => setDeleting(key)}
                >
                  Delete
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete API key"
        confirmLabel="Delete"
        danger
        pending={actions.remove.isPending}
        error={actions.remove.isError ? errorText(actions.remove.error) : null}
        onCancel={() => {
          actions.remove.reset();
          setDeleting(null);
        }}
        onConfirm={confirmDelete}
      >
        {deleting
          ? `Delete “${deleting.name}”? Integrations using it stop working within a minute. This cannot be undone.`
          : ''}
      </ConfirmDialog>
    </>
  );
}
