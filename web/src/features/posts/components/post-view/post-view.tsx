// A post on its own page (member-forum §2.6): where it sits, badges, author, title, the full content, image, poll
// and link preview, then votes, reactions, follow and the actions menu. Archived posts take no votes or reactions.
import type { Layout, PostDetail } from '@hearth/shared/schemas/forum';
import { Anchor, Breadcrumbs, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { AuthorAvatar } from '@/components/member-avatar/member-avatar.tsx';
import { ReactionBar } from '@/components/reaction-bar/reaction-bar.tsx';
import { RichHtml } from '@/components/rich-html/rich-html.tsx';
import { SubscriberBadge } from '@/components/subscriber-badge/subscriber-badge.tsx';
import { TimeAgo } from '@/components/time-ago/time-ago.tsx';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { VoteButtons } from '@/components/vote-buttons/vote-buttons.tsx';
import { useReactToPost } from '@/features/posts/api/react-to-post.ts';
import { useSetPostFlag } from '@/features/posts/api/set-post-flags.ts';
import { useVotePost } from '@/features/posts/api/vote-post.ts';
import { PollVote } from '../poll-vote/poll-vote.tsx';
import { PostBadges } from '../post-badges/post-badges.tsx';
import { PostMenu } from '../post-menu/post-menu.tsx';
import classes from './post-view.module.css';

interface PostViewProps {
  post: PostDetail;
  reactions: Layout['reactions'];
  /** Guests see votes and reactions open: pressing one asks them to sign in. */
  signedIn: boolean;
  requireAuth: (action: () => void) => void;
}

export function PostView({ post, reactions, signedIn, requireAuth }: PostViewProps) {
  const toast = useToast();
  const vote = useVotePost(post.id);
  const react = useReactToPost(post.id);
  const follow = useSetPostFlag(post.id);
  const failed = (error: Error) => toast(error.message, { tone: 'error' });
  const following = post.viewer.subscribed;
  const canFollow = post.menu.includes('subscribe') || post.menu.includes('unsubscribe');
  const closed = post.archived || (signedIn && !post.canVote);

  return (
    <article className={classes.post} aria-labelledby="post-title">
      <Stack gap="sm">
        <Breadcrumbs separator="›" component="nav" aria-label="Breadcrumb" className={classes.breadcrumbs}>
          <Anchor component={Link} to="/" size="sm">
            Home
          </Anchor>
          {post.subforum && (
            <Anchor component={Link} to={`/${encodeURIComponent(post.subforum.slug)}`} size="sm">
              {post.subforum.title}
            </Anchor>
          )}
          {post.category && (
            <Text size="sm" c="dimmed">
              {post.category.title}
            </Text>
          )}
        </Breadcrumbs>
        <PostBadges post={post} />
        <Group gap="sm" wrap="nowrap" justify="space-between" align="flex-start">
          <Group gap="sm" wrap="nowrap" className={classes.author}>
            <AuthorAvatar author={post.author} size={40} />
            <div className={classes.authorText}>
              <Group gap={6} wrap="nowrap">
                <Text fw={600} truncate="end">
                  {post.author.fullName}
                </Text>
                {post.author.subscriber && <SubscriberBadge />}
              </Group>
              <Group gap={6}>
                <TimeAgo iso={post.publishedAt} />
                {post.editedAt && (
                  <Text size="sm" c="dimmed">
                    · edited
                  </Text>
                )}
              </Group>
            </div>
          </Group>
          <Group gap={6} wrap="nowrap">
            {canFollow && (
              <Button
                variant={following ? 'light' : 'default'}
                size="xs"
                radius="xl"
                aria-pressed={following}
                loading={follow.isPending}
                onClick={() =>
                  requireAuth(() =>
                    follow.mutate(
                      { flag: 'subscribed', value: !following },
                      {
                        onSuccess: () => toast(following ? 'You unfollowed this post.' : 'You follow this post.'),
                        onError: failed,
                      },
                    ),
                  )
                }
              >
                {following ? 'Following' : 'Follow'}
              </Button>
            )}
            <PostMenu post={post} requireAuth={requireAuth} />
          </Group>
        </Group>
        <Title order={1} id="post-title" className={classes.title}>
          {post.title}
        </Title>
        {post.bannerURL && <img src={post.bannerURL} alt="" className={classes.image} />}
        {post.content && <RichHtml html={post.content} />}
        {post.poll && <PollVote post={{ ...post, poll: post.poll }} closed={closed} requireAuth={requireAuth} />}
        {post.linkPreview && <LinkPreviewCard preview={post.linkPreview} />}
        <Group gap="sm" wrap="wrap" className={classes.actions}>
          <VoteButtons
            vote={post.viewer.vote}
            upvotes={post.upvotes}
            downvotes={post.downvotes}
            disabled={closed}
            onVote={(press) => requireAuth(() => vote.mutate(press, { onError: failed }))}
          />
          <ReactionBar
            reactions={reactions}
            counts={post.reactions}
            mine={post.viewer.reactions}
            disabled={closed}
            onToggle={(key) => requireAuth(() => react.mutate(key, { onError: failed }))}
          />
        </Group>
      </Stack>
    </article>
  );
}

export function LinkPreviewCard({ preview }: { preview: NonNullable<PostDetail['linkPreview']> }) {
  const host = (() => {
    try {
      return new URL(preview.url).hostname;
    } catch {
      return preview.url;
    }
  })();
  return (
    <a href={preview.url} target="_blank" rel="noopener noreferrer nofollow" className={classes.preview}>
      {preview.imageUrl && <img src={preview.imageUrl} alt="" className={classes.previewImage} loading="lazy" />}
      <span className={classes.previewText}>
        <Text size="xs" c="dimmed" component="span" truncate="end">
          {preview.siteName ?? host}
        </Text>
        <Text fw={600} component="span" lineClamp={2}>
          {preview.title ?? preview.url}
        </Text>
        {preview.description && (
          <Text size="sm" c="dimmed" component="span" lineClamp={2}>
            {preview.description}
          </Text>
        )}
      </span>
    </a>
  );
}
