// The notification trigger tester (member-forum §2.10, §7.4): staff send a trigger's notification to themselves.
// `id` (a post or comment for the post/comment triggers) and `amount` are sent only when filled.
import * as z from 'zod';

export const notificationTriggers = [
  'weeklyDigest',
  'profileAnniversary',
  'totalPostsSubmitted',
  'totalUpvotesReceived',
  'totalReactionsReceived',
  'postUpvotesReceived',
  'postReactionsReceived',
  'commentUpvotesReceived',
  'commentReactionsReceived',
] as const;
export type NotificationTrigger = (typeof notificationTriggers)[number];

/** Triggers about one post or comment: their row has an id field. */
export const triggersWithId: readonly NotificationTrigger[] = [
  'postUpvotesReceived',
  'postReactionsReceived',
  'commentUpvotesReceived',
  'commentReactionsReceived',
];
/** Triggers with a number: their row has an amount field. */
export const triggersWithAmount: readonly NotificationTrigger[] = notificationTriggers.filter(
  (t) => t !== 'weeklyDigest' && t !== 'profileAnniversary',
);

export const triggerParamsSchema = z.object({ trigger: z.enum(notificationTriggers) });
/** The owner app's trigger tester names the community it manages. */
export const communityTriggerParamsSchema = triggerParamsSchema.extend({ communityId: z.string().min(1).max(64) });

export const triggerBodySchema = z.object({
  id: z.string().trim().min(1).max(64).optional(),
  amount: z.number().int().min(0, 'Enter an amount of 0 or more.').max(1_000_000).optional(),
});
export type TriggerBody = z.infer<typeof triggerBodySchema>;

/** How the notification reached the staff member: their bell (a member account) or their inbox. */
export const triggerResponseSchema = z.object({
  trigger: z.enum(notificationTriggers),
  channel: z.enum(['app', 'email']),
});
