// /drafts: the member's post drafts, last saved first, 20 at a time as they scroll; each continues in the composer
// (/new-post?draft=<id>) or is discarded after a confirmation (with the images uploaded to it).
import * as draftMessages from '@hearth/shared/draft-messages';
import type { DraftSummary } from '@hearth/shared/schemas/drafts';
import { Alert, Button, Container, Group, Loader, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog.tsx';
import { TimeAgo } from '@/components/time-ago/time-ago.tsx';
import { useInfiniteScroll } from '@/hooks/use-infinite-scroll.ts';
import { useDeleteDraft } from '../api/delete-draft.ts';
import { useDrafts } from '../api/list-drafts.ts';

export function DraftsPage() {
  useDocumentTitle(draftMessages.draftsTitle);
  const list = useDrafts();
  const sentinel = useInfiniteScroll({
    hasNextPage: list.hasNextPage,
    isFetching: list.isFetching,
    fetchNextPage: list.fetchNextPage,
  });
  const drafts = list.data?.pages.flatMap((page) => page.items) ?? [];
  const [discarding, setDiscarding] = useState<DraftSummary | null>(null);
  const discard = useDeleteDraft();

  let body;
  if (list.isPending) {
    body = (
      <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading your drafts">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={72} radius="md" />
        ))}
      </Stack>
    );
  } else if (list.isError && drafts.length === 0) {
    body = (
      <Alert color="red" variant="light" role="alert" title={draftMessages.draftsLoadFailed}>
        <Button variant="default" size="xs" mt="xs" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (drafts.length === 0) {
    body = (
      <Stack gap="xs" align="center" py="xl">
        <Text fw={600}>{draftMessages.noDrafts}</Text>
        <Text size="sm" c="dimmed" ta="center">
          {draftMessages.noDraftsHint}
        </Text>
        <Button component={Link} to="/new-post" mt="sm">
          Write a post
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={draftMessages.draftsTitle}>
        {drafts.map((draft) => (
          <DraftRow key={draft.id} draft={draft} onDiscard={() => setDiscarding(draft)} />
        ))}
      </Stack>
    );
  }

  return (
    <Container component="main" size="md" py="xl">
      <Title order={1} fz={{ base: 26, xs: 32 }} mb="lg">
        {draftMessages.draftsTitle}
      </Title>
      {body}
      <div ref={sentinel} />
      {list.isFetchingNextPage && (
        <Group justify="center" py="md">
          <Loader size="sm" aria-label="Loading more drafts" />
        </Group>
      )}
      <ConfirmDialog
        opened={discarding !== null}
        title={draftMessages.draftDiscard}
        confirmLabel="Discard"
        danger
        pending={discard.isPending}
        error={discard.error?.message ?? null}
        onCancel={() => {
          discard.reset();
          setDiscarding(null);
        }}
        onConfirm={() => discarding && discard.mutate(discarding.id, { onSuccess: () => setDiscarding(null) })}
      >
        {draftMessages.draftDiscardConfirm}
      </ConfirmDialog>
    </Container>
  );
}

function DraftRow({ draft, onDiscard }: { draft: DraftSummary; onDiscard: () => void }) {
  const title = draft.title.trim() || draftMessages.untitledDraft;
  const continueSearch = { draft: draft.id, type: draft.type };
  return (
    <li>
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={2} miw={0} style={{ flex: '1 1 12rem' }}>
            <Text fw={600} truncate="end" c={draft.title.trim() ? undefined : 'dimmed'}>
              {title}
            </Text>
            <Text size="sm" c="dimmed" component="div">
              Saved <TimeAgo iso={draft.updatedAt} />
            </Text>
          </Stack>
          <Group gap="xs" wrap="nowrap">
            <Button
              renderRoot={(props) => <Link to="/new-post" search={continueSearch} {...props} />}
              size="sm"
              aria-label={`${draftMessages.draftContinue}: ${title}`}
            >
              {draftMessages.draftContinue}
            </Button>
            <Button variant="default" color="red" size="sm" onClick={onDiscard} aria-label={`Discard: ${title}`}>
              Discard
            </Button>
          </Group>
        </Group>
      </Paper>
    </li>
  );
}
