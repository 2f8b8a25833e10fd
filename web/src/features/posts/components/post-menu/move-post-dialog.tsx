// Staff move a post (member-forum §2.11 move, §5): a subforum (or the community's home) and one of its categories,
// both required with the spec's messages; the categories follow the chosen subforum. Nothing is chosen when the
// dialog opens, so Move without a choice names what is missing instead of "moving" the post where it already is.
import { COMMUNITY_WIDE_SUBFORUM_ID } from '@hearth/shared/constants/permissions';
import * as messages from '@hearth/shared/messages';
import { movePostBodySchema } from '@hearth/shared/schemas/forum';
import { Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { useLayout } from '@/features/forum/api/get-layout.ts';
import { useCategories } from '@/features/forum/api/list-categories.ts';
import { useMovePost } from '@/features/posts/api/move-post.ts';
import { DialogActions } from '@/components/dialog-actions/dialog-actions.tsx';

const HOME = String(COMMUNITY_WIDE_SUBFORUM_ID);

interface MovePostDialogProps {
  postId: string;
  title: string;
  onClose(): void;
}

export function MovePostDialog({ postId, title, onClose }: MovePostDialogProps) {
  const toast = useToast();
  const layout = useLayout();
  const move = useMovePost(postId);
  const [subforumId, setSubforumId] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [errors, setErrors] = useState<{ subforumId?: string; categoryId?: string; form?: string }>({});
  const subforums = layout.data?.subforums ?? [];
  const slug = subforumId === HOME ? null : (subforums.find((s) => s.id === subforumId)?.slug ?? null);
  const categories = useCategories(slug, subforumId !== '');

  const send = () => {
    const parsed = movePostBodySchema.safeParse({ subforumId, categoryId });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as 'subforumId' | 'categoryId'] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    move.mutate(parsed.data, {
      onSuccess: () => {
        toast('Post moved.');
        onClose();
      },
      onError: (error) => setErrors({ form: isApiError(error) ? error.message : messages.generic }),
    });
  };

  return (
    <Modal opened onClose={onClose} title="Move post" centered>
      <Stack gap="md">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          Move “{title}” to another subforum or category.
        </Text>
        <NativeSelect
          label="Subforum"
          value={subforumId}
          onChange={(event) => {
            setSubforumId(event.currentTarget.value);
            setCategoryId('');
            setErrors(({ subforumId: _, ...rest }) => rest);
          }}
          data={[
            { value: '', label: 'Choose a subforum', disabled: true },
            { value: HOME, label: 'Home (the whole community)' },
            ...subforums.map((s) => ({ value: s.id, label: s.title })),
          ]}
          error={errors.subforumId}
          required
        />
        <NativeSelect
          label="Category"
          value={categoryId}
          onChange={(event) => {
            setCategoryId(event.currentTarget.value);
            setErrors(({ categoryId: _, ...rest }) => rest);
          }}
          data={[
            { value: '', label: categoryPrompt(subforumId === '', categories.isPending), disabled: true },
            ...(categories.data ?? []).map((c) => ({ value: c.id, label: c.title })),
          ]}
          error={errors.categoryId ?? (categories.isError ? categories.error.message : undefined)}
          required
        />
        <DialogActions
          onCancel={onClose}
          confirmLabel="Move"
          onConfirm={send}
          pending={move.isPending}
          error={errors.form}
        />
      </Stack>
    </Modal>
  );
}

function categoryPrompt(noSubforum: boolean, loading: boolean) {
  if (noSubforum) return 'Choose a subforum first';
  return loading ? 'Loading…' : 'Choose a category';
}
