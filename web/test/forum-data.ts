// Forum test data in the shapes the API answers with: layout, cards, a post, comments; and the empty forum every
// community page gets unless a test serves more (test/msw-server.ts).
import type { CommentView, Layout, PostCard, PostDetail } from '@hearth/shared/schemas/forum';
import { http, HttpResponse, type JsonBodyType } from 'msw';

export const demoLayout: Layout = {
  description: '<p>Trail Runners is a place to share routes.</p>',
  backlink: null,
  usersLeaderboard: false,
  subscriptionsEnabled: false,
  aiContentGeneration: false,
  subforums: [
    { id: 'sf_general', slug: 'general', title: 'General', emoji: '💬', visibility: 'visible' },
    { id: 'sf_staff', slug: 'staff-room', title: 'Staff Room', emoji: '🔒', visibility: 'locked' },
  ],
  feed: {
    postTypes: ['post', 'image', 'poll'],
    postsSorting: ['hot', 'new', 'top', 'old'],
    commentsSorting: ['new', 'top'],
  },
  reactions: [
    { key: 'like', title: 'Like', emoji: '👍' },
    { key: 'love', title: 'Love', emoji: '❤️' },
  ],
  permissions: { post: true, image: true, poll: true, comment: true, anonymousPost: true, anonymousComment: true },
  canPost: true,
  canModerate: false,
  dashboardSections: [],
};

/** The layout a moderator sees: the staff dashboard without the admins' sections. */
export const moderatorLayout: Layout = {
  ...demoLayout,
  canModerate: true,
  dashboardSections: ['roles', 'audit-logs', 'reports', 'word-filter', 'content-approval'],
};

/** The layout an admin (or the owner) sees: every section of the staff dashboard. */
export const adminLayout: Layout = {
  ...demoLayout,
  canModerate: true,
  dashboardSections: [
    'roles',
    'invitations',
    'audit-logs',
    'reports',
    'word-filter',
    'member-approval',
    'content-approval',
  ],
};

export const categories = [
  { id: 'cat_routes', title: 'Routes' },
  { id: 'cat_gear', title: 'Gear' },
];

export function postCard(overrides: Partial<PostCard> = {}): PostCard {
  const id = overrides.id ?? 'p1';
  return {
    id,
    slug: `morning-loop-${id}`,
    type: 'post',
    title: 'Morning loop around the lake',
    summary: 'Ten kilometres, mostly flat.',
    bannerURL: null,
    author: { memberId: 'm_ada', fullName: 'Ada Lovelace', profilePicURL: null },
    anonymous: false,
    pinned: false,
    archived: false,
    approved: true,
    publishedAt: new Date(Date.now() - 3600_000).toISOString(),
    editedAt: null,
    category: { id: 'cat_routes', title: 'Routes' },
    subforum: null,
    upvotes: 3,
    downvotes: 1,
    reactions: { like: 2 },
    totalComments: 0,
    commenters: [],
    moreCommenters: 0,
    poll: null,
    linkPreview: null,
    hashtags: [],
    viewer: { vote: 'none', reactions: [], subscribed: false },
    ...overrides,
  };
}

export function pollView(overrides: Partial<NonNullable<PostCard['poll']>> = {}): NonNullable<PostCard['poll']> {
  const options = overrides.options ?? [
    { id: 'o1', title: 'Mornings', count: 2, voted: false, isAuthor: false },
    { id: 'o2', title: 'Evenings', count: 1, voted: false, isAuthor: false },
    { id: 'o3', title: 'Lunch break', count: 0, voted: false, isAuthor: false },
  ];
  return {
    maxChoices: 1,
    duration: 3,
    extendable: false,
    endsAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    ended: false,
    totalOptions: options.length,
    options,
    ...overrides,
  };
}

export function postDetail(overrides: Partial<PostDetail> = {}): PostDetail {
  return {
    ...postCard(overrides),
    content: '<p>Ten kilometres, mostly flat. <a class="hashtag" href="/search?hashtag=lake">#lake</a></p>',
    menu: ['copyLink', 'subscribe'],
    canComment: true,
    canCommentAnonymously: false,
    canVote: true,
    ...overrides,
  };
}

export function comment(overrides: Partial<CommentView> = {}): CommentView {
  return {
    id: 'c1',
    slug: 'nice-route-c1',
    postId: 'p1',
    parentId: null,
    indentLevel: 0,
    content: '<p>Nice route!</p>',
    author: { memberId: 'm_bob', fullName: 'Bob Runner', profilePicURL: null },
    anonymous: false,
    publishedAt: new Date(Date.now() - 600_000).toISOString(),
    editedAt: null,
    deleted: false,
    upvotes: 0,
    downvotes: 0,
    reactions: {},
    viewer: { vote: 'none', reactions: [] },
    menu: ['copyLink'],
    totalReplies: 0,
    replies: [],
    ...overrides,
  };
}

export const json = (body: JsonBodyType, status = 200) => HttpResponse.json(body, { status });

/** An empty forum: what any community page needs when a test does not care about the forum. */
export const emptyForumHandlers = [
  http.get('/api/v1/layout', () => json(demoLayout)),
  http.get('/api/v1/categories', () => json({ items: [], nextCursor: null })),
  http.get('/api/v1/feed', () =>
    json({ items: [], nextCursor: null, subforum: null, permissions: demoLayout.permissions }),
  ),
];
