// A post's comments (member-forum §2.6): sorting (new by default, top) as the community enables, the composer or
// the reason there is none (archived; "Limited Replies" without the comment permission), the list with replies,
// "Nothing here yet." (+ "Be the first one to comment!" unless archived), and the one-thread view with All Comments.
import * as messages from '@hearth/shared/messages';
import { idOfSlug } from '@hearth/shared/rules/slug';
import type { Layout, PostDetail } from '@hearth/shared/schemas/forum';
import { Alert, Anchor, Button, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { InfiniteScrollEnd } from '@/components/infinite-scroll-end/infinite-scroll-end.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { useAddComment } from '@/features/comments/api/add-comment.ts';
import type { CommentSort } from '@/features/comments/api/keys.ts';
import { commentSorts, firstCommentSort, useComments } from '@/features/comments/api/list-comments.ts';
import { useThread } from '@/features/comments/api/get-thread.ts';
import { CommentForm } from '../comment-form/comment-form.tsx';
import { CommentItem, type CommentContext } from '../comment-item/comment-item.tsx';
import { NewCommentsPill } from '../new-comments-pill/new-comments-pill.tsx';
import classes from './comment-section.module.css';

interface CommentSectionProps {
  post: Pick<PostDetail, 'id' | 'slug' | 'archived' | 'canComment' | 'canVote' | 'totalComments'>;
  layout: Pick<Layout, 'reactions' | 'feed'>;
  allowAnonymous: boolean;
  signedIn: boolean;
  requireAuth: (action: () => void) => void;
  /** `?comment={commentSlug}` (or a bare id, from older links): only that comment's thread. */
  threadOf?: string | undefined;
}

const sortLabels: Record<CommentSort, string> = { new: 'Newest', top: 'Top' };

export function CommentSection({ post, layout, allowAnonymous, signedIn, requireAuth, threadOf }: CommentSectionProps) {
  const sorts = commentSorts(layout);
  const [sort, setSort] = useState(() => firstCommentSort(layout));
  const add = useAddComment(post.id);
  const context: CommentContext = {
    postId: post.id,
    postSlug: post.slug,
    reactions: layout.reactions,
    canReply: !post.archived && (post.canComment || !signedIn),
    // Who may vote on the post may vote on its comments (one rule, canVoteOrReact): archived, or a timed-out member.
    closed: post.archived || (signedIn && !post.canVote),
    allowAnonymous,
    requireAuth,
    highlightId: threadOf === undefined ? undefined : (idOfSlug(threadOf) ?? threadOf),
  };

  return (
    <section aria-labelledby="comments-heading" id="comments" className={classes.section}>
      <Group justify="space-between" gap="sm" mb="sm">
        <Title order={2} size="h4" id="comments-heading">
          Comments
        </Title>
        {!threadOf && sorts.length > 1 && (
          <SegmentedControl
            size="xs"
            radius="xl"
            aria-label="Sort comments"
            value={sort}
            onChange={(value) => setSort(value as CommentSort)}
            data={sorts.map((s) => ({ value: s, label: sortLabels[s] }))}
          />
        )}
      </Group>

      {post.archived ? (
        <Alert variant="light" color="gray" mb="md">
          {messages.postArchived}
        </Alert>
      ) : signedIn && !post.canComment ? (
        <Alert variant="light" color="yellow" mb="md" title={messages.commentNotAllowed}>
          Your role can read the discussion but not reply here.
        </Alert>
      ) : signedIn ? (
        <div className={classes.composer}>
          <CommentForm
            label="Write a comment"
            submitLabel="Comment"
            allowAnonymous={allowAnonymous}
            pending={add.isPending}
            onSubmit={(draft) => add.mutateAsync(draft)}
          />
        </div>
      ) : (
        <Button variant="default" mb="md" onClick={() => requireAuth(() => undefined)}>
          Sign in to comment
        </Button>
      )}

      {threadOf ? (
        <Thread commentSlug={threadOf} slug={post.slug} context={context} />
      ) : (
        <>
          {signedIn && <NewCommentsPill key={post.id} postId={post.id} />}
          <CommentList postId={post.id} sort={sort} archived={post.archived} context={context} />
        </>
      )}
    </section>
  );
}

function CommentList({
  postId,
  sort,
  archived,
  context,
}: {
  postId: string;
  sort: CommentSort;
  archived: boolean;
  context: CommentContext;
}) {
  const comments = useComments(postId, sort);
  if (comments.isPending) {
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading comments">
        <Skeleton height={60} />
        <Skeleton height={60} />
      </Stack>
    );
  }
  if (comments.isError) {
    return (
      <Stack align="flex-start" gap="xs" role="alert">
        <Text size="sm">{messages.generic}</Text>
        <Button variant="default" size="xs" onClick={() => void comments.refetch()}>
          Retry
        </Button>
      </Stack>
    );
  }
  const items = comments.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <Stack align="center" gap={4} py="xl" className={classes.empty}>
        <Text fw={600}>Nothing here yet.</Text>
        {!archived && (
          <Text size="sm" c="dimmed">
            Be the first one to comment!
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <>
      <ul className={classes.list} aria-label="Comments">
        {items.map((comment) => (
          <CommentItem key={comment.id} comment={comment} context={context} />
        ))}
      </ul>
      <InfiniteScrollEnd query={comments} label="Loading more comments" py="sm" />
    </>
  );
}

function Thread({ commentSlug, slug, context }: { commentSlug: string; slug: string; context: CommentContext }) {
  const thread = useThread(commentSlug);
  return (
    <Stack gap="sm">
      <Anchor component={Link} to={`/post/${encodeURIComponent(slug)}`} size="sm" fw={600}>
        ← All Comments
      </Anchor>
      {thread.isPending ? (
        <Skeleton height={80} />
      ) : thread.isError ? (
        <Text size="sm" role="alert">
          {isApiError(thread.error) && thread.error.status === 404 ? 'This comment was removed.' : messages.generic}
        </Text>
      ) : (
        <ul className={classes.list} aria-label="Thread">
          <CommentItem comment={thread.data.thread} context={context} />
        </ul>
      )}
    </Stack>
  );
}
