// What members see of a post: the card and the full post, shaped for this viewer (anonymity, poll votes, menu).
import { CARD_COMMENTERS, CARD_POLL_OPTIONS } from '@hearth/shared/constants/forum';
import * as messages from '@hearth/shared/messages';
import type { PostCard } from '@hearth/shared/schemas/forum';
import type { ContentRef } from '@hearth/shared/rules/permissions';
import { isPollEnded, pollEndsAt } from '@hearth/shared/rules/polls';
import type { Forum } from '../members/gate.ts';
import { mediaUrl } from '../platform/storage/media.ts';
import type { PostCardFields, StoredPoll } from './model.ts';
import type { PostActionItem } from './store/actions.ts';

export const ANONYMOUS = 'Anonymous';

export const contentRefOf = (card: PostCardFields): ContentRef => ({
  kind: 'post',
  authorId: card.authorId,
  anonymous: card.anonymous,
  archived: card.archived,
  approved: card.approved,
});

/**
 * The author as this viewer may know them: anonymous content hides its author from everyone but the author, staff
 * and the owner included (staff get no report, warn, timeout or ban on it either: member-forum §6). Only the stored
 * item keeps who wrote it (docs/api.md, Anonymous content).
 */
export function authorView(
  forum: Forum,
  author: {
    id: string;
    name: string;
    picKey: string | null;
    anonymous: boolean;
    deleted?: boolean | undefined;
    level?: number | undefined;
    frameId?: string | null | undefined;
    subscriber?: boolean | undefined;
  },
) {
  // A deleted account is no one: no profile to link, no face.
  if (author.deleted) return { memberId: null, fullName: messages.deletedUser, profilePicURL: null };
  if (author.anonymous && forum.viewer.memberId !== author.id) {
    return { memberId: null, fullName: ANONYMOUS, profilePicURL: null };
  }
  return {
    memberId: author.id,
    fullName: author.name,
    profilePicURL: mediaUrl(author.picKey),
    ...(author.level ? { level: author.level } : {}),
    ...(author.frameId ? { avatarFrameId: author.frameId } : {}),
    ...(author.subscriber ? { subscriber: true as const } : {}),
  };
}

export function pollView(
  poll: StoredPoll,
  publishedAt: string,
  viewerId: string | null,
  myVotes: readonly string[],
  limit = Number.POSITIVE_INFINITY,
) {
  const now = Date.now();
  return {
    maxChoices: poll.maxChoices,
    duration: poll.duration,
    extendable: poll.extendable,
    endsAt: new Date(pollEndsAt({ publishedAt, duration: poll.duration })).toISOString(),
    ended: isPollEnded({ publishedAt, duration: poll.duration }, now),
    totalOptions: poll.options.length,
    options: poll.options.slice(0, limit).map((o) => ({
      id: o.id,
      title: o.title,
      count: o.count,
      voted: myVotes.includes(o.id),
      isAuthor: viewerId !== null && o.authorId === viewerId,
    })),
  };
}

/** A card for this viewer; `action` is the viewer's own state on the post (null for guests). */
export function cardView(forum: Forum, card: PostCardFields, action: PostActionItem | null, full = false): PostCard {
  const viewerId = forum.viewer.memberId;
  return {
    id: card.id,
    slug: card.slug,
    type: card.type,
    title: card.title,
    summary: card.summary,
    bannerURL: mediaUrl(card.bannerKey),
    author: authorView(forum, {
      id: card.authorId,
      name: card.authorName,
      picKey: card.authorPicKey,
      anonymous: card.anonymous,
      deleted: card.authorDeleted,
      level: card.authorLevel,
      frameId: card.authorFrameId,
      subscriber: card.authorSubscriber,
    }),
    anonymous: card.anonymous,
    pinned: card.pinnedScope !== null,
    archived: card.archived,
    approved: card.approved,
    publishedAt: card.publishedAt,
    editedAt: card.editedAt,
    category: { id: card.categoryId, title: card.categoryTitle },
    subforum:
      card.subforumId && card.subforumSlug && card.subforumTitle
        ? { id: card.subforumId, slug: card.subforumSlug, title: card.subforumTitle }
        : null,
    upvotes: card.upvotes,
    downvotes: card.downvotes,
    reactions: card.reactions,
    totalComments: card.totalComments,
    commenters: card.commenters
      .slice(0, CARD_COMMENTERS)
      .map((c) => ({ fullName: c.fullName, profilePicURL: mediaUrl(c.profilePicKey) })),
    moreCommenters: Math.max(0, card.commenterCount - Math.min(card.commenters.length, CARD_COMMENTERS)),
    poll: card.poll
      ? pollView(card.poll, card.publishedAt, viewerId, action?.pollVotes ?? [], full ? undefined : CARD_POLL_OPTIONS)
      : null,
    linkPreview: card.linkPreview,
    hashtags: card.hashtags,
    viewer: {
      vote: action?.vote ?? 'none',
      reactions: action?.reactions ?? [],
      subscribed: action?.subscribed ?? false,
    },
  };
}
