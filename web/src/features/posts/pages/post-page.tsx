// /post/{slug} (member-forum §2.6): the post and its comments, or the one-thread view with ?comment={commentSlug}; a private
// post shows "This content is private.", a removed one "Content Not Found"; one not published yet has no comments.
import * as messages from '@hearth/shared/messages';
import { Skeleton, Stack, Text } from '@mantine/core';
import { Navigate } from '@tanstack/react-router';
import { useDocumentTitle } from '@mantine/hooks';
import { isApiError } from '@/lib/api-client.ts';
import { useSession } from '@/features/auth/api/get-session.ts';
import { useRequireAuth } from '@/features/auth/require-auth.tsx';
import { CommentSection } from '@/features/comments/components/comment-section/comment-section.tsx';
import { useLayout } from '@/features/forum/api/get-layout.ts';
import { usePost } from '../api/get-post.ts';
import { ApprovalNotice } from '../components/approval-notice/approval-notice.tsx';
import { PostView } from '../components/post-view/post-view.tsx';
import { ForumShell } from '@/features/forum/components/forum-shell/forum-shell.tsx';
import { StatusPage } from '@/components/status-page/status-page.tsx';

interface PostPageProps {
  slug: string;
  communityName: string;
  /** `?comment=`: the slug (or, from older links, the id) of the comment whose thread is shown alone. */
  commentSlug?: string | undefined;
  /** /post/preview/{slug}: the post alone (its author's or staff's look at one awaiting approval), no comments. */
  preview?: boolean;
}

export function PostPage({ slug, communityName, commentSlug, preview = false }: PostPageProps) {
  useDocumentTitle(communityName);
  const post = usePost(slug);
  const layout = useLayout();
  const signedIn = Boolean(useSession().data?.user);
  const requireAuth = useRequireAuth();

  let body;
  if (post.isPending) {
    body = (
      <Stack gap="md" role="status" aria-busy="true" aria-label="Loading post">
        <Skeleton height={20} width="40%" />
        <Skeleton height={36} />
        <Skeleton height={180} />
      </Stack>
    );
  } else if (isApiError(post.error) && post.error.status === 403) {
    body = <StatusPage title={messages.contentPrivate} locked />;
  } else if (isApiError(post.error) && post.error.status === 404 && preview && !signedIn) {
    // member-forum §2.6: an unauthenticated preview of a post that is not live goes to /404.
    return <Navigate to="/404" replace />;
  } else if (isApiError(post.error) && post.error.status === 404) {
    body = (
      <StatusPage title={messages.contentNotFound}>
        <Text c="dimmed">It may have been removed by its author or by staff.</Text>
      </StatusPage>
    );
  } else if (post.isError) {
    body = <StatusPage title={messages.generic} />;
  } else {
    body = (
      <>
        <PostView
          post={post.data}
          reactions={layout.data?.reactions ?? []}
          signedIn={signedIn}
          requireAuth={requireAuth}
        />
        <ApprovalNotice post={post.data} />
        {layout.data && !preview && post.data.approved === true && (
          <CommentSection
            post={post.data}
            layout={layout.data}
            allowAnonymous={post.data.canCommentAnonymously}
            signedIn={signedIn}
            requireAuth={requireAuth}
            threadOf={commentSlug}
          />
        )}
      </>
    );
  }
  return (
    <main>
      <ForumShell>{body}</ForumShell>
    </main>
  );
}
