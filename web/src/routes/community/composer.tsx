// The composer's routes: /new-post?type=post|image|poll (optionally &subforum=slug), /edit-post/{slug} and the
// approval wait. Members only; the pages (and Quill) load only here.
import { POST_TYPES } from '@hearth/shared/constants/forum';
import { createRoute, lazyRouteComponent, useRouter } from '@tanstack/react-router';
import { requireSignedIn } from '@/features/auth/guards.ts';
import { layoutQueryOptions } from '@/features/forum/api/get-layout.ts';
import { postQueryOptions } from '@/features/posts/api/get-post.ts';
import { withPreload } from '@/lib/lazy-page.ts';
import { oneOf, searchValidator, text } from '@/lib/search-params.ts';
import type { PostType } from '@/features/posts/components/composer/composer-values.ts';
import { rootRoute } from './root.tsx';

const composerPages = () => import('@/features/posts/pages/composer-page.tsx');
const NewPostPage = lazyRouteComponent(composerPages, 'NewPostPage');
const EditPostPage = lazyRouteComponent(composerPages, 'EditPostPage');
const WaitingApprovalPage = lazyRouteComponent(
  () => import('@/features/posts/pages/waiting-approval-page.tsx'),
  'WaitingApprovalPage',
);

/** Back where the member came from, or home when the composer was opened directly. */
function useLeave() {
  const router = useRouter();
  return () => (router.history.canGoBack() ? router.history.back() : void router.navigate({ to: '/' }));
}

export const newPostRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/new-post',
  validateSearch: searchValidator({
    type: oneOf(POST_TYPES),
    subforum: text({ min: 1, max: 100 }),
    draft: text({ min: 26, max: 26 }),
  }),
  beforeLoad: requireSignedIn,
  loader: ({ context }) => void context.queryClient.prefetchQuery(layoutQueryOptions()),
  component: withPreload(function NewPost() {
    const search = newPostRoute.useSearch();
    const navigate = newPostRoute.useNavigate();
    const leave = useLeave();
    return (
      <NewPostPage
        type={search.type ?? 'post'}
        subforumSlug={search.subforum ?? null}
        draftId={search.draft ?? null}
        onTypeChange={(type) =>
          void navigate({ search: (prev: { type?: PostType | undefined }) => ({ ...prev, type }), replace: true })
        }
        onCreated={(post) =>
          void (post.approved !== true
            ? navigate({ to: '/new-post/success/waiting-approval', search: { post: post.slug } })
            : navigate({ to: '/post/$slug', params: { slug: post.slug } }))
        }
        onCancel={leave}
      />
    );
  }, NewPostPage),
});

export const editPostRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/edit-post/$slug',
  beforeLoad: requireSignedIn,
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(layoutQueryOptions());
    void context.queryClient.prefetchQuery(postQueryOptions(params.slug));
  },
  component: withPreload(function EditPost() {
    const { slug } = editPostRoute.useParams();
    const navigate = editPostRoute.useNavigate();
    const leave = useLeave();
    return (
      <EditPostPage
        slug={slug}
        onSaved={(post) => void navigate({ to: '/post/$slug', params: { slug: post.slug } })}
        onCancel={leave}
      />
    );
  }, EditPostPage),
});

export const waitingApprovalRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/new-post/success/waiting-approval',
  validateSearch: searchValidator({ post: text({ min: 1, max: 200 }) }),
  beforeLoad: requireSignedIn,
  component: withPreload(function WaitingApproval() {
    const { post } = waitingApprovalRoute.useSearch();
    return <WaitingApprovalPage communityName={rootRoute.useRouteContext().community.name} postSlug={post} />;
  }, WaitingApprovalPage),
});
