// /post/{slug}: a post with its comments; `?comment={commentSlug}` shows one thread (a bare comment id, from older
// links, too); /post/preview/{slug}: the post alone.
// The page loads as its own chunk.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withPreload } from '@/lib/lazy-page.ts';
import { searchValidator, text } from '@/lib/search-params.ts';
import { threadQueryOptions } from '@/features/comments/api/get-thread.ts';
import { commentsQueryOptions, firstCommentSort } from '@/features/comments/api/list-comments.ts';
import { layoutQueryOptions } from '@/features/forum/api/get-layout.ts';
import { ensureForumShellData } from '@/features/forum/components/forum-shell/forum-shell-data.ts';
import { postQueryOptions } from '@/features/posts/api/get-post.ts';
import { loadPageData, quietly } from '@/lib/page-data.ts';
import { rootRoute, showsPage } from './root.tsx';

const PostPage = lazyRouteComponent(() => import('@/features/posts/pages/post-page.tsx'), 'PostPage');

const validatePostSearch = searchValidator({ comment: text({ min: 1, max: 100 }) });

export const postRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/post/$slug',
  validateSearch: validatePostSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, location, params, deps }) =>
    loadPageData(context, async () => {
      const { queryClient } = context;
      // The post is asked for even where a gate takes the page's place: its refusal there (a private community's
      // 401, an unpublished one's 403) is the page's status, and tells a signed-in browser to render the page
      // itself rather than hydrate the guest's (app/hydrate.tsx).
      const post = quietly(queryClient.ensureQueryData(postQueryOptions(params.slug)));
      if (!(await showsPage(context, location.pathname))) return post;
      // PostPage shows comments under an approved post once the layout is known: the first page in the sorting the
      // section opens with, or the one thread `?comment=` names.
      const comments = async () => {
        const [detail, layout] = await Promise.all([post, quietly(queryClient.ensureQueryData(layoutQueryOptions()))]);
        if (detail?.approved !== true || !layout) return;
        const sort = firstCommentSort(layout);
        if (deps.comment) await quietly(queryClient.ensureQueryData(threadQueryOptions(deps.comment)));
        else await quietly(queryClient.ensureInfiniteQueryData(commentsQueryOptions(detail.id, sort)));
      };
      await Promise.all([ensureForumShellData(queryClient), comments()]);
    }),
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
