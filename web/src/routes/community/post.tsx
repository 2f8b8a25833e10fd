// /post/{slug}: a post with its comments; `?comment={commentSlug}` shows one thread (a bare comment id, from older
// links, too); /post/preview/{slug}: the post alone.
// The page loads as its own chunk.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withPreload } from '@/lib/lazy-page.ts';
import { searchValidator, text } from '@/lib/search-params.ts';
import { postQueryOptions } from '@/features/posts/api/get-post.ts';
import { rootRoute } from './root.tsx';

const PostPage = lazyRouteComponent(() => import('@/features/posts/pages/post-page.tsx'), 'PostPage');

export const postRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/post/$slug',
  validateSearch: searchValidator({ comment: text({ min: 1, max: 100 }) }),
  // Started with the route, not awaited: a private or missing post is the page's to show, not a route error.
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(postQueryOptions(params.slug)),
  component: withPreload(function Post() {
    const { slug } = postRoute.useParams();
    const { comment } = postRoute.useSearch();
    return <PostPage slug={slug} commentSlug={comment} communityName={rootRoute.useRouteContext().community.name} />;
  }, PostPage),
});

/** /post/preview/{slug} (member-forum §2.6): the post without comments; a guest's preview of a non-live post is /404. */
export const postPreviewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/post/preview/$slug',
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(postQueryOptions(params.slug)),
  component: withPreload(function PostPreview() {
    const { slug } = postPreviewRoute.useParams();
    return <PostPage slug={slug} preview communityName={rootRoute.useRouteContext().community.name} />;
  }, PostPage),
});
