// The composer's pages: "Submit a Post" and "Edit Post" (member-forum §2.3 page titles). Editing a post that will
// not load shows the spec's "Something went wrong, please try again." with Back to Home.
import * as draftMessages from '@hearth/shared/draft-messages';
import * as messages from '@hearth/shared/messages';
import { Button, Container, Skeleton, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client.ts';
import { useLayout } from '@/features/forum/api/get-layout.ts';
import { usePost } from '../api/get-post.ts';
import { StatusPage } from '@/components/status-page/status-page.tsx';
import { Composer } from '../components/composer/composer.tsx';
import { newDraftId } from '../components/composer/draft-values.ts';
import { useDraft } from '../api/get-draft.ts';
import type { PostType } from '../components/composer/composer-values.ts';

const loading = (
  <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the composer">
    <Skeleton height={36} width="50%" />
    <Skeleton height={56} />
    <Skeleton height={250} />
  </Stack>
);

interface NewPostPageProps {
  type: PostType;
  /** The draft in the address (/new-post?draft=<id>), restored from the server; null for a new post. */
  draftId: string | null;
  subforumSlug: string | null;
  onTypeChange: (type: PostType) => void;
  onCreated: (post: { slug: string; approved: boolean | null }) => void;
  onCancel: () => void;
}

/** The draft the page writes to: the one in its address, or a new one (in the address from its first save on). */
const draftOpened = (draftId: string | null) => ({
  id: draftId ?? newDraftId(),
  restore: draftId !== null,
  inAddress: draftId !== null,
});

export function NewPostPage({ draftId, ...props }: NewPostPageProps) {
  useDocumentTitle('Submit a Post');
  const navigate = useNavigate();
  // The new draft's first save puts its id in the address, to come back to it on any device.
  const onDraftSaved = (draft: string) =>
    void navigate({ to: '/new-post', search: (prev: Record<string, unknown>) => ({ ...prev, draft }), replace: true });
  const onDraftDiscarded = () => void navigate({ to: '/drafts' });
  const layout = useLayout();
  const [opened, setOpened] = useState(() => draftOpened(draftId));
  // Another draft opened, or a new post asked for, while this page stays: start over with it.
  if (draftId !== null && draftId !== opened.id) setOpened(draftOpened(draftId));
  else if (draftId === null && opened.inAddress) setOpened(draftOpened(null));
  else if (draftId === opened.id && !opened.inAddress) setOpened({ ...opened, inAddress: true });
  const restoring = useDraft(opened.restore ? opened.id : null);
  const newPost = (
    <Button component={Link} to="/new-post" mt="sm">
      Start a new post
    </Button>
  );
  let body;
  if (layout.isError) body = <StatusPage title={messages.generic} />;
  else if (opened.restore && restoring.isError) {
    const missing = restoring.error instanceof ApiError && restoring.error.status === 404;
    body = <StatusPage title={missing ? draftMessages.draftMissing : messages.generic} action={newPost} />;
  } else if (!layout.data || (opened.restore && !restoring.data)) body = loading;
  else {
    body = (
      <Composer
        key={opened.id}
        mode="create"
        layout={layout.data}
        {...props}
        draft={{
          id: opened.id,
          restored: restoring.data ?? null,
          onFirstSave: onDraftSaved,
          onDiscarded: onDraftDiscarded,
        }}
      />
    );
  }
  return (
    <Container component="main" size="md" py="xl">
      {body}
    </Container>
  );
}

interface EditPostPageProps {
  slug: string;
  onSaved: (post: { slug: string }) => void;
  onCancel: () => void;
}

export function EditPostPage({ slug, onSaved, onCancel }: EditPostPageProps) {
  useDocumentTitle('Edit Post');
  const layout = useLayout();
  const post = usePost(slug);
  const backHome = (
    <Button component={Link} to="/" mt="sm">
      Back to Home
    </Button>
  );
  let body;
  if (post.isError || layout.isError) body = <StatusPage title={messages.generic} action={backHome} />;
  else if (!post.data || !layout.data) body = loading;
  else if (!post.data.menu.includes('edit')) {
    // Staff (who may pin) without edit: the author ranks at or above them, as the server would refuse.
    const refusal = post.data.menu.includes('pin') ? messages.moderationTargetProtected : messages.notAuthor;
    body = <StatusPage title={refusal} action={backHome} />;
  } else body = <Composer mode="edit" layout={layout.data} post={post.data} onSaved={onSaved} onCancel={onCancel} />;
  return (
    <Container component="main" size="md" py="xl">
      {body}
    </Container>
  );
}
