// The Invitations page (member-forum §2.10, §4): Invited Members with the status tabs all / pending / opened /
// accepted / member (the tab lives in the query string, so a link or Back keeps it), a search by address (350 ms after
// typing), infinite scroll with a 40 px margin, "No invitations found.", and the Invite Members dialog. One component
// for the community site's /dashboard/invitations and the owner app's /community-dashboard/invitations.
import { ListState } from '@/components/list-state/list-state.tsx';
import * as messages from '@hearth/shared/messages';
import { INVITATION_TABS, type Invitation, type InvitationTab } from '@hearth/shared/schemas/invitations';
import { Badge, Button, Card, Group, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { InfiniteScrollEnd } from '@/components/infinite-scroll-end/infinite-scroll-end.tsx';
import { useInvitations } from '../api/invitations.ts';
import { InviteDialog } from './invite-dialog.tsx';
import { PlainList } from '@/components/plain-list/plain-list.tsx';

const TAB_LABELS: Record<InvitationTab, string> = {
  all: 'All',
  pending: 'Pending',
  opened: 'Opened',
  accepted: 'Accepted',
  member: 'Member',
};
const STATUS_COLORS: Record<Invitation['status'], string> = {
  pending: 'gray',
  opened: 'blue',
  accepted: 'green',
  member: 'grape',
};
export const INVITATION_SEARCH_DEBOUNCE_MS = 350;
/**
 * Invite Members answers before the invitations are stored (they are stored as they are mailed, in the background):
 * the list is asked again until every invited address shows, for at most this long (an address the tab or search
 * hides, or one skipped as invited before, never shows).
 */
const ARRIVAL_WAIT_MS = 20_000;

interface Props {
  communityId: string;
  status: InvitationTab;
  onStatusChange: (status: InvitationTab) => void;
}

export function InvitationsManager({ communityId, status, onStatusChange }: Props) {
  const [inviting, setInviting] = useState(false);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), INVITATION_SEARCH_DEBOUNCE_MS);
  const [arriving, setArriving] = useState<string[]>([]);
  const list = useInvitations(communityId, status, debounced, arriving);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  useEffect(() => {
    if (arriving.length === 0) return;
    const stop = setTimeout(() => setArriving([]), ARRIVAL_WAIT_MS);
    return () => clearTimeout(stop);
  }, [arriving]);

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} fz={{ base: 24, xs: 30 }}>
          Invitations
        </Title>
        <Button onClick={() => setInviting(true)}>Invite Members</Button>
      </Group>
      <Tabs value={status} onChange={(value) => value && onStatusChange(value as InvitationTab)}>
        <Tabs.List aria-label="Invitation status" style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {INVITATION_TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {TAB_LABELS[tab]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <TextInput
        label="Search invited members"
        placeholder="Part of an e-mail address"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={420}
      />
      <ListState
        query={list}
        loadingLabel="Loading invitations"
        empty={{ when: items.length === 0, text: messages.noInvitations }}
      >
        <PlainList gap="sm" aria-label="Invited members">
          {items.map((item) => (
            <li key={item.id}>
              <InvitationCard item={item} />
            </li>
          ))}
        </PlainList>
      </ListState>
      <InfiniteScrollEnd query={list} label="Loading more invitations" rootMargin="40px" />
      {inviting && (
        <InviteDialog communityId={communityId} onClose={() => setInviting(false)} onInvited={setArriving} />
      )}
    </Stack>
  );
}

const dateOf = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

function InvitationCard({ item }: { item: Invitation }) {
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {item.email}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={1}>
            {item.subject}
          </Text>
          <Text size="xs" c="dimmed">
            Invited by {item.authorData.name} · {dateOf(item.createdAt)}
            {item.userData ? ` · ${item.userData.name}` : ''}
          </Text>
        </Stack>
        <Badge variant="light" color={STATUS_COLORS[item.status]}>
          {TAB_LABELS[item.status]}
        </Badge>
      </Group>
    </Card>
  );
}
