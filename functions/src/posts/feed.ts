// Reading posts (member-forum §2.5-2.6): a feed page, a post's page, search. Each is a Query or two and one BatchGet of
// the viewer's own state; permissions are judged on every read (members/gate.ts, posts/access.ts).
import * as messages from '@hearth/shared/messages';
import {
  type PermissionScope,
  can,
  canViewSubforum,
  canVoteOrReact,
  contentMenu,
  canComment,
  menuBeyondReach,
} from '@hearth/shared/rules/permissions';
import { FEED_PAGE_SIZE } from '@hearth/shared/constants/forum';
import type { FeedSort, FeedType } from '@hearth/shared/schemas/forum';
import type { MemberItem } from '../members/model.ts';
import { authorsBeyondReach } from './staff-judge.ts';
import {
  type Forum,
  contentNotFound,
  forumFor,
  memberKeyOf,
  scopeOf,
  scopePermissions,
  subforumBySlug,
  categoryIn,
  withFreshMember,
} from '../members/gate.ts';
import type { Actor } from '../platform/auth/verify.ts';
import { refusal } from '../platform/http/errors.ts';
import { decodeCursor, encodeCursor } from '../platform/http/cursor.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import {
  HOME,
  authorScope,
  type PostCardFields,
  type PostItem,
  categoryScope,
  postIdOfSlug,
  subforumScope,
  titleTokens,
} from './model.ts';
import { assertReadable, livePost } from './access.ts';
import { liveCard, liveCards } from './live-cards.ts';
import * as actionStore from './store/actions.ts';
import * as feedStore from './store/feed.ts';
import { getPosts, getRemovingPostIds } from './store/posts.ts';
import { cardView, contentRefOf } from './views.ts';

function assertFeedOption(forum: Forum, name: 'postTypes' | 'postsSorting', value: string) {
  if (name === 'postTypes' && value === 'all') return;
  const enabled = forum.config.feedMenu.some((m) => m.name === name && m.value === value && m.enabled);
  if (!enabled)
    throw refusal('FEED_OPTION_UNAVAILABLE', value).on(name === 'postTypes' ? 'type' : 'sort', messages.notOfferedHere);
}

/**
 * The viewer's action items for some posts plus their member item (unless this request has it already) and the
 * community's removing set, in one BatchGet (signed-in viewers). A guest has no actions: `guestRemoving` is the set,
 * read by the caller alongside its Query.
 */
async function viewerState(forum: Forum, postIds: string[], guestRemoving?: Set<string>) {
  const actor = forum.actor;
  if (!actor) {
    return {
      actions: new Map<string, actionStore.PostActionItem>(),
      member: null,
      removing: guestRemoving ?? new Set(),
    };
  }
  const cid = forum.config.community.communityId;
  const memberKey = forum.member ? null : memberKeyOf(actor);
  const { actions, removing, also } = await actionStore.getViewerActions(cid, postIds, actor.memberId, memberKey);
  return { actions, member: (also as MemberItem | null) ?? forum.member, removing };
}

/** A guest's read of the removing set, to run beside a page's Query; a signed-in viewer's comes with their actions. */
const guestRemovingRead = (forum: Forum) =>
  forum.actor ? Promise.resolve(undefined) : getRemovingPostIds(forum.config.community.communityId);

/** The forum with the viewer's ban as the member item read this request says: a banned member is refused the page. */
function viewedFresh(forum: Forum, member: MemberItem | null, scope: PermissionScope): Forum {
  const seen = withFreshMember(forum, member);
  if (!canViewSubforum(seen.viewer, scope)) throw refusal('SUBFORUM_NO_ACCESS');
  return seen;
}

export interface FeedInput {
  subforum?: string;
  categoryId?: string;
  type: FeedType;
  sort: FeedSort;
  cursor?: string;
}

/**
 * A feed page: page 1 reads the scope's pins and 20 entries (two Queries at once; 20 minus the pins shown), then the
 * viewer's actions and the removing set (BatchGet; a guest reads the set beside the Queries instead): at most 3
 * requests, and the same cost on page 1 and page 500.
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
  const partition = feedStore.feedPartition(cid, partitionScope, input.type);

  const matches = (card: Record<string, unknown>) =>
    (input.type === 'all' || card.type === input.type) && (!input.categoryId || card.categoryId === input.categoryId);
  const startKey = decodeCursor(
    input.cursor,
    input.sort === 'hot' ? { GSI2PK: partition } : input.sort === 'top' ? { GSI3PK: partition } : { PK: partition },
  );
  // Page 1 reads the pins and a full page of entries at once, then shows as many entries as the pins leave room for
  // (pins count against the page even when the filters hide them); the cursor continues after the last one shown.
  const [pinsRead, read, guestRemoving] = await Promise.all([
    input.cursor ? [] : feedStore.queryPins(cid, scopeId),
    feedStore.queryFeed(partition, input.sort, FEED_PAGE_SIZE, startKey),
    guestRemovingRead(forum),
  ]);
  const pins = pinsRead.filter(matches);
  const page = feedStore.firstOfFeedPage(
    read,
    input.sort,
    FEED_PAGE_SIZE - Math.min(pinsRead.length, FEED_PAGE_SIZE - 1),
  );
  const cards = liveCards(forum, [...pins, ...page.items] as unknown as PostCardFields[]);
  const { actions, member, removing } = await viewerState(
    forum,
    cards.map((c) => c.id),
    guestRemoving,
  );
  const seen = viewedFresh(forum, member, permissionScope);
  // Entries of a post deleted a moment ago stay until its cleanup runs: left out here, so a page may hold fewer
  // cards, and the cursor still continues after the last entry read.
  return {
    items: cards
      .filter((card) => !removing.has(card.id))
      .map((card) => cardView(seen, card, actions.get(card.id) ?? null)),
    nextCursor: encodeCursor(page.lastKey),
    subforum: subforum ? { id: subforum.id, slug: subforum.slug, title: subforum.title, emoji: subforum.emoji } : null,
    permissions: scopePermissions(seen, permissionScope),
  };
}

/** A post by slug with the viewer's state and menu; 403 for a private subforum, 404 when gone or not yet public. */
export async function getPost(tenant: Tenant | null, actor: Actor | null, slug: string) {
  const forum = await forumFor(tenant, actor);
  const postId = postIdOfSlug(slug);
  if (!postId) throw contentNotFound();
  const { post, scope } = await livePost(forum, postId);
  const { actions, member } = await viewerState(forum, [post.id]);
  const seen = viewedFresh(forum, member, scope);
  assertReadable(seen, post, scope);
  // A post of a category being deleted with its posts is gone already; one being moved shows its new category.
  const shown = liveCard(seen, post);
  if (!shown) throw contentNotFound();
  const beyond = await authorsBeyondReach(seen, [post.authorId], post.subforumId);
  return postDetail(seen, shown, scope, actions.get(post.id) ?? null, beyond.has(post.authorId));
}

function postDetail(
  forum: Forum,
  post: PostItem,
  scope: PermissionScope,
  action: actionStore.PostActionItem | null,
  authorBeyondReach: boolean,
) {
  const ref = contentRefOf(post);
  const offered = contentMenu(forum.viewer, ref);
  const menu = (authorBeyondReach ? menuBeyondReach(offered) : offered).flatMap((a) => {
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
export async function searchPosts(
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
  const found = await feedStore.querySearchToken(
    cid,
    token,
    SEARCH_READ,
    decodeCursor(input.cursor, feedStore.searchPartition(cid, token)),
  );
  const candidates = found.items.filter(
    (t) => (input.type === 'all' || t.type === input.type) && (!input.categoryId || t.categoryId === input.categoryId),
  );
  const posts = await getPosts(
    cid,
    candidates.map((t) => t.postId),
  );
  const visible = liveCards(
    forum,
    posts.filter((p) => !p.deleted && p.approved === true && words.every((w) => p.titleTokens.includes(w))),
  ).sort((a, b) => (a.publishedAt < b.publishedAt ? 1 : -1));
  const { actions } = await viewerState(
    forum,
    visible.map((p) => p.id),
  );
  return {
    items: visible.map((p) => cardView(forum, p, actions.get(p.id) ?? null)),
    nextCursor: encodeCursor(found.lastKey),
  };
}

/**
 * A member's posts, newest first (their profile's Activity tab): one Query of their author entries and the viewer's
 * BatchGet, the same cost on page 1 and page 50. Anonymous posts and posts of private subforums have no author
 * entry, so a profile never reveals them.
 */
export async function listAuthorPosts(
  tenant: Tenant | null,
  actor: Actor | null,
  memberId: string,
  cursor: string | undefined,
) {
  const forum = await forumFor(tenant, actor);
  const cid = forum.config.community.communityId;
  const partition = feedStore.feedPartition(cid, authorScope(memberId), 'all');
  const [page, guestRemoving] = await Promise.all([
    feedStore.queryFeed(partition, 'new', FEED_PAGE_SIZE, decodeCursor(cursor, { PK: partition })),
    guestRemovingRead(forum),
  ]);
  const cards = page.items as unknown as PostCardFields[];
  const { actions, removing } = await viewerState(
    forum,
    cards.map((c) => c.id),
    guestRemoving,
  );
  return {
    items: cards
      .filter((card) => !removing.has(card.id))
      .map((card) => cardView(forum, card, actions.get(card.id) ?? null)),
    nextCursor: encodeCursor(page.lastKey),
  };
}
