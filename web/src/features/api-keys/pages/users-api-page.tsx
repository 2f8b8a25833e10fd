// /users-api (owner-dashboard §2 owner only, desktop only; §3 Users API; §8): the community's API keys — list, create
// (the full key shown once), enable or disable, delete — and where the public REST API's document is. An editor is
// sent to the overview (the route does so too); a plan without the Users API says which plan it needs.
import * as messages from '@hearth/shared/messages';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ListState } from '@/components/list-state/list-state.tsx';
import { DesktopOnly } from '@/features/communities/components/desktop-only/desktop-only.tsx';
import { useCurrentCommunity } from '@/features/communities/current-community.ts';
import { dashboardPaths } from '@/features/communities/paths.ts';
import { isApiError } from '@/lib/api-client.ts';
import { apiKeysQueryOptions, useApiKeyActions } from '../api/api-keys.ts';
import { CreateKeyDialog } from '../components/create-key-dialog.tsx';
import { KeysTable } from '../components/keys-table.tsx';
import { API_DOCUMENT_PATH } from '../reference/public-api-document.ts';

export function UsersApiPage() {
  useDocumentTitle('Users API · Hearth');
  const { community } = useCurrentCommunity();
  if (community && community.role !== 'owner') return <Navigate to={dashboardPaths.overview} replace />;
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, xs: 30 }}>
        Users API
      </Title>
      <DesktopOnly>
        {community && <ApiKeys key={community.communityId} communityId={community.communityId} />}
      </DesktopOnly>
    </Stack>
  );
}

function ApiKeys({ communityId }: { communityId: string }) {
  const query = useQuery(apiKeysQueryOptions(communityId));
  const actions = useApiKeyActions(communityId);
  const [creating, setCreating] = useState(false);
  const planRefusal = isApiError(query.error) && query.error.reason === 'USERS_API_PLAN' ? query.error : null;

  if (planRefusal) {
    return (
      <Alert color="blue" title="Upgrade to use the Users API">
        <Stack gap="xs">
          <Text size="sm">{planRefusal.message}</Text>
          <Anchor component={Link} to={dashboardPaths.subscription}>
            See plans
          </Anchor>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Text c="dimmed">
        API keys let your own tools read members, posts and comments and create posts in this community. Send a key as
        {' "Authorization: Bearer <key>"'} to <code>/api/public/v1/…</code> on your community’s address.{' '}
        <Anchor component={Link} to={dashboardPaths.usersApiReference}>
          The API reference
        </Anchor>{' '}
        (<Anchor href={API_DOCUMENT_PATH}>OpenAPI document</Anchor>, tag “Public API”)
      </Text>
      <Group justify="flex-end">
        <Button onClick={() => setCreating(true)} disabled={query.isPending || query.isError}>
          Create API key
        </Button>
      </Group>
      <ListState
        query={query}
        loadingLabel="Loading API keys"
        errorTitle={messages.generic}
        empty={{ when: (query.data?.items.length ?? 0) === 0, text: 'No API keys yet. Create one to get started.' }}
      >
        <KeysTable keys={query.data?.items ?? []} actions={actions} />
      </ListState>
      <CreateKeyDialog opened={creating} onClose={() => setCreating(false)} create={actions.create} />
    </Stack>
  );
}
