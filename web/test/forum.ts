// msw handlers for forum tests (layout, categories, feed, a post, comments); each records what it saw.
import type { CommentView, Layout, PostCard, PostDetail } from '@hearth/shared/schemas/forum';
import { http } from 'msw';
import { categories, demoLayout, json } from './forum-data.ts';
import { server } from './msw-server.ts';

export function serveLayout(layout: Layout = demoLayout) {
  server.use(http.get('/api/v1/layout', () => json(layout)));
}

export function serveCategories(items = categories) {
  server.use(http.get('/api/v1/categories', () => json({ items, nextCursor: null })));
}

/** GET /api/v1/feed answers with `items` (or an error status); returns the query strings it saw. */
export function serveFeed(
  items: PostCard[] | { status: number; error: string; message: string },
  extra: { subforum?: { id: string; slug: string; title: string; emoji: string } | null; nextCursor?: string } = {},
) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/v1/feed', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      if (!Array.isArray(items)) return json({ error: items.error, message: items.message }, items.status);
      return json({
        items,
        nextCursor: extra.nextCursor ?? null,
        subforum: extra.subforum ?? null,
        permissions: demoLayout.permissions,
      });
    }),
  );
  return queries;
}

export function servePost(post: PostDetail | { status: number; error: string; message: string }) {
  server.use(
    http.get('/api/v1/posts/:slug', () =>
      'status' in post && typeof post.status === 'number' && !('id' in post)
        ? json({ error: post.error, message: post.message }, post.status)
        : json(post as PostDetail),
    ),
  );
}

export function serveComments(items: CommentView[], totalComments = items.length) {
  server.use(http.get('/api/v1/posts/:postId/comments', () => json({ items, nextCursor: null, totalComments })));
}
