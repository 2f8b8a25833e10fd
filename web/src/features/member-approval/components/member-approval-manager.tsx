// The Member Approval page (member-forum §2.10, §4, §5): side tabs Requests and White List. Requests: Pending /
// Approved / Denied, each member with their onboarding answers, multi-select and bulk Approve / Deny (pending only),
// "No Member Requests found.". White List: e-mails or domains one per line, blanks removed; the server's "Emails and
// domains must be 1-30 chars long" with the offending entries highlighted. One component for both trees.
import { ListState } from '@/components/list-state/list-state.tsx';
import * as messages from '@hearth/shared/messages';
import {
  MEMBER_DECISIONS_MAX,
  MEMBER_REQUEST_STATUSES,
  type MemberRequest,
  type MemberRequestStatus,
  WHITELIST_ENTRY_MAX,
  whitelistEntries,
} from '@hearth/shared/schemas/member-approval';
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  List,
  Loader,
  SegmentedControl,
  Stack,
  Tabs,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { isApiError } from '@/lib/api-client.ts';
import {
  useDecideMemberRequests,
  useMemberRequests,
  useMemberWhitelist,
  useSaveMemberWhitelist,
} from '../api/member-approval.ts';

const STATUS_LABELS: Record<MemberRequestStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  denied: 'Denied',
};

export function MemberApprovalManager({ communityId }: { communityId: string }) {
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, xs: 30 }}>
        Member Approval
      </Title>
      <Tabs defaultValue="requests" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="requests">Requests</Tabs.Tab>
          <Tabs.Tab value="whitelist">White List</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="requests" pt="md">
          <Requests communityId={communityId} />
        </Tabs.Panel>
        <Tabs.Panel value="whitelist" pt="md">
          <WhiteList communityId={communityId} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function Requests({ communityId }: { communityId: string }) {
  const [status, setStatus] = useState<MemberRequestStatus>('pending');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const list = useMemberRequests(communityId, status);
  const decide = useDecideMemberRequests(communityId);
  const toast = useToast();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  const changeStatus = (next: string) => {
    setStatus(next as MemberRequestStatus);
    setSelected(new Set());
  };
  const toggle = (memberId: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(memberId);
      else next.delete(memberId);
      return next;
    });
  const act = (decision: 'approve' | 'deny') =>
    decide.mutate(
      { memberIds: [...selected].slice(0, MEMBER_DECISIONS_MAX), decision },
      {
        onSuccess: ({ results }) => {
          const done = results.filter((r) => r.ok).length;
          const failed = results.filter((r) => !r.ok);
          if (done > 0)
            toast(decision === 'approve' ? messages.memberRequestsApproved(done) : messages.memberRequestsDenied(done));
          if (failed.length > 0) toast(failed[0]!.message ?? messages.generic, { tone: 'error' });
          setSelected(new Set());
        },
        onError: (error) => toast(error.message || messages.generic, { tone: 'error' }),
      },
    );

  const allSelected = items.length > 0 && items.every((item) => selected.has(item.memberId));
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Request status"
        value={status}
        onChange={changeStatus}
        data={MEMBER_REQUEST_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
        w={{ base: '100%', xs: 'auto' }}
        style={{ alignSelf: 'flex-start' }}
      />
      {status === 'pending' && items.length > 0 && (
        <Group gap="sm" wrap="wrap">
          <Checkbox
            label="Select all"
            checked={allSelected}
            indeterminate={selected.size > 0 && !allSelected}
            onChange={(event) =>
              setSelected(event.currentTarget.checked ? new Set(items.map((i) => i.memberId)) : new Set())
            }
          />
          <Button onClick={() => act('approve')} disabled={selected.size === 0} loading={decide.isPending}>
            Approve
          </Button>
          <Button
            color="red"
            variant="light"
            onClick={() => act('deny')}
            disabled={selected.size === 0}
            loading={decide.isPending}
          >
            Deny
          </Button>
        </Group>
      )}
      <ListState
        query={list}
        loadingLabel="Loading member requests"
        empty={{ when: items.length === 0, text: messages.noMemberRequests }}
      >
        <Stack gap="sm" component="ul" aria-label="Member requests" style={{ listStyle: 'none', padding: 0 }}>
          {items.map((item) => (
            <li key={item.memberId}>
              <RequestCard
                item={item}
                selectable={status === 'pending'}
                selected={selected.has(item.memberId)}
                onSelect={(on) => toggle(item.memberId, on)}
              />
            </li>
          ))}
        </Stack>
      </ListState>
      {list.hasNextPage && (
        <Button variant="default" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
          Show more requests
        </Button>
      )}
    </Stack>
  );
}

const dateOf = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

function RequestCard({
  item,
  selectable,
  selected,
  onSelect,
}: {
  item: MemberRequest;
  selectable: boolean;
  selected: boolean;
  onSelect: (on: boolean) => void;
}) {
  const name = `${item.firstName} ${item.lastName}`;
  return (
    <Card withBorder padding="md">
      <Group align="flex-start" wrap="nowrap" gap="md">
        {selectable && (
          <Checkbox
            aria-label={`Select ${name}`}
            checked={selected}
            onChange={(e) => onSelect(e.currentTarget.checked)}
          />
        )}
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{name}</Text>
            <Badge size="sm" variant="light" color={item.status === 'denied' ? 'red' : undefined}>
              {STATUS_LABELS[item.status]}
            </Badge>
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {item.email}
          </Text>
          <Text size="xs" c="dimmed">
            Requested {dateOf(item.requestedAt)}
            {item.decidedAt ? ` · decided ${dateOf(item.decidedAt)}` : ''}
          </Text>
          {item.answers.length > 0 ? (
            <List size="sm" spacing={4} mt={4} aria-label={`Onboarding answers of ${name}`}>
              {item.answers.map((a) => (
                <List.Item key={a.question}>
                  <Text span size="sm" fw={600}>
                    {a.question}
                  </Text>{' '}
                  <Text span size="sm">
                    {a.answer || '—'}
                  </Text>
                </List.Item>
              ))}
            </List>
          ) : (
            <Text size="xs" c="dimmed">
              No onboarding answers.
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

function WhiteList({ communityId }: { communityId: string }) {
  const current = useMemberWhitelist(communityId);
  if (current.isPending) return <Loader role="status" aria-label="Loading the white list" />;
  if (current.isError)
    return (
      <Alert color="red" role="alert" title={messages.generic}>
        {current.error.message}
      </Alert>
    );
  return <WhiteListForm communityId={communityId} initial={current.data.memberWhitelist} />;
}

function WhiteListForm({ communityId, initial }: { communityId: string; initial: string[] }) {
  const save = useSaveMemberWhitelist(communityId);
  const toast = useToast();
  const [text, setText] = useState(initial.join('\n'));
  const [offending, setOffending] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const entries = whitelistEntries(text.split('\n'));
    setText(entries.join('\n'));
    save.mutate(entries, {
      onSuccess: () => {
        setError(null);
        setOffending([]);
        toast(messages.whitelistSaved);
      },
      onError: (failure) => {
        if (isApiError(failure, 'VALIDATION_FAILED')) {
          const fields = failure.fields ?? {};
          const bad = Object.entries(fields)
            .filter(([key]) => key.startsWith('memberWhitelist.'))
            .map(([key]) => entries[Number(key.split('.')[1])]!)
            .filter(Boolean);
          const tooLong = entries.filter((e) => e.length > WHITELIST_ENTRY_MAX);
          setOffending(bad.length > 0 ? bad : tooLong);
          setError(tooLong.length > 0 ? messages.whitelistEntryLength : (Object.values(fields)[0] ?? failure.message));
          return;
        }
        setError(failure.message || messages.generic);
      },
    });
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md" maw={560}>
        <Textarea
          label="Emails and domains"
          description="E-mail addresses or domains, one per line: their sign-ups skip approval."
          rows={8}
          resize="vertical"
          value={text}
          error={error}
          // The entries keep the text colour under an error (Mantine's red fails contrast); the border says it.
          styles={{ input: { color: 'var(--mantine-color-text)' } }}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
          }}
        />
        {offending.length > 0 && (
          <Group gap="xs" aria-label="Entries to fix" role="group">
            {offending.map((entry) => (
              <Badge key={entry} color="red" variant="filled" style={{ textTransform: 'none' }}>
                {entry}
              </Badge>
            ))}
          </Group>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
