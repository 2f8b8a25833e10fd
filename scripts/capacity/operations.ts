// The operations the capacity measurement runs, one per catalogue endpoint it covers: who calls it and with what,
// against the demo community of a fresh local platform. Ids come from what earlier operations answered.

/** What the operations read their ids from: the demo community's seed and the answers of earlier operations. */
export interface OperationContext {
  postId: string;
  postSlug: string;
  commentId: string;
  /** A post of someone else's, which the member may report. */
  otherPostId: string;
  communityId: string;
  categoryId: string;
  /** A fresh, unique e-mail for a sign-up. */
  email: string;
}

export interface Operation {
  /** `domain.endpoint` in the catalogue (shared/src/contracts/catalogue.ts). */
  endpoint: string;
  as: 'guest' | 'member' | 'owner';
  /** The path as a browser sends it (query included); `params` fill the route's `{…}`. */
  path: (c: OperationContext) => string;
  params?: (c: OperationContext) => Record<string, string>;
  body?: (c: OperationContext) => unknown;
  /** Reads are measured warm (a second call, caches filled as on a warm container); writes once. */
  write?: boolean;
}

const post = (c: OperationContext) => ({ postId: c.postId });

export const operations: Operation[] = [
  { endpoint: 'posts.getFeed', as: 'member', path: () => '/api/v1/feed?sort=hot' },
  {
    endpoint: 'posts.getPost',
    as: 'member',
    path: (c) => `/api/v1/posts/${c.postSlug}`,
    params: (c) => ({ slug: c.postSlug }),
  },
  { endpoint: 'comments.listComments', as: 'member', path: (c) => `/api/v1/posts/${c.postId}/comments`, params: post },
  {
    endpoint: 'posts.createPost',
    as: 'member',
    write: true,
    path: () => '/api/v1/posts',
    body: (c) => ({
      type: 'post',
      title: 'Capacity measurement post',
      categoryId: c.categoryId,
      content: '<p>One paragraph of text.</p>',
    }),
  },
  {
    endpoint: 'comments.addComment',
    as: 'member',
    write: true,
    path: (c) => `/api/v1/posts/${c.postId}/comments`,
    params: post,
    body: () => ({ content: '<p>A comment of one sentence.</p>' }),
  },
  {
    endpoint: 'posts.votePost',
    as: 'member',
    write: true,
    path: (c) => `/api/v1/posts/${c.postId}/vote`,
    params: post,
    body: () => ({ vote: 'upvote' }),
  },
  {
    endpoint: 'comments.voteComment',
    as: 'member',
    write: true,
    path: (c) => `/api/v1/comments/${c.commentId}/vote`,
    params: (c) => ({ commentId: c.commentId }),
    body: () => ({ vote: 'upvote' }),
  },
  {
    endpoint: 'posts.reactToPost',
    as: 'member',
    write: true,
    path: (c) => `/api/v1/posts/${c.postId}/reactions/love`,
    params: (c) => ({ postId: c.postId, key: 'love' }),
  },
  {
    endpoint: 'comments.reactToComment',
    as: 'member',
    write: true,
    path: (c) => `/api/v1/comments/${c.commentId}/reactions/love`,
    params: (c) => ({ commentId: c.commentId, key: 'love' }),
  },
  {
    endpoint: 'auth.signUp',
    as: 'guest',
    write: true,
    path: () => '/api/v1/auth/sign-up',
    body: (c) => ({
      firstName: 'Capacity',
      lastName: 'Member',
      email: c.email,
      password: 'hearth-capacity-1',
      confirmPassword: 'hearth-capacity-1',
      acceptTerms: true,
    }),
  },
  { endpoint: 'notifications.getUnread', as: 'member', path: () => '/api/v1/notifications/unread' },
  { endpoint: 'notifications.listNotifications', as: 'member', path: () => '/api/v1/notifications' },
  { endpoint: 'members.getLeaderboard', as: 'member', path: () => '/api/v1/leaderboard' },
  { endpoint: 'auth.getSession', as: 'member', path: () => '/api/v1/auth/session' },
  { endpoint: 'communities.getSite', as: 'guest', path: () => '/api/v1/site' },
  { endpoint: 'communities.getLayout', as: 'guest', path: () => '/api/v1/layout' },
  { endpoint: 'communities.listCategories', as: 'guest', path: () => '/api/v1/categories' },
  { endpoint: 'posts.searchPosts', as: 'member', path: () => '/api/v1/search?q=welcome' },
  {
    endpoint: 'comments.getThread',
    as: 'member',
    path: (c) => `/api/v1/comments/${c.commentId}/thread`,
    params: (c) => ({ commentId: c.commentId }),
  },
  { endpoint: 'members.listDirectory', as: 'member', path: () => '/api/v1/members-directory' },
  { endpoint: 'members.listQuests', as: 'member', path: () => '/api/v1/me/quests' },
  { endpoint: 'notifications.getPreferences', as: 'member', path: () => '/api/v1/notification-preferences' },
  {
    endpoint: 'analytics.sendBeacon',
    as: 'guest',
    write: true,
    path: () => '/api/v1/beacon',
    body: (c) => ({ communityId: c.communityId, items: [{ k: 'view', at: Date.now(), path: '/' }] }),
  },
  { endpoint: 'system.getHealth', as: 'guest', path: () => '/api/health' },
  { endpoint: 'notifications.markSeen', as: 'member', write: true, path: () => '/api/v1/notifications/seen' },
  {
    endpoint: 'posts.setSubscribed',
    as: 'member',
    write: true,
    path: (c) => `/api/v1/posts/${c.postId}/subscription`,
    params: post,
    body: () => ({ subscribed: true }),
  },
  {
    endpoint: 'moderation.createReport',
    as: 'member',
    write: true,
    path: () => '/api/v1/reports',
    body: (c) => ({ contentType: 'post', contentId: c.otherPostId, reason: 'Spam' }),
  },
  {
    endpoint: 'auth.signIn',
    as: 'guest',
    write: true,
    path: () => '/api/v1/auth/sign-in',
    body: () => ({ email: 'moderator@hearth.local', password: 'hearth-demo-1' }),
  },
  // Last: a refresh may replace the member's session cookies the operations above send.
  { endpoint: 'auth.refreshSession', as: 'member', write: true, path: () => '/api/v1/auth/refresh' },
];
