// Platform Settings → Post Categories (owner-dashboard §2, §4, §5, §8): per subforum (or community-wide), the
// categories ranked by drag and drop, each enabled or disabled, new ones added by title, and one deleted with the
// phrase "delete this category", its posts deleted or reassigned to another category. The posts follow in the
// background; the community never shows one under the deleted category. At least one category stays active.
import * as messages from '@hearth/shared/messages';
import { CATEGORY_DELETE_PHRASE, categoryTitleProblem, deletePhraseProblem } from '@hearth/shared/rules/structure';
import type { AdminCategory } from '@hearth/shared/schemas/structure';
import { Alert, Button, Group, Loader, Radio, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { TypeToConfirmDialog } from '@/components/confirm-dialog/type-to-confirm-dialog.tsx';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { placeApiError } from '@/lib/form-errors.ts';
import { useCurrentCommunity } from '@/features/communities/current-community.ts';
import {
  useCategories,
  useCreateCategory,
  useDeleteCategory,
  useSubforums,
  useUpdateCategory,
} from '../api/structure.ts';
import { SortableList } from './sortable-list.tsx';

const HOME = 'home';

export function CategoriesSection() {
  const { community } = useCurrentCommunity();
  return (
    <Stack gap="md">
      <Title order={2}>Post Categories</Title>
      {community ? (
        <Categories communityId={community.communityId} />
      ) : (
        <Loader size="sm" role="status" aria-label="Loading" />
      )}
    </Stack>
  );
}

function Categories({ communityId }: { communityId: string }) {
  const subforums = useSubforums(communityId);
  const [scope, setScope] = useState(HOME);
  const scopes = [
    { value: HOME, label: 'Community-wide (home)' },
    ...(subforums.data?.items ?? []).map((s) => ({ value: s.id, label: `${s.emoji ? `${s.emoji} ` : ''}${s.title}` })),
  ];
  return (
    <Stack gap="md">
      <Select
        label="Subforum"
        data={scopes}
        value={scope}
        onChange={(value) => setScope(value ?? HOME)}
        allowDeselect={false}
        maw={360}
        error={subforums.isError ? messages.subforumsLoadFailed : undefined}
      />
      <ScopeCategories key={scope} communityId={communityId} subforumId={scope} />
    </Stack>
  );
}

function ScopeCategories({ communityId, subforumId }: { communityId: string; subforumId: string }) {
  const list = useCategories(communityId, subforumId);
  const update = useUpdateCategory(communityId, subforumId);
  const toast = useToast();
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);

  const change = (category: AdminCategory, patch: Partial<Pick<AdminCategory, 'enabled' | 'rank'>>) =>
    update.mutate(
      { id: category.id, change: patch },
      {
        onSuccess: () => toast(messages.categoriesUpdated),
        onError: (error) => toast(placeApiError(error, []).message ?? messages.generic, { tone: 'error' }),
      },
    );

  if (list.isPending) return <Loader role="status" size="sm" aria-label="Loading categories" />;
  if (list.isError) {
    return (
      <Alert color="red" role="alert">
        {messages.categoriesLoadFailed}
        <Button variant="subtle" size="compact-sm" ml="sm" onClick={() => list.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const items = list.data.items;
  return (
    <Stack gap="sm">
      {items.length === 0 ? (
        <Text>No categories yet.</Text>
      ) : (
        <SortableList
          items={items}
          handleLabel={(c) => `Move ${c.title}`}
          onMove={(c, rank) => change(c, { rank })}
          renderItem={(c) => (
            <Group justify="space-between" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
              <Text fw={600} truncate="end">
                {c.title}
              </Text>
              <Group gap="sm" wrap="nowrap">
                <Switch
                  label="Enabled"
                  aria-label={`${c.title} enabled`}
                  checked={c.enabled}
                  onChange={(event) => change(c, { enabled: event.currentTarget.checked })}
                />
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  onClick={() => setDeleting(c)}
                  aria-label={`Delete ${c.title}`}
                >
                  Delete
                </Button>
              </Group>
            </Group>
          )}
        />
      )}
      <AddCategory communityId={communityId} subforumId={subforumId} />
      {deleting && (
        <DeleteCategoryDialog
          communityId={communityId}
          category={deleting}
          others={items.filter((c) => c.id !== deleting.id)}
          onClose={() => setDeleting(null)}
        />
      )}
    </Stack>
  );
}

function AddCategory({ communityId, subforumId }: { communityId: string; subforumId: string }) {
  const create = useCreateCategory(communityId);
  const toast = useToast();
  const form = useForm({ initialValues: { title: '' }, validate: { title: (v) => categoryTitleProblem(v) } });
  const submit = form.onSubmit(({ title }) =>
    create.mutate(
      { subforumId, title: title.trim() },
      {
        onSuccess: () => {
          toast(messages.categoriesUpdated);
          form.reset();
        },
        onError: (error) => {
          const placed = placeApiError(error, ['title']);
          form.setErrors({ title: placed.fields.title ?? placed.message });
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm">
        <TextInput
          label="New category"
          placeholder="Category title"
          required
          withAsterisk={false}
          maw={360}
          style={{ flex: 1 }}
          {...form.getInputProps('title')}
        />
        <Button type="submit" mt={25} loading={create.isPending}>
          Add Category
        </Button>
      </Group>
    </form>
  );
}

function DeleteCategoryDialog({
  communityId,
  category,
  others,
  onClose,
}: {
  communityId: string;
  category: AdminCategory;
  others: AdminCategory[];
  onClose: () => void;
}) {
  const remove = useDeleteCategory(communityId);
  const toast = useToast();
  const form = useForm<{ phrase: string; mode: 'delete' | 'reassign'; targetCategoryId: string | null }>({
    initialValues: { phrase: '', mode: 'reassign', targetCategoryId: null },
    validate: {
      phrase: (value) => deletePhraseProblem(value, CATEGORY_DELETE_PHRASE),
      targetCategoryId: (value, values) =>
        values.mode === 'reassign' && !value ? messages.reassignTargetRequired : null,
    },
  });
  return (
    <TypeToConfirmDialog
      title={`Delete ${category.title}?`}
      phrase={CATEGORY_DELETE_PHRASE}
      form={form}
      errorFields={['phrase', 'targetCategoryId']}
      confirmLabel="Delete Category"
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={({ phrase, mode, targetCategoryId }, onError) =>
        remove.mutate(
          { id: category.id, phrase, mode, ...(mode === 'reassign' && targetCategoryId ? { targetCategoryId } : {}) },
          {
            onSuccess: () => {
              toast(messages.categoryDeleted(category.title));
              onClose();
            },
            onError,
          },
        )
      }
    >
      <Radio.Group label="Its posts" {...form.getInputProps('mode')}>
        <Stack gap="xs" mt="xs">
          <Radio value="reassign" label="Reassign them to another category" />
          <Radio value="delete" label="Delete them" />
        </Stack>
      </Radio.Group>
      {form.values.mode === 'reassign' && (
        <Select
          label="Category to reassign existing posts to"
          placeholder="Choose a category"
          data={others.map((c) => ({ value: c.id, label: c.title }))}
          {...form.getInputProps('targetCategoryId')}
        />
      )}
    </TypeToConfirmDialog>
  );
}
