// Notifications: who an event notifies (recipients), what the bell and /notifications show, and the switches.
// Rules (member-forum §3, §7.1): never the actor themself, never a member who is not an active, unbanned
// member or who cannot read the content, and only through the channels their switches leave on, judged at send time.
import * as messages from '@hearth/shared/messages';
import type { DomainEvent } from '@hearth/shared/schemas/events';
import {
  type NotificationChannel,
  type NotificationKind,
  type NotificationCategory,
  type NotificationView,
  NOTIFICATION_PAGE_SIZE,
  defaultPreferences,
  kindCategory,
  kindTopic,
  wants,
} from '@hearth/shared/schemas/notifications';
import { commentNotice } from '../comments/notice.ts';
import { activeBan, type MemberItem } from '../members/model.ts';
import { getMember, memberItemKey } from '../members/service.ts';
import type { Actor } from '../platform/auth/verify.ts';
import type { TransactItem } from '../platform/db/transact.ts';
import { decodeCursor, encodeCursor } from '../platform/http/cursor.ts';
import { communityNotFound, refusal, unauthenticated } from '../platform/http/errors.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import { communityConfig } from '../communities/config.ts';
import { forumWriter, memberAccountIn } from '../members/gate.ts';
import { sendMail } from '../platform/email/port.ts';
import { config } from '../platform/config.ts';
import { followsPost, memberCanRead, type PostNotice, postFollowers, postNotice } from '../posts/notice.ts';
import { signUnsubscribe } from './links.ts';
import { notificationMail } from './mail.ts';
import * as bellStore from './store/bell.ts';
import * as erasureStore from './store/erasure.ts';
import * as mailStore from './store/mail.ts';
import * as notificationStore from './store/notifications.ts';
import * as preferencesStore from './store/preferences.ts';
import { accountMessage } from './account.ts';

/** One notification an event means for one member, before the member's switches are read. */
export interface Notice {
  communityId: string;
  memberId: string;
  member: MemberItem;
  kind: NotificationKind;
  /** The event's own id, or the group's (`postUpvotes.<postId>`) when the kind batches. */
  id: string;
  batched: boolean;
  postId: string;
  postSlug: string;
  title: string;
  actorId: string | null;
  actorName: string;
  destination: string;
  at: string;
}

const ANONYMOUS = 'Anonymous';
/** At most this many notification e-mails per member and hour; the rest are skipped (the weekly digest sums up). */
export const MAIL_CAP_PER_HOUR = 10;
/** Followers of a post e-mailed about one comment, at most. */
const FOLLOWERS_MAILED_MAX = 1_000;
/** Kinds that are e-mailed one by one (batched upvotes and reactions are not). */
const MAILED_KINDS = new Set<NotificationKind>([
  'postComment',
  'commentReply',
  'mention',
  'postApproved',
  'postDenied',
  'followedPostComment',
]);
/** A post's activity: its e-mails carry the post's unsubscribe link, and go only while the member follows it. */
const POST_ACTIVITY = new Set<NotificationKind>(['postComment', 'followedPostComment']);

async function nameOf(communityId: string, memberId: string, anonymous: boolean) {
  if (anonymous) return ANONYMOUS;
  const member = await getMember(communityId, memberId);
  return member ? `${member.firstName} ${member.lastName}`.trim() : ANONYMOUS;
}

const postPath = (post: PostNotice) => `/post/${encodeURIComponent(post.slug)}`;
const commentPath = (post: PostNotice, commentSlug: string) =>
  `${postPath(post)}?comment=${encodeURIComponent(commentSlug)}`;

interface Draft {
  memberId: string;
  kind: NotificationKind;
  id: string;
  batched: boolean;
  destination: string;
}

/** The notices an event means: drafts per recipient, then the rules that drop a recipient. */
export async function noticesOf(event: DomainEvent, options: { followers?: boolean } = {}): Promise<Notice[]> {
  const cid = event.communityId;
  let post: PostNotice | null = null;
  let actorId: string;
  let anonymous = false;
  let drafts: Draft[] = [];
  let checkReadable = true;
  switch (event.type) {
    case 'post.created': {
      const d = (event as DomainEvent<'post.created'>).detail;
      post = await postNotice(cid, d.postId);
      if (!post) return [];
      actorId = d.authorId;
      anonymous = post.anonymous;
      drafts = (d.mentions ?? []).map((memberId) => ({
        memberId,
        kind: 'mention',
        id: `mention.${event.id}`,
        batched: false,
        destination: postPath(post!),
      }));
      break;
    }
    case 'comment.created': {
      const d = (event as DomainEvent<'comment.created'>).detail;
      const [p, comment, parent] = await Promise.all([
        postNotice(cid, d.postId),
        commentNotice(cid, d.commentId),
        d.parentId ? commentNotice(cid, d.parentId) : Promise.resolve(null),
      ]);
      if (!p || !comment) return [];
      post = p;
      actorId = d.authorId;
      anonymous = comment.anonymous;
      const destination = commentPath(p, comment.slug);
      const own = (kind: NotificationKind, memberId: string) => ({
        memberId,
        kind,
        id: `${kind}.${event.id}`,
        batched: false,
        destination,
      });
      if (parent) drafts.push(own('commentReply', parent.authorId));
      drafts.push(own('postComment', p.authorId));
      for (const memberId of d.mentions ?? []) drafts.push(own('mention', memberId));
      if (options.followers) {
        for (const memberId of await postFollowers(cid, p.id, FOLLOWERS_MAILED_MAX)) {
          drafts.push(own('followedPostComment', memberId));
        }
      }
      break;
    }
    case 'vote.cast':
    case 'reaction.added': {
      const d = event.detail as { postId?: string; commentId?: string; memberId: string; vote?: string };
      if (event.type === 'vote.cast' && d.vote !== 'upvote') return [];
      actorId = d.memberId;
      const upvote = event.type === 'vote.cast';
      if (d.commentId) {
        const comment = await commentNotice(cid, d.commentId);
        if (!comment) return [];
        post = await postNotice(cid, comment.postId);
        if (!post) return [];
        const kind = upvote ? 'commentUpvotes' : 'commentReactions';
        drafts = [
          {
            memberId: comment.authorId,
            kind,
            id: `${kind}.${comment.id}`,
            batched: true,
            destination: commentPath(post, comment.slug),
          },
        ];
      } else {
        post = await postNotice(cid, d.postId!);
        if (!post) return [];
        const kind = upvote ? 'postUpvotes' : 'postReactions';
        drafts = [
          { memberId: post.authorId, kind, id: `${kind}.${post.id}`, batched: true, destination: postPath(post) },
        ];
      }
      break;
    }
    case 'post.approved':
    case 'post.denied': {
      const d = (event as DomainEvent<'post.approved'>).detail;
      post = await postNotice(cid, d.postId);
      if (!post) return [];
      actorId = d.by;
      // The decision is about the author's own post: they are told whether or not it is public now.
      checkReadable = false;
      const approved = event.type === 'post.approved';
      drafts = [
        {
          memberId: d.authorId,
          kind: approved ? 'postApproved' : 'postDenied',
          id: `${approved ? 'postApproved' : 'postDenied'}.${event.id}`,
          batched: false,
          destination: approved ? postPath(post) : '/profile/me',
        },
      ];
      break;
    }
    default:
      return [];
  }
  // One notice per member: the first draft (a reply outranks a comment on the post, which outranks a mention).
  const seen = new Set<string>([actorId]);
  drafts = drafts.filter((d) => !seen.has(d.memberId) && seen.add(d.memberId));
  if (drafts.length === 0) return [];
  const actorName = checkReadable ? await nameOf(cid, actorId, anonymous) : '';
  const notices = await Promise.all(
    drafts.map(async (draft): Promise<Notice | null> => {
      const member = await getMember(cid, draft.memberId);
      if (!member || member.state !== 'active' || activeBan(member)) return null;
      if (checkReadable && !(await memberCanRead(post!, member))) return null;
      return {
        communityId: cid,
        memberId: draft.memberId,
        member,
        kind: draft.kind,
        id: draft.id,
        batched: draft.batched,
        postId: post!.id,
        postSlug: post!.slug,
        title: post!.title,
        actorId: anonymous ? null : actorId,
        actorName,
        destination: draft.destination,
        at: event.occurredAt,
      };
    }),
  );
  return notices.filter((n): n is Notice => n !== null);
}

/** The in-app effect of an event: each recipient whose switches allow it gets its notification and unread count. */
export async function inAppEffect(event: DomainEvent): Promise<TransactItem[]> {
  const notices = await noticesOf(event);
  const effects = await Promise.all(
    notices.map(async (n): Promise<TransactItem[]> => {
      const actorKey = n.batched ? (n.actorId ?? `anonymous.${event.id}`) : null;
      const seen = await notificationStore.readRecipient(n.communityId, n.memberId, n.batched ? n.id : null, actorKey);
      if (!wants(seen.prefs ?? {}, kindTopic[n.kind], 'App')) return [];
      const item: notificationStore.NotificationItem = {
        communityId: n.communityId,
        memberId: n.memberId,
        id: n.id,
        kind: n.kind,
        category: kindCategory[n.kind],
        topic: kindTopic[n.kind],
        title: n.title,
        actorId: actorKey ?? n.actorId,
        actorName: n.actorName,
        actorCount: 1,
        createdAt: n.at,
        updatedAt: n.at,
        destination: n.destination,
      };
      if (!n.batched)
        return [notificationStore.putNotification(item), bellStore.countUnread(n.communityId, n.memberId)];
      if (seen.actorCounted) return [];
      const lastSeen = seen.state?.lastSeenAt ?? null;
      const alreadyUnread = seen.group !== null && (lastSeen === null || seen.group.updatedAt > lastSeen);
      if (alreadyUnread) return notificationStore.addToGroup(item);
      // Counted unread only if the group is still as read here (a concurrent first delivery cannot count it twice).
      return [
        ...notificationStore.addToGroup(item, seen.group ? { updatedAt: seen.group.updatedAt } : null),
        bellStore.countUnread(n.communityId, n.memberId),
      ];
    }),
  );
  return effects.flat();
}

/** Whether a channel reaches the member for this notice now (their switches as stored, else the defaults). */
export async function channelOpen(n: Notice, channel: NotificationChannel) {
  const prefs = (await preferencesStore.getPreferences(n.communityId, n.memberId)) ?? {};
  return wants(prefs, kindTopic[n.kind], channel);
}

/** The spec's line for a notification. */
export function messageOf(
  n: Pick<notificationStore.NotificationItem, 'kind' | 'actorName' | 'actorCount' | 'title'>,
): string {
  switch (n.kind) {
    case 'postComment':
      return messages.notifyPostComment(n.actorName, n.title);
    case 'commentReply':
      return messages.notifyCommentReply(n.actorName, n.title);
    case 'mention':
      return messages.notifyMention(n.actorName, n.title);
    case 'postUpvotes':
      return messages.notifyVotes(n.actorName, n.actorCount, 'post', n.title);
    case 'commentUpvotes':
      return messages.notifyVotes(n.actorName, n.actorCount, 'comment', n.title);
    case 'postReactions':
      return messages.notifyReactions(n.actorName, n.actorCount, 'post', n.title);
    case 'commentReactions':
      return messages.notifyReactions(n.actorName, n.actorCount, 'comment', n.title);
    case 'postApproved':
      return messages.notifyPostApproved(n.title);
    case 'postDenied':
      return messages.notifyPostDenied(n.title);
    case 'followedPostComment':
      return messages.notifyFollowedPostComment(n.actorName, n.title);
    case 'triggerTest':
    case 'levelUp':
    case 'questCompleted':
    case 'questNearCompletion':
      // The trigger tester (and a level-up) writes the whole line as the title.
      return n.title;
    case 'newPost':
      return messages.notifyNewPost(n.actorName, n.title);
    case 'hotPost':
      return messages.notifyHotPost(n.title);
    default:
      return accountMessage(n.kind, n.title);
  }
}

/**
 * The signed-in member whose notifications these are: an active, unbanned member of this community, judged on the
 * member item read fresh (the membership gate, members/gate.ts), so a pending, denied or banned account is refused.
 */
export async function memberOf(tenant: Tenant | null, actor: Actor | null, read?: { member: MemberItem | null }) {
  if (!tenant || tenant.kind !== 'community') throw communityNotFound();
  if (!actor) throw unauthenticated();
  if (!memberAccountIn(actor, tenant.communityId)) throw refusal('NOT_A_MEMBER');
  await forumWriter(tenant, actor, read);
  return { communityId: tenant.communityId, memberId: actor.memberId };
}

const viewOf = (n: notificationStore.NotificationItem, lastSeenAt: string | null): NotificationView => ({
  id: n.id,
  kind: n.kind,
  category: n.category,
  message: messageOf(n),
  actor:
    n.actorId && n.actorName !== ANONYMOUS && !n.actorId.startsWith('anonymous.')
      ? { memberId: n.actorId, name: n.actorName }
      : null,
  actorCount: n.actorCount,
  createdAt: n.createdAt,
  updatedAt: n.updatedAt,
  destination: n.destination,
  unread: lastSeenAt === null || n.updatedAt > lastSeenAt,
});

/** A page of the member's notifications (one Query, plus the bell's GetItem for what is unread: 2 requests). */
export async function listNotifications(
  tenant: Tenant | null,
  actor: Actor | null,
  category: NotificationCategory,
  cursor: string | undefined,
) {
  const { communityId, memberId } = await memberOf(tenant, actor);
  const index = category === 'all' ? 'GSI1PK' : 'GSI2PK';
  const startKey = decodeCursor(cursor, {
    [index]: notificationStore.notificationPartition(communityId, memberId, category),
  });
  const [page, bell] = await Promise.all([
    notificationStore.queryNotifications(communityId, memberId, category, NOTIFICATION_PAGE_SIZE, startKey),
    bellStore.getBellState(communityId, memberId),
  ]);
  return {
    items: page.items.map((n) => viewOf(n, bell.lastSeenAt)),
    nextCursor: encodeCursor(page.lastKey),
  };
}

/**
 * The bell's count: one BatchGetItem of the bell and the reader's member item, the membership gate judged on the
 * latter (the same rule as memberOf's fresh read) before the count is answered.
 */
export async function getUnread(tenant: Tenant | null, actor: Actor | null) {
  if (!tenant || tenant.kind !== 'community') throw communityNotFound();
  if (!actor) throw unauthenticated();
  const account = memberAccountIn(actor, tenant.communityId);
  if (!account) throw refusal('NOT_A_MEMBER');
  const { bell, other } = await bellStore.getBellStateWith<MemberItem>(
    tenant.communityId,
    actor.memberId,
    memberItemKey(account.communityId, account.memberId),
  );
  await memberOf(tenant, actor, { member: other });
  return bell;
}

/** The panel was closed. */
export async function markSeen(tenant: Tenant | null, actor: Actor | null) {
  const { communityId, memberId } = await memberOf(tenant, actor);
  return bellStore.putSeen(communityId, memberId, new Date().toISOString());
}

export async function getPreferences(tenant: Tenant | null, actor: Actor | null) {
  const { communityId, memberId } = await memberOf(tenant, actor);
  return {
    preferences: { ...defaultPreferences(), ...((await preferencesStore.getPreferences(communityId, memberId)) ?? {}) },
  };
}

export async function updatePreferences(tenant: Tenant | null, actor: Actor | null, changes: Record<string, boolean>) {
  const { communityId, memberId } = await memberOf(tenant, actor);
  const stored = await preferencesStore.setPreferences(communityId, memberId, changes);
  return { preferences: { ...defaultPreferences(), ...stored } };
}

/** The community's site origin, for absolute links in e-mails (no request host in a consumer). */
export function siteOrigin(subdomain: string) {
  const c = config();
  return c.stage === 'local'
    ? `http://${subdomain}.${c.baseDomain}${c.publicPort ? `:${c.publicPort}` : ''}`
    : `https://${subdomain}.${c.baseDomain}`;
}

/**
 * The e-mail effect of an event: each recipient whose Email switches allow it (and who still follows the post, for a
 * post's activity) gets one e-mail, claimed before it is sent so a redelivery never sends it twice, and within the
 * per-member hourly cap. Nothing to write with the event's mark: the claims are the record.
 */
export async function emailEffect(event: DomainEvent): Promise<TransactItem[]> {
  const notices = (await noticesOf(event, { followers: true })).filter((n) => MAILED_KINDS.has(n.kind));
  if (notices.length === 0) return [];
  const community = (await communityConfig(event.communityId))?.community;
  if (!community) return [];
  const origin = siteOrigin(community.subdomain);
  const hour = event.occurredAt.slice(0, 13);
  for (const n of notices) {
    if (!(await channelOpen(n, 'Email'))) continue;
    const postId = n.postId;
    const activity = POST_ACTIVITY.has(n.kind);
    if (activity && !(await followsPost(n.communityId, postId, n.memberId))) continue;
    if (!(await mailStore.claimMail(n.communityId, n.memberId, event.id, hour, MAIL_CAP_PER_HOUR))) continue;
    try {
      const message = messageOf({ kind: n.kind, actorName: n.actorName, actorCount: 1, title: n.title });
      await sendMail(
        notificationMail({
          to: n.member.email,
          site: community.communityName,
          origin,
          message,
          destination: n.destination,
          ...(activity
            ? {
                unsubscribe: {
                  postSlug: n.postSlug,
                  token: await signUnsubscribe(n.communityId, { memberId: n.memberId, postId }),
                },
              }
            : {}),
        }),
      );
    } catch (error) {
      await mailStore.releaseMail(n.communityId, n.memberId, event.id, hour);
      throw error;
    }
  }
  return [];
}

/** Notification items per pass of a deleted account's clean-up: a few seconds of writes at most. */
export const FORGET_PASS_SIZE = 100;

/**
 * One pass of a deleted account's clean-up: its own notifications, bell, switches, e-mail claims and live
 * connections deleted, and other members' notifications that name it renamed [DELETED USER]. Answers whether
 * another pass is needed.
 */
export async function forgetMember(communityId: string, memberId: string): Promise<boolean> {
  const [ownLeft, namedLeft] = await Promise.all([
    erasureStore.deleteMemberItems(communityId, memberId, FORGET_PASS_SIZE),
    erasureStore.renameActorInNotifications(communityId, memberId, messages.deletedUser, FORGET_PASS_SIZE),
  ]);
  return ownLeft || namedLeft;
}
