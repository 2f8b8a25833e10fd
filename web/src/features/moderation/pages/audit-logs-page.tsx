// The Audit Logs page (member-forum §2.10, §4; /dashboard/audit-logs): Actions Taken, 10 a page with infinite
// scroll, each in the spec's words with its reason, and Undo where the map has one (disabled otherwise).
import * as messages from '@hearth/shared/messages';
import { auditText, canUndo } from '@hearth/shared/rules/audit-text';
import type { AuditEntry } from '@hearth/shared/schemas/audit';
import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { useInfiniteScroll } from '@/hooks/use-infinite-scroll.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useAuditLogs, useUndo } from '../api/moderation.ts';
import { PageFrame } from './page-frame.tsx';
import { PlainList } from '@/components/plain-list/plain-list.tsx';

/**
 * On a community host the page is the document's main landmark; in the owner app's Community Manager (`embedded`) it
 * sits in the dashboard's own main.
 */
export function AuditLogsPage({ communityName, embedded = false }: { communityName: string; embedded?: boolean }) {
  useDocumentTitle(`Audit Logs · ${communityName}`);
  const logs = useAuditLogs();
  const sentinel = useInfiniteScroll({
    hasNextPage: logs.hasNextPage,
    isFetching: logs.isFetching,
    fetchNextPage: logs.fetchNextPage,
  });
  const items = logs.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <PageFrame embedded={embedded}>
      <Stack gap="md">
        <Title order={1} size="h2">
          Actions Taken
        </Title>
        {logs.isPending ? (
          <Loader role="status" aria-label="Loading audit logs" />
        ) : logs.isError ? (
          <Alert color="red" role="alert">
            {isApiError(logs.error) ? logs.error.message : messages.generic}
          </Alert>
        ) : items.length === 0 ? (
          <Text c="dimmed">{messages.noLogs}</Text>
        ) : (
          <PlainList gap="sm">
            {items.map((entry) => (
              <EntryRow key={entry.id} entry={entry} />
            ))}
          </PlainList>
        )}
        <div ref={sentinel} aria-hidden="true" />
        {logs.isFetchingNextPage && <Loader size="sm" role="status" aria-label="Loading more entries" />}
      </Stack>
    </PageFrame>
  );
}

function EntryRow({ entry }: { entry: AuditEntry }) {
  const toast = useToast();
  const undo = useUndo();
  const text = auditText(entry);
  const onUndo = () =>
    undo.mutate(entry.id, {
      onError: (error) => toast(isApiError(error) ? error.message : messages.generic, { tone: 'error' }),
    });
  return (
    <Card component="li" withBorder padding="sm">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {text}
          </Text>
          {entry.reason && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              Reason: {entry.reason}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {new Date(entry.createdAt).toLocaleString()}
            {entry.until ? ` · until ${new Date(entry.until).toLocaleString()}` : ''}
            {entry.isDirectAction ? '' : ' · on a report'}
            {entry.undoneBy ? ' · undone' : ''}
          </Text>
        </Stack>
        <Button
          variant="default"
          size="xs"
          disabled={!canUndo(entry)}
          loading={undo.isPending}
          onClick={onUndo}
          aria-label={`Undo: ${text}`}
        >
          Undo
        </Button>
      </Group>
    </Card>
  );
}
