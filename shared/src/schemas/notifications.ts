// Notifications and their preferences (member-forum §2.8, §2.9, §3, §7.1): the topics a member can switch per channel,
// the master switches, the panel's categories and the list the bell and /notifications read.
import * as z from 'zod';

/** The topics of the settings grid, in its order; questNearCompletion is shown indented under questCompletion. */
export const notificationTopics = [
  'newPost',
  'postUpvotes',
  'postReactions',
  'comment',
  'commentReactions',
  'commentUpvotes',
  'hotPost',
  'mention',
  'questCompletion',
  'questNearCompletion',
  'roleChange',
] as const;
export type NotificationTopic = (typeof notificationTopics)[number];

export const notificationChannels = ['App', 'Push', 'Email'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

/** `{topic}{Channel}Notifications`; the masters are the topic `all`. */
export const preferenceKey = (topic: NotificationTopic | 'all', channel: NotificationChannel) =>
  `${topic}${channel}Notifications` as const;
export const WEEKLY_DIGEST_KEY = 'weeklyDigestEmailNotifications';

/** Every preference key a member has, masters first. */
export const preferenceKeys: readonly string[] = [
  ...notificationChannels.map((c) => preferenceKey('all', c)),
  ...notificationTopics.flatMap((t) => notificationChannels.map((c) => preferenceKey(t, c))),
  WEEKLY_DIGEST_KEY,
];
const knownKeys = new Set(preferenceKeys);

export type NotificationPreferences = Record<string, boolean>;

/** What a member has before changing anything: in-app on, e-mails for what is addressed to them, push off. */
export function defaultPreferences(): NotificationPreferences {
  const emailByDefault = new Set<string>(['all', 'comment', 'mention', 'roleChange']);
  const prefs: NotificationPreferences = {};
  for (const topic of ['all', ...notificationTopics] as const) {
    prefs[preferenceKey(topic, 'App')] = true;
    prefs[preferenceKey(topic, 'Push')] = topic === 'all';
    prefs[preferenceKey(topic, 'Email')] = emailByDefault.has(topic);
  }
  prefs[WEEKLY_DIGEST_KEY] = true;
  return prefs;
}

/**
 * Whether a topic reaches a member on a channel: its own switch and its channel's master. A notification with no
 * topic of its own (a post approved or denied) follows the master alone.
 */
export function wants(prefs: NotificationPreferences, topic: NotificationTopic | null, channel: NotificationChannel) {
  const merged = { ...defaultPreferences(), ...prefs };
  if (!merged[preferenceKey('all', channel)]) return false;
  return topic === null ? true : merged[preferenceKey(topic, channel)] === true;
}

export const preferencesSchema = z.object({ preferences: z.record(z.string(), z.boolean()) });

/** A change of some switches; a key that is not a preference is refused under its own name. */
export const updatePreferencesBodySchema = z
  .object({ preferences: z.record(z.string().max(80), z.boolean()) })
  .superRefine((body, ctx) => {
    for (const key of Object.keys(body.preferences)) {
      if (!knownKeys.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['preferences', key],
          message: `Unknown notification preference "${key}".`,
        });
      }
    }
    if (Object.keys(body.preferences).length === 0) {
      ctx.addIssue({ code: 'custom', path: ['preferences'], message: 'Name at least one preference.' });
    }
  });
export type UpdatePreferencesBody = z.infer<typeof updatePreferencesBodySchema>;

/** The panel's and the page's filter. */
export const notificationCategories = [
  'all',
  'comments',
  'mentions',
  'votes',
  'reactions',
  'posts',
  'account',
] as const;
export type NotificationCategory = (typeof notificationCategories)[number];
export const categoryLabels: Record<NotificationCategory, string> = {
  all: 'All',
  comments: 'Comments',
  mentions: 'Mentions',
  votes: 'Upvotes',
  reactions: 'Reactions',
  posts: 'Posts',
  account: 'Account',
};

/** What a notification is about; each kind has one topic (or none) and one category. */
export const notificationKinds = [
  'postComment',
  'commentReply',
  'mention',
  'postUpvotes',
  'commentUpvotes',
  'postReactions',
  'commentReactions',
  'postApproved',
  'postDenied',
  /** E-mail only: a comment on a post the member follows (not theirs). */
  'followedPostComment',
  // A staff member's own test of a trigger (the trigger tester)
  'triggerTest',
  // A new post the member can read; the member's own account (roles, warnings, bans, levels)
  'newPost',
  'roleAssigned',
  'roleRemoved',
  'warning',
  'ban',
  'levelUp',
  /** The member's own post turned hot (its score reached the threshold). */
  'hotPost',
  // quests: one of the member's quests completed (claim it) or one step from it
  'questCompleted',
  'questNearCompletion',
  /** The community's owner: a member became a supporter (paid membership). */
  'newSupporter',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const kindTopic: Record<NotificationKind, NotificationTopic | null> = {
  postComment: 'comment',
  commentReply: 'comment',
  mention: 'mention',
  postUpvotes: 'postUpvotes',
  commentUpvotes: 'commentUpvotes',
  postReactions: 'postReactions',
  commentReactions: 'commentReactions',
  postApproved: null,
  postDenied: null,
  followedPostComment: 'comment',
  triggerTest: null,
  newPost: 'newPost',
  roleAssigned: 'roleChange',
  roleRemoved: 'roleChange',
  // Staff decisions about the member follow the App master alone, like a post's approval.
  warning: null,
  ban: null,
  // No topic of the settings grid covers levels: in-app, by the App master.
  levelUp: null,
  hotPost: 'hotPost',
  questCompleted: 'questCompletion',
  questNearCompletion: 'questNearCompletion',
  // No topic of the settings grid covers supporters: by the channels' masters (in-app and push).
  newSupporter: null,
};

export const kindCategory: Record<NotificationKind, Exclude<NotificationCategory, 'all'>> = {
  postComment: 'comments',
  commentReply: 'comments',
  mention: 'mentions',
  postUpvotes: 'votes',
  commentUpvotes: 'votes',
  postReactions: 'reactions',
  commentReactions: 'reactions',
  postApproved: 'posts',
  postDenied: 'posts',
  followedPostComment: 'comments',
  triggerTest: 'posts',
  newPost: 'posts',
  roleAssigned: 'account',
  roleRemoved: 'account',
  warning: 'account',
  ban: 'account',
  levelUp: 'account',
  hotPost: 'posts',
  questCompleted: 'account',
  questNearCompletion: 'account',
  newSupporter: 'account',
};

/** The panel's and the page's page size (member-forum §8). */
export const NOTIFICATION_PAGE_SIZE = 200;

export const notificationsQuerySchema = z.object({
  category: z.enum(notificationCategories).default('all'),
  cursor: z.string().max(2000).optional(),
});

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(notificationKinds),
  category: z.enum(notificationCategories),
  message: z.string(),
  /** The latest actor (null when anonymous), and how many distinct members acted (batched kinds). */
  actor: z.object({ memberId: z.string(), name: z.string() }).nullable(),
  actorCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Where a click goes: the post, the comment's thread (`?comment=`) or a profile. */
  destination: z.string(),
  unread: z.boolean(),
});
export type NotificationView = z.infer<typeof notificationSchema>;

export const notificationsResponseSchema = z.object({
  items: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
});

export const unreadResponseSchema = z.object({ unread: z.number().int(), lastSeenAt: z.string().nullable() });

/** A signed unsubscribe link's parts: the post's slug in the path, the token in the query. */
export const unsubscribePostParamsSchema = z.object({ postSlug: z.string().min(1).max(200) });
export const unsubscribeTokenQuerySchema = z.object({ token: z.string().min(1).max(600) });
export const unsubscribePostStateSchema = z.object({
  post: z.object({ postId: z.string(), title: z.string(), slug: z.string() }),
  subscribed: z.boolean(),
});
export const unsubscribedSchema = z.object({ subscribed: z.literal(false), wasSubscribed: z.boolean() });
