// The Word Filter page (member-forum §2.10, §4, §5): the table of words and their variations (30 a page, search),
// Add Batch (one word per line, variations after the first comma) whose words wait in the table until Save, Save
// enabled only after a change, remove a word, and the default-filter switch. Moderators read it; admins change it.
// One component for the community site (/dashboard/word-filter) and the owner app (/community-dashboard/word-filter).
import { ListState } from '@/components/list-state/list-state.tsx';
import * as messages from '@hearth/shared/messages';
import {
  WORD_FILTER_BATCH_MAX,
  WORD_FILTER_TERM_MAX,
  type WordEntry,
  batchLineCount,
  parseWordBatch,
} from '@hearth/shared/rules/word-filter';
import {
  Badge,
  Button,
  Group,
  Modal,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { useRemoveWord, useSaveWords, useSetDefaultFilter, useWordFilter } from '../api/word-filter.ts';
import { DialogActions } from '@/components/dialog-actions/dialog-actions.tsx';

const SEARCH_DEBOUNCE_MS = 300;

/** Why a batch cannot be added, or null: too many lines, nothing in it, or a word or variation too long. */
export function batchProblem(text: string): string | null {
  if (batchLineCount(text) > WORD_FILTER_BATCH_MAX) return messages.wordFilterBatchTooLong(WORD_FILTER_BATCH_MAX);
  const entries = parseWordBatch(text);
  if (entries.length === 0) return messages.wordFilterEmptyBatch;
  const long = entries.flatMap((e) => [e.word, ...e.variations]).filter((t) => t.length > WORD_FILTER_TERM_MAX);
  if (long.length > 0)
    return `${messages.wordFilterTermTooLong(WORD_FILTER_TERM_MAX)} (${long.slice(0, 3).join(', ')})`;
  return null;
}

export function WordFilterManager({ communityId }: { communityId: string }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useWordFilter(communityId, debounced);
  const save = useSaveWords(communityId);
  const remove = useRemoveWord(communityId);
  const toggle = useSetDefaultFilter(communityId);
  const toast = useToast();
  /** Words added by Add Batch and not saved yet, by word. */
  const [pending, setPending] = useState<Map<string, string[]>>(new Map());
  const [batchOpen, setBatchOpen] = useState(false);

  const first = list.data?.pages[0];
  const canEdit = first?.canEdit ?? false;
  const saved = list.data?.pages.flatMap((page) => page.items) ?? [];
  const pendingRows = [...pending].map(([word, variations]) => ({ word, variations }));
  const rows = [
    ...pendingRows.map((row) => ({ ...row, pending: true })),
    ...saved.filter((row) => !pending.has(row.word)).map((row) => ({ ...row, pending: false })),
  ];

  const addBatch = (entries: WordEntry[]) => {
    setPending((current) => {
      const next = new Map(current);
      for (const { word, variations } of entries) {
        const known = next.get(word) ?? saved.find((row) => row.word === word)?.variations ?? [];
        next.set(word, [...new Set([...known, ...variations])]);
      }
      return next;
    });
    setBatchOpen(false);
  };

  const onSave = () =>
    save.mutate(pendingRows, {
      onSuccess: () => {
        setPending(new Map());
        toast(messages.wordFilterSaved);
      },
      onError: (error) => toast(error.message || messages.generic, { tone: 'error' }),
    });

  const onRemove = (word: string, isPending: boolean) => {
    if (isPending) {
      setPending((current) => {
        const next = new Map(current);
        next.delete(word);
        return next;
      });
      return;
    }
    remove.mutate(word, {
      onSuccess: () => toast(messages.wordFilterWordRemoved(word)),
      onError: (error) => toast(error.message || messages.generic, { tone: 'error' }),
    });
  };

  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, xs: 30 }}>
        Word Filter
      </Title>
      <Text c="dimmed" size="sm">
        Filtered words and their variations are masked (****) in new and edited post titles, posts, poll options and
        comments. Links are never changed.
      </Text>
      <ListState query={list} loadingLabel="Loading the word filter" errorTitle={messages.wordFilterLoadFailed}>
        <>
          <Switch
            label="Use the default filter (common profanity)"
            checked={first?.useDefaultFilter ?? false}
            disabled={!canEdit || toggle.isPending}
            onChange={(event) =>
              toggle.mutate(event.currentTarget.checked, {
                onSuccess: () => toast(messages.settingsSaved),
                onError: (error) => toast(error.message || messages.generic, { tone: 'error' }),
              })
            }
          />
          <Group justify="space-between" align="end" wrap="wrap" gap="sm">
            <TextInput
              label="Search words"
              placeholder="Search"
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              w={{ base: '100%', xs: 280 }}
            />
            {canEdit && (
              <Group gap="sm">
                <Button variant="default" onClick={() => setBatchOpen(true)}>
                  Add Batch
                </Button>
                <Button onClick={onSave} disabled={pending.size === 0} loading={save.isPending}>
                  Save
                </Button>
              </Group>
            )}
          </Group>
          {pending.size > 0 && (
            <Text size="sm" role="status">
              {pending.size === 1 ? '1 word is not saved yet.' : `${pending.size} words are not saved yet.`}
            </Text>
          )}
          {rows.length === 0 ? (
            <Text c="dimmed">{messages.wordFilterEmpty}</Text>
          ) : (
            <Table.ScrollContainer minWidth={320}>
              <Table striped verticalSpacing="xs" aria-label="Filtered words">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Word</Table.Th>
                    <Table.Th scope="col">Variations</Table.Th>
                    {canEdit && (
                      <Table.Th scope="col">
                        <VisuallyHidden>Actions</VisuallyHidden>
                      </Table.Th>
                    )}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.word}>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Text size="sm" fw={600}>
                            {row.word}
                          </Text>
                          {row.pending && (
                            <Badge size="xs" variant="light">
                              Not saved
                            </Badge>
                          )}
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{row.variations.join(', ') || '—'}</Text>
                      </Table.Td>
                      {canEdit && (
                        <Table.Td>
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            color="red"
                            aria-label={`Remove ${row.word}`}
                            onClick={() => onRemove(row.word, row.pending)}
                            disabled={remove.isPending}
                          >
                            Remove
                          </Button>
                        </Table.Td>
                      )}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {list.hasNextPage && (
            <Button variant="default" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
              Show more words
            </Button>
          )}
        </>
      </ListState>
      <AddBatchDialog opened={batchOpen} onClose={() => setBatchOpen(false)} onAdd={addBatch} />
    </Stack>
  );
}

function AddBatchDialog({
  opened,
  onClose,
  onAdd,
}: {
  opened: boolean;
  onClose: () => void;
  onAdd: (entries: WordEntry[]) => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setText('');
    setError(null);
    onClose();
  };
  const submit = () => {
    const problem = batchProblem(text);
    if (problem) {
      setError(problem);
      return;
    }
    onAdd(parseWordBatch(text));
    setText('');
    setError(null);
  };
  return (
    <Modal opened={opened} onClose={close} title="Add Batch" closeButtonProps={{ 'aria-label': 'Close' }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Textarea
            label="Words"
            description="One word per line; its variations after the first comma, e.g. darn, d4rn, darnit"
            rows={8}
            resize="vertical"
            value={text}
            error={error}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setError(null);
            }}
            data-autofocus
          />
          <DialogActions onCancel={close} confirmLabel="Add" gap="md" />
        </Stack>
      </form>
    </Modal>
  );
}
