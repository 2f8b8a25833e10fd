// A feed (home or one subforum): breadcrumbs, type and sorting selectors limited to what the community enables,
// category chips, cards 20 at a time with the next page loading 400 px before the end, and the spec's texts for an
// empty feed; a subforum the viewer may not open, or one that is missing, sends to its page (member-forum §2.5).
import * as messages from '@hearth/shared/core-messages';
import { Anchor, Box, Breadcrumbs, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate } from '@tanstack/react-router';
import { FeedIcon } from '@/components/icons/icons.tsx';
import { InfiniteScrollEnd } from '@/components/infinite-scroll-end/infinite-scroll-end.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { useRequireAuth } from '@/features/auth/require-auth.tsx';
import { useLayout } from '@/features/forum/api/get-layout.ts';
import { Emoji } from '@/components/emoji/emoji.tsx';
import { useCategories } from '@/features/forum/api/list-categories.ts';
import { useFeed } from '@/features/posts/api/get-feed.ts';
import { NewPostsPill } from '@/features/notifications/components/new-posts-pill/new-posts-pill.tsx';
import { PostCard } from '../post-card/post-card.tsx';
import { CategoryChips, SortFilter, TypeFilter } from '../feed-filters/feed-filters.tsx';
import { effectiveFeed, feedMenu, type FeedSearch } from './feed-search.ts';
import classes from './feed-view.module.css';

interface FeedViewProps {
  /** null for home. */
  subforumSlug: string | null;
  search: FeedSearch;
  onSearch: (patch: Partial<FeedSearch>) => void;
}

export function FeedView({ subforumSlug, search, onSearch }: FeedViewProps) {
  const layout = useLayout();
  const requireAuth = useRequireAuth();
  const { types, sorts } = feedMenu(layout.data);
  const { type, sort, categoryId } = effectiveFeed(search, layout.data);
  const categories = useCategories(subforumSlug);
  const feed = useFeed({ subforum: subforumSlug, type, sort, categoryId });

  // member-forum §2.1: a subforum the viewer may not open, or that does not exist, has its own address.
  if (isApiError(feed.error) && feed.error.status === 403) return <Navigate to="/subforum-no-access" replace />;
  if (isApiError(feed.error) && feed.error.status === 404) return <Navigate to="/subforum-not-found" replace />;

  const first = feed.data?.pages[0];
  const posts = feed.data?.pages.flatMap((page) => page.items) ?? [];
  const subforum = first?.subforum ?? null;
  const headingId = 'feed-heading';

  return (
    <Box component="section" aria-labelledby={headingId} className={classes.feed}>
      {subforumSlug ? (
        <Stack gap={4} mb="md">
          <Breadcrumbs separator="›" className={classes.breadcrumbs} aria-label="Breadcrumb" component="nav">
            <Anchor component={Link} to="/" size="sm">
              Home
            </Anchor>
            <Text size="sm" c="dimmed" aria-current="page">
              {subforum?.title ?? subforumSlug}
            </Text>
          </Breadcrumbs>
          <Title order={1} id={headingId} fz={{ base: 24, xs: 30 }}>
            {subforum ? (
              <>
                <Emoji char={subforum.emoji} /> {subforum.title}
              </>
            ) : (
              <Skeleton height={30} width={200} component="span" display="inline-block" />
            )}
          </Title>
        </Stack>
      ) : (
        <Title order={2} id={headingId} size="h3" mb="sm">
          Posts
        </Title>
      )}

      <Stack gap="sm" mb="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <TypeFilter types={types} value={type} onChange={(next) => onSearch({ type: next })} />
          <SortFilter sorts={sorts} value={sort} onChange={(next) => onSearch({ orderBy: next })} />
        </Group>
        <CategoryChips
          categories={categories.data ?? []}
          value={categoryId}
          onChange={(next) => onSearch({ categoryId: next ?? undefined })}
        />
      </Stack>

      <NewPostsPill
        onShow={() => {
          void feed.refetch();
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
      />
      {feed.isPending ? (
        <Stack gap="md" role="status" aria-busy="true" aria-label="Loading posts">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={150} radius="lg" />
          ))}
        </Stack>
      ) : feed.isError ? (
        <Stack align="center" gap="sm" py="xl" role="alert">
          <Text>{messages.generic}</Text>
          <Button variant="default" onClick={() => void feed.refetch()}>
            Retry
          </Button>
        </Stack>
      ) : posts.length === 0 ? (
        <Stack align="center" gap="xs" py={48} className={classes.empty}>
          <Text c="dimmed" aria-hidden="true">
            <FeedIcon size={28} />
          </Text>
          <Text fw={600}>{messages.noPosts}</Text>
        </Stack>
      ) : (
        <Stack gap="md" component="ul" className={classes.list} aria-label="Posts">
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} reactions={layout.data?.reactions ?? []} requireAuth={requireAuth} />
            </li>
          ))}
        </Stack>
      )}

      <InfiniteScrollEnd query={feed} label="Loading more posts" py="md" />
      {feed.hasNextPage && !feed.isFetchingNextPage && (
        <Group justify="center" py="md">
          <Button variant="subtle" onClick={() => void feed.fetchNextPage()}>
            Load more posts
          </Button>
        </Group>
      )}
    </Box>
  );
}
