// The composer's pages: "Submit a Post" and "Edit Post" (member-forum §2.3 page titles). Editing a post that will
// not load shows the spec's "Something went wrong, please try again." with Back to Home.
import * as messages from '@hearth/shared/messages';
import { Button, Container, Skeleton, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useLayout } from '@/features/forum/api/get-layout.ts';
import { usePost } from '../api/get-post.ts';
import { StatusPage } from '@/components/status-page/status-page.tsx';
import { Composer } from '../components/composer/composer.tsx';
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
  subforumSlug: string | null;
  onTypeChange: (type: PostType) => void;
  onCreated: (post: { slug: string; approved: boolean | null }) => void;
  onCancel: () => void;
}

export function NewPostPage(props: NewPostPageProps) {
  useDocumentTitle('Submit a Post');
  const layout = useLayout();
  return (
    <Container component="main" size="md" py="xl">
      {layout.data ? (
        <Composer mode="create" layout={layout.data} {...props} />
      ) : layout.isError ? (
        <StatusPage title={messages.generic} />
      ) : (
        loading
      )}
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
