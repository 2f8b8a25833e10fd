// Post write and read paths (member-forum §2.5-2.6, §4): each write is named steps — who may (policy), what
// (validated input, sanitized HTML, verified upload), one transaction, then the event for later consumers.
import { messages } from '@hearth/shared/messages';
import {
  type PermissionScope,
  allowedPostTypes,
  can,
  canViewContent,
  canViewSubforum,
  canVoteOrReact,
  contentMenu,
  canComment,
  isStaff,
  newPostApproval,
} from '@hearth/shared/rules/permissions';
import { addPollOption as addOptionRule, castPollVote } from '@hearth/shared/rules/polls';
import { nextVote } from '@hearth/shared/rules/votes';
import { FEED_PAGE_SIZE, SUMMARY_MAX } from '@hearth/shared/constants/forum';
import type { FeedSort, FeedType } from '@hearth/shared/schemas/forum';
import { type CreatePostBody, type EditPostBody, isBlankHtml } from '@hearth/shared/schemas/posts';
import { ulid } from 'ulid';
import type { MemberItem } from '../members/model.ts';
import { searchMembersByName } from '../members/service.ts';
import { HOME_CATEGORIES, type SubforumItem } from '../communities/store.ts';
import {
  type Forum,
  contentNotFound,
  contentPrivate,
  forumFor,
  forumWriter,
  memberKeyOf,
  scopeOf,
  scopePermissions,
  subforumById,
  subforumBySlug,
} from '../forum/viewer.ts';
import type { Actor } from '../platform/auth/verify.ts';
import { keys } from '../platform/db/keys.ts';
import { batchGetItems } from '../platform/db/batch.ts';
import { tableName } from '../platform/db/client.ts';
import { TransactionConditionFailed, type TransactItem, transactWrite } from '../platform/db/transact.ts';
import { countOnDay } from '../platform/activity.ts';
import { outboxItem } from '../platform/events/port.ts';
import { loadRichText } from '../platform/html/load.ts';
import { AppError, badRequest, conflict, forbidden } from '../platform/http/errors.ts';
import { decodeCursor, encodeCursor } from '../platform/http/cursor.ts';
import { loadLinkPreviews } from '../platform/link-preview/load.ts';
import { countAttempt } from '../platform/rate-limit.ts';
import { createUpload, type UploadPolicy, verifyUpload } from '../platform/storage/uploads.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import {
  HOME,
  type PostCardFields,
  type PostItem,
  categoryScope,
  ownScope,
  postIdOfSlug,
  slugFor,
  subforumScope,
  titleTokens,
} from './model.ts';
import { assertReadable, livePost, readablePost } from './access.ts';
import * as store from './store.ts';
import { cardView, contentRefOf } from './views.ts';

export const PINS_MAX = 5;
const POST_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
const WRITE_RETRIES = 5;

// ── who is asking ──────────────────────────────────────────────────────────────────────────────────────────────

// ── reading ────────────────────────────────────────────────────────────────────────────────────────────────────

function assertFeedOption(forum: Forum, name: 'postTypes' | 'postsSorting', value: string) {
  if (name === 'postTypes' && value === 'all') return;
  const enabled = forum.config.feedMenu.some((m) => m.name === name && m.value === value && m.enabled);
  if (!enabled)
    throw badRequest(`"${value}" is not offered by this community's feed.`, {
      [name === 'postTypes' ? 'type' : 'sort']: 'Not offered here.',
    });
}

/**
 * The viewer's action items for some posts plus their member item (unless this request has it already), in one
 * BatchGet (signed-in viewers only).
 */
async function viewerState(forum: Forum, postIds: string[]) {
  const actor = forum.actor;
  if (!actor) return { actions: new Map<string, store.PostActionItem>(), member: null };
  const cid = forum.config.community.communityId;
  const memberKey = forum.member ? null : memberKeyOf(actor);
  const items = await batchGetItems<Record<string, unknown>>([
    ...postIds.map((id) => keys.postAction(cid, id, actor.memberId)),
    ...(memberKey ? [memberKey] : []),
  ]);
  const actions = new Map<string, store.PostActionItem>();
  let member: MemberItem | null = forum.member;
  for (const item of items) {
    if (String(item.SK).startsWith('MEMBER#')) member = item as unknown as MemberItem;
    else actions.set(String(item.PK).split('#P#')[1]!, item as store.PostActionItem);
  }
  return { actions, member };
}

function assertNotBanned(forum: Forum, member: MemberItem | null, scope: PermissionScope) {
  if (!member?.ban) return;
  const banned = { ...forum.viewer, ban: member.ban };
  if (!canViewSubforum(banned, scope)) throw forbidden(messages.forbidden);
}

export interface FeedInput {
  subforum?: string;
  categoryId?: string;
  type: FeedType;
  sort: FeedSort;
  cursor?: string;
}

/**
 * A feed page: page 1 reads the scope's pins (Query), then the entries (Query, 20 minus the pins shown), then the
 * viewer's actions (BatchGet): at most 3 requests, and the same cost on page 1 and page 500.
 */
export async function getFeed(tenant: Tenant | null, actor: Actor | null, input: FeedInput) {
  const forum = await forumFor(tenant, actor);
  const cid = forum.config.community.communityId;
  assertFeedOption(forum, 'postTypes', input.type);
  assertFeedOption(forum, 'postsSorting', input.sort);
  const subforum = input.subforum ? subforumBySlug(forum, input.subforum) : null;
  const scopeId = subforum ? subforumScope(subforum.id) : HOME;
  const permissionScope = scopeOf(forum, subforum);
  if (input.categoryId) categoryIn(forum, subforum, input.categoryId);
  const partitionScope = input.categoryId ? categoryScope(input.categoryId) : scopeId;
  const partition = keys.feedPartition(cid, partitionScope, input.type);

  const matches = (card: Record<string, unknown>) =>
    (input.type === 'all' || card.type === input.type) && (!input.categoryId || card.categoryId === input.categoryId);
  // Pins read count against the page even when the filters hide them, so a page never reads more than 20 cards.
  const pinsRead = input.cursor ? [] : await store.queryPins(cid, scopeId);
  const pins = pinsRead.filter(matches);
  const startKey = decodeCursor(
    input.cursor,
    input.sort === 'hot' ? { GSI2PK: partition } : input.sort === 'top' ? { GSI3PK: partition } : { PK: partition },
  );
  const page = await store.queryFeed(
    partition,
    input.sort,
    FEED_PAGE_SIZE - Math.min(pinsRead.length, FEED_PAGE_SIZE - 1),
    startKey,
  );
  const cards = [...pins, ...page.items] as unknown as PostCardFields[];
  const { actions, member } = await viewerState(
    forum,
    cards.map((c) => c.id),
  );
  assertNotBanned(forum, member, permissionScope);
  return {
    items: cards.map((card) => cardView(forum, card, actions.get(card.id) ?? null)),
    nextCursor: encodeCursor(page.lastKey),
    subforum: subforum ? { id: subforum.id, slug: subforum.slug, title: subforum.title, emoji: subforum.emoji } : null,
    permissions: scopePermissions(forum, permissionScope),
  };
}

/** A post by slug with the viewer's state and menu; 403 for a private subforum, 404 when gone or not yet public. */
export async function getPost(tenant: Tenant | null, actor: Actor | null, slug: string) {
  const forum = await forumFor(tenant, actor);
  const postId = postIdOfSlug(slug);
  if (!postId) throw contentNotFound();
  const { post, scope } = await livePost(forum, postId);
  const { actions, member } = await viewerState(forum, [post.id]);
  assertNotBanned(forum, member, scope);
  assertReadable(forum, post, scope);
  return postDetail(forum, post, scope, actions.get(post.id) ?? null);
}

function postDetail(forum: Forum, post: PostItem, scope: PermissionScope, action: store.PostActionItem | null) {
  const ref = contentRefOf(post);
  const menu = contentMenu(forum.viewer, ref).flatMap((a) => {
    if (a === 'pin') return [post.pinnedScope ? 'unpin' : 'pin'] as const;
    if (a === 'archive') return [post.archived ? 'unarchive' : 'archive'] as const;
    if (a === 'subscribe') return [action?.subscribed ? 'unsubscribe' : 'subscribe'] as const;
    return [a];
  });
  return {
    ...cardView(forum, post, action, true),
    content: post.content,
    menu,
    canComment: canComment(forum.viewer, scope, ref),
    canCommentAnonymously: canComment(forum.viewer, scope, ref) && can(forum.viewer, 'anonymousComment', scope),
    canVote: canVoteOrReact(forum.viewer, scope, ref),
  };
}

const SEARCH_READ = 40;

/** Posts by title words (all of them) or one #hashtag: one Query on the most selective token, then the posts. */
export async function search(
  tenant: Tenant | null,
  actor: Actor | null,
  input: { q: string; type: FeedType; categoryId?: string; cursor?: string },
) {
  const forum = await forumFor(tenant, actor);
  const cid = forum.config.community.communityId;
  const hashtag = input.q.startsWith('#') ? input.q.slice(1).toLowerCase() : null;
  const words = hashtag ? [] : titleTokens(input.q);
  if (!hashtag && words.length === 0) return { items: [], nextCursor: null };
  const token = hashtag ? `#${hashtag}` : [...words].sort((a, b) => b.length - a.length)[0]!;
  const partition = keys.searchToken(cid, token, '').PK;
  const found = await store.querySearchToken(cid, token, SEARCH_READ, decodeCursor(input.cursor, { PK: partition }));
  const candidates = found.items.filter(
    (t) => (input.type === 'all' || t.type === input.type) && (!input.categoryId || t.categoryId === input.categoryId),
  );
  const posts = await batchGetItems<PostItem>(candidates.map((t) => keys.post(cid, t.postId)));
  const visible = posts
    .filter((p) => !p.deleted && p.approved === true && words.every((w) => p.titleTokens.includes(w)))
    .filter((p) => canViewSubforum(forum.viewer, scopeOf(forum, subforumById(forum, p.subforumId))))
    .sort((a, b) => (a.publishedAt < b.publishedAt ? 1 : -1));
  const { actions } = await viewerState(
    forum,
    visible.map((p) => p.id),
  );
  return {
    items: visible.map((p) => cardView(forum, p, actions.get(p.id) ?? null)),
    nextCursor: encodeCursor(found.lastKey),
  };
}

// ── writing ────────────────────────────────────────────────────────────────────────────────────────────────────

function categoryIn(forum: Forum, subforum: SubforumItem | null, categoryId: string) {
  const scope = subforum?.id ?? HOME_CATEGORIES;
  const category = forum.config.categories.find((c) => c.id === categoryId && c.subforumId === scope && c.enabled);
  if (!category) throw badRequest(messages.categoryInvalid, { categoryId: messages.categoryInvalid });
  return category;
}

const postImagePolicy = (communityId: string, memberId: string): UploadPolicy => ({
  prefix: `c/${communityId}/posts/${memberId}`,
  allowedTypes: ['image/png', 'image/jpeg', 'image/gif'],
  maxBytes: POST_IMAGE_MAX_BYTES,
});

export async function createPostUpload(
  tenant: Tenant | null,
  actor: Actor | null,
  fileType: 'image/png' | 'image/jpeg' | 'image/gif',
) {
  const { forum, memberId } = await forumWriter(tenant, actor);
  return createUpload(postImagePolicy(forum.config.community.communityId, memberId), fileType);
}

async function verifiedImage(cid: string, memberId: string, key: string | undefined, previous?: string | null) {
  if (!key || key === previous) return key ?? null;
  try {
    return (await verifyUpload(postImagePolicy(cid, memberId), key)).key;
  } catch (error) {
    if (error instanceof AppError) throw badRequest(error.message, { bannerKey: error.message });
    throw error;
  }
}

/** A post's body after the allowlist, with what the feed and search keep of it. */
async function richContent(html: string) {
  const { extractHashtags, plainText, sanitizeRichText } = await loadRichText();
  const content = sanitizeRichText(html);
  const text = plainText(content).replace(/\s+/g, ' ').trim();
  return {
    content,
    /** Nothing left to read and no picture or video: an empty body. */
    empty: isBlankHtml(content),
    summary: text.length > SUMMARY_MAX ? `${text.slice(0, SUMMARY_MAX - 1)}…` : text,
    hashtags: extractHashtags(content).slice(0, 10),
  };
}

const hostOf = (tenant: Tenant | null) => (tenant?.host ?? '').replace(/:\d+$/, '');

/** The composer's preview: fetched server-side under the link-preview port's rules; attempts are rate limited. */
export async function previewLink(tenant: Tenant | null, actor: Actor | null, url: string) {
  const { forum, memberId } = await forumWriter(tenant, actor);
  await countAttempt(forum.config.community.communityId, 'linkPreview', { account: memberId, ip: memberId });
  const { fetchLinkPreview } = await loadLinkPreviews();
  return fetchLinkPreview(url, { sameHost: hostOf(tenant) });
}

/** The preview the author kept, fetched again by us (never trusted from the client); none when unavailable. */
async function previewFetcher(url: string, host: string): Promise<PostItem['linkPreview']> {
  const { fetchLinkPreview } = await loadLinkPreviews();
  try {
    return await fetchLinkPreview(url, { sameHost: host });
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** createPost: assertCanPost → validate category and upload → sanitize → one transaction → post.created. */
export async function createPost(tenant: Tenant | null, actor: Actor | null, body: CreatePostBody) {
  const { forum, member, memberId } = await forumWriter(tenant, actor);
  const cid = forum.config.community.communityId;
  const subforum = body.subforumId ? subforumById(forum, body.subforumId) : null;
  if (body.subforumId && !subforum)
    throw badRequest(messages.subforumMissing, { subforumId: messages.subforumMissing });
  const scope = scopeOf(forum, subforum);
  if (!canViewSubforum(forum.viewer, scope)) throw forbidden(messages.subforumPrivate);
  if (!allowedPostTypes(forum.viewer, scope).includes(body.type)) {
    throw forbidden(messages.postTypeNotAllowed);
  }
  if (body.anonymous && !can(forum.viewer, 'anonymousPost', scope)) {
    throw badRequest(messages.anonymousNotAllowed, { anonymous: messages.anonymousNotAllowed });
  }
  const category = categoryIn(forum, subforum, body.categoryId);
  const bannerKey = await verifiedImage(cid, memberId, 'bannerKey' in body ? body.bannerKey : undefined);
  const { content, empty, summary, hashtags } = await richContent(body.content ?? '');
  if (body.type === 'post' && empty) {
    throw badRequest(messages.contentRequired, { content: messages.contentRequired });
  }
  const id = ulid().toLowerCase();
  const now = new Date().toISOString();
  const approved = newPostApproval(forum.viewer, scope);
  const host = hostOf(tenant);
  const post: PostItem = {
    communityId: cid,
    id,
    slug: slugFor(body.title, id),
    type: body.type,
    title: body.title,
    content,
    summary,
    bannerKey,
    authorId: memberId,
    authorName: `${member.firstName} ${member.lastName}`,
    authorPicKey: null,
    anonymous: body.anonymous,
    archived: false,
    approved,
    publishedAt: now,
    editedAt: null,
    categoryId: category.id,
    categoryTitle: category.title,
    subforumId: subforum?.id ?? null,
    subforumSlug: subforum?.slug ?? null,
    subforumTitle: subforum?.title ?? null,
    subforumPrivate: subforum?.private ?? false,
    upvotes: 0,
    downvotes: 0,
    score: 0,
    version: 0,
    reactions: Object.fromEntries(forum.config.reactions.map((r) => [r.key, 0])),
    totalComments: 0,
    commenters: [],
    commenterCount: 0,
    poll:
      body.type === 'poll'
        ? {
            maxChoices: body.maxChoices,
            duration: body.duration,
            extendable: body.extendable,
            options: body.options.map((title) => ({ id: ulid().toLowerCase(), title, count: 0, authorId: memberId })),
          }
        : null,
    linkPreview: body.linkPreview ? await previewFetcher(body.linkPreview.requestUrl, host) : null,
    hashtags,
    pinnedScope: null,
    titleTokens: titleTokens(body.title),
  };
  // The author follows their own post.
  await store.putNewPost(post, [
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.postAction(cid, id, memberId), subscribed: true, arev: 1 },
      },
    },
    outboxItem(approved ? 'post.created' : 'post.submitted', cid, { postId: id, authorId: memberId, type: post.type }),
  ]);
  return { id, slug: post.slug, approved };
}

/** Re-reads and re-applies a change until it lands on the post's current state (concurrent edits, votes). */
async function rewrite(
  forum: Forum,
  postId: string,
  change: (post: PostItem, scope: PermissionScope) => PostItem | Promise<PostItem>,
) {
  return (await rewriteFrom(forum, postId, change)).after;
}

/**
 * `rewrite`, answering the post as it was before the change too. A change that returns the post itself writes
 * nothing; `extra` adds items to the transaction from the post before and after.
 */
async function rewriteFrom(
  forum: Forum,
  postId: string,
  change: (post: PostItem, scope: PermissionScope) => PostItem | Promise<PostItem>,
  extra: (before: PostItem, after: PostItem) => TransactItem[] = () => [],
): Promise<{ before: PostItem; after: PostItem }> {
  for (let attempt = 0; attempt < WRITE_RETRIES; attempt++) {
    const { post, scope } = await readablePost(forum, postId);
    const next = await change(post, scope);
    if (next === post) return { before: post, after: post };
    if (await store.rewritePost(post, next, extra(post, next))) {
      return { before: post, after: { ...next, version: post.version + 1 } };
    }
  }
  throw conflict('This post is changing right now. Please try again.');
}

export async function editPost(tenant: Tenant | null, actor: Actor | null, postId: string, body: EditPostBody) {
  const { forum, memberId } = await forumWriter(tenant, actor);
  const cid = forum.config.community.communityId;
  const next = await rewrite(forum, postId, async (post) => {
    if (post.authorId !== memberId && !isStaff(forum.viewer)) throw forbidden(messages.notAuthor);
    if (body.type !== post.type) throw badRequest('A post keeps its type.', { type: 'A post keeps its type.' });
    const subforum = subforumById(forum, post.subforumId);
    const category = categoryIn(forum, subforum, body.categoryId);
    const { content, summary, hashtags } = await richContent(body.content ?? '');
    const bannerKey =
      'bannerKey' in body && body.bannerKey !== undefined
        ? await verifiedImage(cid, post.authorId, body.bannerKey, post.bannerKey)
        : post.bannerKey;
    return {
      ...post,
      title: body.title,
      slug: slugFor(body.title, post.id),
      content,
      summary,
      bannerKey,
      categoryId: category.id,
      categoryTitle: category.title,
      // Its author's edit of a denied post submits it again.
      approved: post.approved === false && post.authorId === memberId ? null : post.approved,
      hashtags,
      titleTokens: titleTokens(body.title),
      linkPreview: body.linkPreview
        ? body.linkPreview.requestUrl === post.linkPreview?.url
          ? post.linkPreview
          : await previewFetcher(body.linkPreview.requestUrl, hostOf(tenant))
        : null,
      editedAt: new Date().toISOString(),
    };
  });
  return { id: next.id, slug: next.slug, approved: next.approved };
}

export async function deletePost(tenant: Tenant | null, actor: Actor | null, postId: string) {
  const { forum, memberId } = await forumWriter(tenant, actor);
  await rewriteFrom(
    forum,
    postId,
    (post) => {
      if (post.authorId !== memberId && !isStaff(forum.viewer)) throw forbidden(messages.forbidden);
      return { ...post, deleted: true, pinnedScope: null };
    },
    () => [outboxItem('post.deleted', forum.config.community.communityId, { postId, by: memberId })],
  );
  return { id: postId, deleted: true as const };
}

/**
 * Staff's decision on a post that is not published: approving puts it in the feeds and search as of now (its poll's
 * duration starts then too) and counts it among the day's posts, in the same transaction; denying keeps it out, for
 * its author and staff to see as denied. Approving a published post changes nothing.
 */
export async function setApproval(tenant: Tenant | null, actor: Actor | null, postId: string, approved: boolean) {
  const { forum, memberId } = await forumWriter(tenant, actor);
  const cid = forum.config.community.communityId;
  const { after: next } = await rewriteFrom(
    forum,
    postId,
    (post) => {
      if (!isStaff(forum.viewer)) throw forbidden(messages.staffOnly);
      if (approved && post.approved === true) return post;
      if (!approved && post.approved !== null) throw conflict(messages.postNotAwaitingApproval);
      return approved
        ? { ...post, approved: true, publishedAt: new Date().toISOString() }
        : { ...post, approved: false };
    },
    (before, after) => [
      ...(before.approved !== true && after.approved === true ? [countOnDay(cid, 'posts', after.publishedAt)] : []),
      outboxItem(approved ? 'post.approved' : 'post.denied', cid, { postId, authorId: after.authorId, by: memberId }),
    ],
  );
  return { id: next.id, slug: next.slug, approved: next.approved === true };
}

async function flags(forum: Forum, post: PostItem) {
  const action = forum.actor ? await store.getPostAction(post.communityId, post.id, forum.actor.memberId) : null;
  return {
    id: post.id,
    pinned: post.pinnedScope !== null,
    archived: post.archived,
    subscribed: action?.subscribed ?? false,
  };
}

export async function setPinned(tenant: Tenant | null, actor: Actor | null, postId: string, pinned: boolean) {
  const { forum } = await forumWriter(tenant, actor);
  const next = await rewrite(forum, postId, async (post) => {
    if (!isStaff(forum.viewer)) throw forbidden(messages.staffOnly);
    if (post.approved !== true) throw badRequest(messages.postAwaitingApproval);
    const scope = ownScope(post);
    if (pinned && post.pinnedScope === null) {
      const pins = await store.queryPins(post.communityId, scope);
      if (pins.length >= PINS_MAX) throw conflict(messages.tooManyPins(PINS_MAX));
    }
    return { ...post, pinnedScope: pinned ? scope : null };
  });
  return flags(forum, next);
}

export async function setArchived(tenant: Tenant | null, actor: Actor | null, postId: string, archived: boolean) {
  const { forum } = await forumWriter(tenant, actor);
  const next = await rewrite(forum, postId, (post) => {
    if (!isStaff(forum.viewer)) throw forbidden(messages.staffOnly);
    return { ...post, archived };
  });
  return flags(forum, next);
}

/**
 * Changes the viewer's action item and the post's counters together, retrying when another write got there first
 * (a concurrent press by the same member, or the card moving). `decide` sees the fresh post and action.
 */
async function act(
  forum: Forum,
  memberId: string,
  postId: string,
  decide: (
    post: PostItem,
    scope: PermissionScope,
    action: store.PostActionItem,
  ) => {
    action: store.PostActionItem;
    counters: Parameters<typeof store.updateCounters>[1] | null;
    /** The event the change commits with it (the outbox). */
    event?: TransactItem;
  },
) {
  const cid = forum.config.community.communityId;
  for (let attempt = 0; attempt < WRITE_RETRIES * 4; attempt++) {
    // Whoever may not read the post learns nothing of it: 404 (or 403 for a private subforum), as on its page.
    const { post, scope } = await readablePost(forum, postId);
    const current: store.PostActionItem = (await store.getPostAction(cid, postId, memberId)) ?? {};
    const { action, counters, event } = decide(post, scope, current);
    const actionPut = {
      Put: {
        TableName: tableName(),
        Item: { ...keys.postAction(cid, postId, memberId), ...action, arev: (current.arev ?? 0) + 1 },
        ConditionExpression: 'attribute_not_exists(PK) OR arev = :arev',
        ExpressionAttributeValues: { ':arev': current.arev ?? 0 },
      },
    };
    try {
      if (!counters) {
        await transactWrite([actionPut, ...(event ? [event] : [])]);
        return { post, action };
      }
      if (await store.updateCounters(post, counters, [actionPut, ...(event ? [event] : [])])) return { post, action };
    } catch (error) {
      if (!(error instanceof TransactionConditionFailed)) throw error;
    }
  }
  throw conflict('Too many changes at once. Please try again.');
}

function assertCanVote(forum: Forum, post: PostItem, scope: PermissionScope) {
  if (post.archived) throw conflict(messages.postArchived);
  if (!canVoteOrReact(forum.viewer, scope, contentRefOf(post))) throw forbidden(messages.forbidden);
}

/** A vote: the member's action and the counts in one transaction, then the hot/top keys from the new score. */
export async function votePost(
  tenant: Tenant | null,
  actor: Actor | null,
  postId: string,
  pressed: 'upvote' | 'downvote',
) {
  const { forum, memberId } = await forumWriter(tenant, actor);
  const { action } = await act(forum, memberId, postId, (post, scope, current) => {
    assertCanVote(forum, post, scope);
    const change = nextVote(current.vote ?? 'none', pressed);
    const { vote: _old, ...rest } = current;
    return {
      action: change.vote === 'none' ? rest : { ...rest, vote: change.vote },
      counters: {
        expression: 'ADD upvotes :u, downvotes :d, score :s, version :one',
        values: { ':u': change.upDelta, ':d': change.downDelta, ':s': change.scoreDelta, ':one': 1 },
      },
      event: outboxItem('vote.cast', post.communityId, { postId, memberId, vote: change.vote }),
    };
  });
  const fresh = await store.refreshSortKeys(forum.config.community.communityId, postId);
  return { vote: action.vote ?? ('none' as const), upvotes: fresh?.upvotes ?? 0, downvotes: fresh?.downvotes ?? 0 };
}

export async function reactToPost(tenant: Tenant | null, actor: Actor | null, postId: string, key: string) {
  const { forum, memberId } = await forumWriter(tenant, actor);
  if (!forum.config.reactions.some((r) => r.key === key))
    throw badRequest(messages.reactionUnknown, { key: messages.reactionUnknown });
  let added = false;
  const { action } = await act(forum, memberId, postId, (post, scope, current) => {
    assertCanVote(forum, post, scope);
    const mine = current.reactions ?? [];
    added = !mine.includes(key);
    return {
      action: { ...current, reactions: added ? [...mine, key] : mine.filter((k) => k !== key) },
      counters: {
        expression: 'SET reactions.#k = if_not_exists(reactions.#k, :zero) + :d ADD version :one',
        names: { '#k': key },
        values: { ':zero': 0, ':d': added ? 1 : -1, ':one': 1 },
      },
      ...(added ? { event: outboxItem('reaction.added', post.communityId, { postId, memberId, key }) } : {}),
    };
  });
  const fresh = await store.getPost(forum.config.community.communityId, postId);
  return { reactions: fresh?.reactions ?? {}, mine: action.reactions ?? [] };
}

export async function setSubscribed(tenant: Tenant | null, actor: Actor | null, postId: string, subscribed: boolean) {
  const { forum, memberId } = await forumWriter(tenant, actor);
  const { post } = await act(forum, memberId, postId, (p, scope, current) => {
    if (!canViewContent(forum.viewer, scope, contentRefOf(p))) throw contentPrivate();
    return { action: { ...current, subscribed }, counters: null };
  });
  return { id: post.id, pinned: post.pinnedScope !== null, archived: post.archived, subscribed };
}

function pollState(post: PostItem, memberId: string, action: store.PostActionItem) {
  if (!post.poll) throw badRequest('This post has no poll.');
  return {
    maxChoices: post.poll.maxChoices,
    duration: post.poll.duration,
    extendable: post.poll.extendable,
    publishedAt: post.publishedAt,
    options: post.poll.options.map((o) => ({
      id: o.id,
      title: o.title,
      count: o.count,
      voted: (action.pollVotes ?? []).includes(o.id),
      isAuthor: o.authorId === memberId,
    })),
  };
}

const pollProblem = (outcome: { problem: string; message: string }) =>
  outcome.problem === 'optionNotFound'
    ? badRequest(outcome.message, { optionId: outcome.message })
    : conflict(outcome.message);

export async function votePoll(
  tenant: Tenant | null,
  actor: Actor | null,
  postId: string,
  optionId: string,
  unvote: boolean,
) {
  const { forum, memberId } = await forumWriter(tenant, actor);
  await act(forum, memberId, postId, (post, scope, current) => {
    assertCanVote(forum, post, scope);
    const outcome = castPollVote(pollState(post, memberId, current), optionId, unvote);
    if (!outcome.ok) throw pollProblem(outcome);
    const index = post.poll!.options.findIndex((o) => o.id === optionId);
    const votes = outcome.options.filter((o) => o.voted).map((o) => o.id);
    return {
      action: { ...current, pollVotes: votes },
      counters:
        outcome.countDelta === 0
          ? null
          : {
              expression: `SET poll.options[${index}].#count = poll.options[${index}].#count + :d ADD version :one`,
              names: { '#count': 'count' },
              values: { ':d': outcome.countDelta, ':one': 1 },
            },
      event: outboxItem('poll.voted', post.communityId, { postId, memberId, optionId, unvote }),
    };
  });
  return currentPoll(forum, postId, memberId);
}

export async function addPollOption(tenant: Tenant | null, actor: Actor | null, postId: string, title: string) {
  const { forum, memberId } = await forumWriter(tenant, actor);
  const optionId = ulid().toLowerCase();
  await act(forum, memberId, postId, (post, scope, current) => {
    assertCanVote(forum, post, scope);
    const outcome = addOptionRule(pollState(post, memberId, current), { id: optionId, title });
    if (!outcome.ok) throw pollProblem(outcome);
    return {
      action: { ...current, pollVotes: [...(current.pollVotes ?? []), optionId] },
      counters: {
        expression: 'SET poll.options = list_append(poll.options, :option) ADD version :one',
        values: { ':option': [{ id: optionId, title, count: 1, authorId: memberId }], ':one': 1 },
      },
      event: outboxItem('poll.voted', post.communityId, { postId, memberId, optionId, unvote: false }),
    };
  });
  return currentPoll(forum, postId, memberId);
}

async function currentPoll(forum: Forum, postId: string, memberId: string) {
  const cid = forum.config.community.communityId;
  const [post, action] = await Promise.all([store.getPost(cid, postId), store.getPostAction(cid, postId, memberId)]);
  if (!post?.poll) throw contentNotFound();
  return cardView(forum, post, action, true).poll!;
}

const MENTIONS_MAX = 8;

/** @mention candidates: members whose "first last" starts with the query (one Query on the name index). */
export async function searchMentions(tenant: Tenant | null, actor: Actor | null, q: string) {
  const { forum } = await forumWriter(tenant, actor);
  const found = await searchMembersByName(forum.config.community.communityId, q, MENTIONS_MAX);
  return {
    items: found.map((m) => ({ memberId: m.memberId, fullName: `${m.firstName} ${m.lastName}`, profilePicURL: null })),
    nextCursor: null,
  };
}
