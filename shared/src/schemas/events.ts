// The domain event catalogue: every event type a service commits with its change (the transactional outbox), and the
// schema of its detail. The dispatcher validates each event item against these before any consumer sees it; an item
// that does not match (missing type, unknown type, bad detail) is dead-lettered. docs/events.md lists producers and
// consumers.
import * as z from 'zod';
import { MAX_BEACON_ITEMS } from '../constants/analytics.ts';
import { beaconItemSchema } from './analytics.ts';

const id = z.string().min(1);
/** Members @mentioned in the content (notifications), at most MENTIONS_NOTIFIED. */
export const MENTIONS_NOTIFIED = 20;
const mentions = z.array(id).max(MENTIONS_NOTIFIED).optional();
const postDetail = z.object({ postId: id, authorId: id, type: z.enum(['post', 'image', 'poll']), mentions });
const decisionDetail = z.object({ postId: id, authorId: id, by: id });
const voteValue = z.enum(['upvote', 'downvote', 'none']);
const categoryMoveDetail = z.object({
  subforumId: id,
  categoryId: id,
  mode: z.enum(['delete', 'reassign']),
  targetCategoryId: id.nullable(),
  by: id,
});

export const eventDetailSchemas = {
  'post.created': postDetail,
  'post.submitted': postDetail,
  'post.approved': decisionDetail,
  'post.denied': decisionDetail,
  'post.deleted': z.object({ postId: id, by: id }),
  /** A post staff deleted is back (the audit log's undo) as it was: published, or still awaiting approval. */
  'post.republished': z.object({ postId: id, authorId: id, published: z.boolean(), by: id }),
  'comment.created': z.object({ postId: id, commentId: id, parentId: id.nullable(), authorId: id, mentions }),
  'comment.deleted': z.object({ postId: id, commentId: id, by: id }),
  'comment.republished': z.object({ postId: id, commentId: id, authorId: id, by: id }),
  /** A vote on a post, or on a comment (`commentId` set). */
  'vote.cast': z.object({
    postId: id,
    commentId: id.optional(),
    memberId: id,
    vote: voteValue,
    // gamification: the voted content's author (who receives the upvote's XP)
    authorId: id.optional(),
  }),
  /** A reaction on a post (`postId`) or a comment (`commentId`). */
  'reaction.added': z
    // gamification: `authorId` is the content's author (who receives the reaction's XP)
    .object({ postId: id.optional(), commentId: id.optional(), memberId: id, key: id, authorId: id.optional() })
    .refine((d) => d.postId !== undefined || d.commentId !== undefined, 'postId or commentId is required'),
  'poll.voted': z.object({ postId: id, memberId: id, optionId: id, unvote: z.boolean() }),
  'community.created': z.object({ communityId: id, subdomain: id, ownerMemberId: id }),
  'community.published': z.object({ communityId: id }),
  'community.unpublished': z.object({ communityId: id }),
  /** A sign-up completed: the e-mail is verified: the member is `active`, or `pending` staff approval. */
  'member.verified': z.object({ memberId: id, state: z.enum(['active', 'pending']) }),
  'member.approved': z.object({ memberId: id }),
  'member.denied': z.object({ memberId: id }),
  /**
   * Every session of the account begun before `before` (epoch ms, the account's new cutoff) ended: a password change
   * or reset. Its open live sockets opened before then are closed (notifications.live-closing).
   */
  'member.sessions-ended': z.object({ memberId: id, before: z.number().int().min(0) }),
  /** A timed ban or timeout ran out (the ban-expiry job lifted it). */
  'member.unbanned': z.object({ memberId: id, expiredAt: z.iso.datetime() }),
  // subforums and categories
  /** A category was deleted: its posts are deleted or moved to `targetCategoryId` in the background. */
  'category.deleted': categoryMoveDetail,
  /** The category's posts were not all handled in one pass: the next pass, with the same detail. */
  'category.move-continued': categoryMoveDetail,
  // roles
  /** A custom role was deleted: its members are moved to Members in the background (members.role-removal). */
  'role.deleted': z.object({ roleId: id, name: z.string() }),
  /** The next page of a deleted role's members to move (the removal continues itself until none are left). */
  'role.members-moving': z.object({ roleId: id }),
  // A deleted account's posts and comments are anonymised in the background, a pass at a time
  /** A member deleted their account (member item, claims and pool user gone; their content stays, anonymised). */
  'member.deleted': z.object({ memberId: id }),
  /** The next pass of a deleted member's content to anonymise (the anonymisation continues itself until done). */
  'member.anonymising': z.object({ memberId: id }),
  /** The next pass of a deleted member's notifications to remove and of others' that name them (notifications). */
  'member.notifications-forgetting': z.object({ memberId: id }),
  /** A member's profile became complete for the first time (picture, birthday, location, username): XP, once. */
  'member.profile-completed': z.object({ memberId: id }),
  // moderation
  /** Staff warned a member (the notifications consumer may show it in-app; the member is e-mailed at once). */
  'member.warned': z.object({ memberId: id, reason: z.string(), by: id, auditId: id }),
  /** Staff banned or timed out a member (`until` null: permanent). */
  'member.banned': z.object({ memberId: id, until: z.iso.datetime().nullable(), by: id, auditId: id }),
  // invitations
  /**
   * Staff invited addresses (a batch of up to 1,000): the gatekeeping consumer mails them a pass at a time, `from` the
   * index of the pass's first address, each pass committing the next pass's event.
   */
  'invitations.requested': z.object({ batchId: id, from: z.number().int().min(0) }),
  // gamification
  /** A member reached a new level (the XP consumer, with the XP that raised it); notifications and quests follow. */
  'member.leveled-up': z.object({ memberId: id, level: z.number().int().min(2).max(99), rank: z.string().min(1) }),
  /** A member claimed a completed quest (gamification's claim): the XP consumer awards its XP once. */
  'quest.claimed': z.object({
    memberId: id,
    questId: z.string().min(1),
    period: z.string().min(1),
    xp: z.number().int().min(1),
  }),
  /** A member's action completed a quest in its current period (the XP consumer): notifications follow. */
  'quest.completed': z.object({ memberId: id, questId: z.string().min(1), period: z.string().min(1) }),
  /** A member's action left one step of a quest (of 3 or more steps) in its current period. */
  'quest.near-completion': z.object({ memberId: id, questId: z.string().min(1), period: z.string().min(1) }),
  /** The next pass of a level-up over the member's post cards (the author-index key it starts from). */
  'member.level-spreading': z.object({
    memberId: id,
    level: z.number().int().min(2).max(99),
    from: z.record(z.string(), z.string()),
  }),
  // The newPost notifications go out a page of members at a time
  /**
   * The next page of a new post's notifications (newPost topic): `from` the members' name-index key the page starts
   * at; the notifications consumer commits it with its applied mark while members remain.
   */
  'post.notifying': z.object({ postId: id, from: z.record(z.string(), z.string()) }),
  /** Staff gave a member a role (`assigned`) or took it away (members/role-assignment; one event per member). */
  'member.role-changed': z.object({
    memberId: id,
    roleId: id,
    roleName: z.string().min(1),
    change: z.enum(['assigned', 'removed']),
  }),
  /** A member put on, changed or took off their avatar frame: their post cards and comments follow (posts). */
  'member.avatar-frame-changed': z.object({ memberId: id }),
  /** The next pass of a frame change over the member's posts, then comments (the author-index key it starts from). */
  'member.avatar-frame-spreading': z.object({
    memberId: id,
    phase: z.enum(['posts', 'comments']),
    from: z.record(z.string(), z.string()).nullable(),
  }),
  // billing
  /**
   * A payment of a subscription failed (the provider's `invoice.payment_failed`): its owner is e-mailed a link to the
   * customer portal. `communityId` is null for a subscription still waiting for its community (the event is then the
   * owner app's).
   */
  'billing.payment-failed': z.object({
    communityId: id.nullable(),
    ownerMemberId: id.nullable(),
    providerEventId: id,
  }),
  /**
   * A redeemed lifetime code was refunded (the operator's refund or an import's `refunded` column): its owner is
   * e-mailed. `communityId` is the community it was applied to (null: not applied, or reserved); `planId` is the
   * lifetime plan that community keeps (null: none).
   */
  'billing.code-refunded': z.object({
    code: id,
    ownerMemberId: id,
    communityId: id.nullable(),
    planId: z.string().nullable(),
  }),
  /**
   * A member's supporter subscription changed (a Connect event applied): `started` when it began a supporter period
   * (the owner is notified of a new supporter), `badgeChanged` when the subscriber badge on their cards turns on or
   * off (the author-card passes spread it).
   */
  'billing.supporter-changed': z.object({
    memberId: id,
    subscriptionId: id,
    started: z.boolean(),
    badgeChanged: z.boolean(),
  }),
  /** The next pass over a member's posts, then comments, carrying their subscriber badge (`from`: where it goes on). */
  'member.subscriber-badge-spreading': z.object({
    memberId: id,
    phase: z.enum(['posts', 'comments']),
    from: z.record(z.string(), z.string()).nullable(),
  }),
  // analytics
  /**
   * A batch of the community site's beacons (page views and heartbeats), as the beacon endpoint received it: the
   * event item is also the raw record (kept 90 days, in the rebuild index). `visitor`: `m:<memberId>` or a guest's
   * daily key `g:<hash>`; `country` ISO 3166-1 alpha-2 or null.
   */
  'analytics.beacons': z.object({
    visitor: z.string().regex(/^(m:.+|g:[0-9a-f]{20})$/),
    memberId: id.optional(),
    device: z.enum(['desktop', 'mobile', 'tablet']),
    os: z.string().min(1).max(40),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .nullable(),
    items: z.array(beaconItemSchema).min(1).max(MAX_BEACON_ITEMS),
  }),
} as const;

export type EventType = keyof typeof eventDetailSchemas;
export type EventDetail<T extends EventType> = z.infer<(typeof eventDetailSchemas)[T]>;

export const eventTypes = Object.keys(eventDetailSchemas) as EventType[];

/** The envelope every event item carries (the outbox item's attributes, less its keys and TTL). */
export const eventEnvelopeSchema = z.object({
  id: z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'a ULID'),
  type: z.string().min(1),
  communityId: z.string().min(1),
  occurredAt: z.iso.datetime(),
  detail: z.record(z.string(), z.unknown()),
});

export interface DomainEvent<T extends EventType = EventType> {
  id: string;
  type: T;
  communityId: string;
  occurredAt: string;
  detail: EventDetail<T>;
}

/** Validates an event; the error names what is wrong (for the dead-letter log line). */
export function parseEvent(value: unknown): { ok: true; event: DomainEvent } | { ok: false; reason: string } {
  const envelope = eventEnvelopeSchema.safeParse(value);
  if (!envelope.success) {
    return { ok: false, reason: `bad envelope: ${z.prettifyError(envelope.error).replace(/\n/g, '; ')}` };
  }
  const type = envelope.data.type;
  if (!Object.hasOwn(eventDetailSchemas, type)) return { ok: false, reason: `unknown type "${type}"` };
  const detail = eventDetailSchemas[type as EventType].safeParse(envelope.data.detail);
  if (!detail.success) {
    return { ok: false, reason: `bad detail for ${type}: ${z.prettifyError(detail.error).replace(/\n/g, '; ')}` };
  }
  return { ok: true, event: { ...envelope.data, type: type as EventType, detail: detail.data } as DomainEvent };
}
