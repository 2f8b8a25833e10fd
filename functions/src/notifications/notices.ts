// Who an event notifies: each event family drafts its recipients, then the rules drop a recipient (member-forum §3,
// §7.1): never the actor themself, never a member who is not an active, unbanned member or who cannot read the
// content. The member's switches are judged later, per channel, at send time (preferences.channelOpen).
import type { DomainEvent, EventType } from '@hearth/shared/schemas/events';
import type { NotificationKind } from '@hearth/shared/schemas/notifications';
import { commentNotice } from '../comments/notice.ts';
import { activeBan, type MemberItem } from '../members/model.ts';
import { getMember } from '../members/service.ts';
import { memberCanRead, type PostNotice, postFollowers, postNotice } from '../posts/notice.ts';

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

/** The name shown for an anonymous actor (and for one whose member item is gone). */
export const ANONYMOUS = 'Anonymous';
/** Followers of a post e-mailed about one comment, at most. */
const FOLLOWERS_MAILED_MAX = 1_000;

async function nameOf(communityId: string, memberId: string, anonymous: boolean) {
  if (anonymous) return ANONYMOUS;
  const member = await getMember(communityId, memberId);
  return member ? `${member.firstName} ${member.lastName}`.trim() : ANONYMOUS;
}

const postPath = (post: PostNotice) => `/post/${encodeURIComponent(post.slug)}`;
const commentPath = (post: PostNotice, commentSlug: string) =>
  `${postPath(post)}?comment=${encodeURIComponent(commentSlug)}`;

/** One recipient an event drafts, before the rules that drop a recipient. */
interface Draft {
  memberId: string;
  kind: NotificationKind;
  id: string;
  batched: boolean;
  destination: string;
}

/** What an event family drafts: the post it is about, the actor, the recipients, and whether they must read it. */
interface Drafted {
  post: PostNotice;
  actorId: string;
  anonymous: boolean;
  /** In rank order: a member's first draft is the one kept. */
  drafts: Draft[];
  /** Whether a recipient must be able to read the post now (not for the decision on one's own post). */
  checkReadable: boolean;
}

interface DraftOptions {
  /** The post's followers too, for a comment (the e-mail channel). */
  followers?: boolean;
}

type Drafter = (event: DomainEvent, options: DraftOptions) => Promise<Drafted | null>;

/** A post's @mentions. */
async function postMentions(event: DomainEvent): Promise<Drafted | null> {
  const d = (event as DomainEvent<'post.created'>).detail;
  const post = await postNotice(event.communityId, d.postId);
  if (!post) return null;
  const drafts: Draft[] = (d.mentions ?? []).map((memberId) => ({
    memberId,
    kind: 'mention',
    id: `mention.${event.id}`,
    batched: false,
    destination: postPath(post),
  }));
  return { post, actorId: d.authorId, anonymous: post.anonymous, drafts, checkReadable: true };
}

/** A comment: a reply to the parent's author, a comment on the post's, its @mentions, then the post's followers. */
async function commentRecipients(event: DomainEvent, options: DraftOptions): Promise<Drafted | null> {
  const cid = event.communityId;
  const d = (event as DomainEvent<'comment.created'>).detail;
  const [post, comment, parent] = await Promise.all([
    postNotice(cid, d.postId),
    commentNotice(cid, d.commentId),
    d.parentId ? commentNotice(cid, d.parentId) : Promise.resolve(null),
  ]);
  if (!post || !comment) return null;
  const destination = commentPath(post, comment.slug);
  const own = (kind: NotificationKind, memberId: string): Draft => ({
    memberId,
    kind,
    id: `${kind}.${event.id}`,
    batched: false,
    destination,
  });
  const drafts: Draft[] = [];
  if (parent) drafts.push(own('commentReply', parent.authorId));
  drafts.push(own('postComment', post.authorId));
  for (const memberId of d.mentions ?? []) drafts.push(own('mention', memberId));
  if (options.followers) {
    for (const memberId of await postFollowers(cid, post.id, FOLLOWERS_MAILED_MAX)) {
      drafts.push(own('followedPostComment', memberId));
    }
  }
  return { post, actorId: d.authorId, anonymous: comment.anonymous, drafts, checkReadable: true };
}

/** An upvote or a reaction: the content's author, in the group of its kind for that post or comment. */
async function pressRecipient(event: DomainEvent): Promise<Drafted | null> {
  const cid = event.communityId;
  const d = event.detail as { postId?: string; commentId?: string; memberId: string; vote?: string };
  if (event.type === 'vote.cast' && d.vote !== 'upvote') return null;
  const upvote = event.type === 'vote.cast';
  const drafted = (post: PostNotice, draft: Draft): Drafted => ({
    post,
    actorId: d.memberId,
    anonymous: false,
    drafts: [draft],
    checkReadable: true,
  });
  if (d.commentId) {
    const comment = await commentNotice(cid, d.commentId);
    if (!comment) return null;
    const post = await postNotice(cid, comment.postId);
    if (!post) return null;
    const kind = upvote ? 'commentUpvotes' : 'commentReactions';
    return drafted(post, {
      memberId: comment.authorId,
      kind,
      id: `${kind}.${comment.id}`,
      batched: true,
      destination: commentPath(post, comment.slug),
    });
  }
  const post = await postNotice(cid, d.postId!);
  if (!post) return null;
  const kind = upvote ? 'postUpvotes' : 'postReactions';
  return drafted(post, {
    memberId: post.authorId,
    kind,
    id: `${kind}.${post.id}`,
    batched: true,
    destination: postPath(post),
  });
}

/** The decision on a post awaiting approval: its author. */
async function decisionRecipient(event: DomainEvent): Promise<Drafted | null> {
  const d = (event as DomainEvent<'post.approved'>).detail;
  const post = await postNotice(event.communityId, d.postId);
  if (!post) return null;
  const approved = event.type === 'post.approved';
  const kind = approved ? 'postApproved' : 'postDenied';
  return {
    post,
    actorId: d.by,
    anonymous: false,
    drafts: [
      {
        memberId: d.authorId,
        kind,
        id: `${kind}.${event.id}`,
        batched: false,
        destination: approved ? postPath(post) : '/profile/me',
      },
    ],
    // The decision is about the author's own post: they are told whether or not it is public now.
    checkReadable: false,
  };
}

/** The event types that notify, each with the family that drafts its recipients. */
const DRAFTERS: Partial<Record<EventType, Drafter>> = {
  'post.created': postMentions,
  'comment.created': commentRecipients,
  'vote.cast': pressRecipient,
  'reaction.added': pressRecipient,
  'post.approved': decisionRecipient,
  'post.denied': decisionRecipient,
};

/** The drafts kept as notices: one per member, never the actor, only active unbanned members who may read the post. */
async function noticesFrom(event: DomainEvent, drafted: Drafted): Promise<Notice[]> {
  const cid = event.communityId;
  const { post, actorId, anonymous, checkReadable } = drafted;
  // One notice per member: the first draft (a reply outranks a comment on the post, which outranks a mention).
  const seen = new Set<string>([actorId]);
  const drafts = drafted.drafts.filter((d) => !seen.has(d.memberId) && seen.add(d.memberId));
  if (drafts.length === 0) return [];
  const actorName = checkReadable ? await nameOf(cid, actorId, anonymous) : '';
  const notices = await Promise.all(
    drafts.map(async (draft): Promise<Notice | null> => {
      const member = await getMember(cid, draft.memberId);
      if (!member || member.state !== 'active' || activeBan(member)) return null;
      if (checkReadable && !(await memberCanRead(post, member))) return null;
      return {
        communityId: cid,
        memberId: draft.memberId,
        member,
        kind: draft.kind,
        id: draft.id,
        batched: draft.batched,
        postId: post.id,
        postSlug: post.slug,
        title: post.title,
        actorId: anonymous ? null : actorId,
        actorName,
        destination: draft.destination,
        at: event.occurredAt,
      };
    }),
  );
  return notices.filter((n): n is Notice => n !== null);
}

/** The notices an event means: drafts per recipient by the event's family, then the rules that drop a recipient. */
export async function noticesOf(event: DomainEvent, options: DraftOptions = {}): Promise<Notice[]> {
  const drafter = DRAFTERS[event.type];
  const drafted = drafter ? await drafter(event, options) : null;
  return drafted ? noticesFrom(event, drafted) : [];
}
