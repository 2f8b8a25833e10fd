// Reading posts (member-forum §2.5-2.6): a feed page, a post's page, search. Each is a Query or two and one BatchGet of
// the viewer's own state; permissions are judged on every read (members/gate.ts, posts/access.ts).
import * as messages from '@hearth/shared/messages';
import {
  type Actor as PermissionActor,
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
import { type SharedPage, getSharedPage, setSharedPage, sharedPageKey } from './store/shared-pages.ts';
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
 * Who a shared feed page is built for: every input of what its cards may show besides the community (liveCards:
 * canViewSubforum over the viewer's roles, access level and ownership). Guests are one class; a member's class is
 * their role set with their access level, so staff, a role that opens a private subforum and plain members never
 * share a page. A ban is no part of it: pages are built as if unbanned and a ban, read fresh, refuses the page.
 */
export function visibilityClass(viewer: PermissionActor): string {
  if (viewer.memberId === null) return 'guest';
  const roles = viewer.roles.map((r) => r.id).sort();
  return `member:${JSON.stringify({ roles, accessLevel: viewer.accessLevel, owner: viewer.owner })}`;
}

/**
 * A shared page older than a member's press may not count it yet; this margin covers the clocks of two containers
 * (the press stamps its action item with its container's time, the page its own).
 */
const PRESS_CLOCK_MARGIN_MS = 1_000;

type FeedPage = SharedPage<PostCardFields>;

/**
 * The viewer-independent page: page 1 reads the scope's pins and 20 entries (two Queries at once), shows the entries
 * the pins leave room for and continues after the last one shown; a guest's page also reads the removing set beside
 * them and leaves deleted posts out. Cards are kept only as `forum`'s visibility class may see them.
 */
async function buildSharedPage(forum: Forum, input: FeedInput, scopeId: string, partition: string): Promise<FeedPage> {
  const cid = forum.config.community.communityId;
  const builtAt = Date.now();
  const matches = (card: Record<string, unknown>) =>
    (input.type === 'all' || card.type === input.type) && (!input.categoryId || card.categoryId === input.categoryId);
  const startKey = decodeCursor(
    input.cursor,
    input.sort === 'hot' ? { GSI2PK: partition } : input.sort === 'top' ? { GSI3PK: partition } : { PK: partition },
  );
  // Pins count against page 1 even when the filters hide them; the cursor continues after the last entry shown.
  const [pinsRead, read, guestRemoving] = await Promise.all([
    input.cursor ? [] : feedStore.queryPins(cid, scopeId),
    feedStore.queryFeed(partition, input.sort, FEED_PAGE_SIZE, startKey),
    guestRemovingRead(forum),
  ]);
  const page = feedStore.firstOfFeedPage(
    read,
    input.sort,
    FEED_PAGE_SIZE - Math.min(pinsRead.length, FEED_PAGE_SIZE - 1),
  );
  const cards = liveCards(forum, [...pinsRead.filter(matches), ...page.items] as unknown as PostCardFields[]);
  return { cards: cards.filter((c) => !guestRemoving?.has(c.id)), lastKey: page.lastKey, builtAt };
}

/**
 * The cards of a reused page with this member's own presses counted: a post they pressed on since (about) when the
 * page was built is read fresh (one BatchGet of those posts, only then), so their vote never shows beside a count
 * that lacks it.
 */
async function ownPressesCounted(
  forum: Forum,
  page: FeedPage,
  actions: Map<string, actionStore.PostActionItem>,
): Promise<PostCardFields[]> {
  const pressed = page.cards.filter((c) => (actions.get(c.id)?.pressedAt ?? 0) >= page.builtAt - PRESS_CLOCK_MARGIN_MS);
  if (pressed.length === 0) return page.cards;
  const fresh = new Map(
    (
      await getPosts(
        forum.config.community.communityId,
        pressed.map((c) => c.id),
      )
    ).map((p) => [p.id, p]),
  );
  return page.cards.map((card) => {
    const post = fresh.get(card.id);
    if (!post) return card;
    const { upvotes, downvotes, reactions, poll } = post;
    return { ...card, upvotes, downvotes, reactions, poll };
  });
}

/**
 * A feed page: the shared page (this container's, when one of the viewer's visibility class is younger than
 * SHARED_PAGE_TTL_MS; else built: at most 2 Queries, and a guest's removing set beside them), then for a signed-in
 * viewer their actions, member item and the removing set in one BatchGet, always fresh. A member on a warm page: 1
 * request (2 right after their own press on one of its posts); a cold page costs what it did: at most 3.
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
  const partition = feedStore.feedPartition(
    cid,
    input.categoryId ? categoryScope(input.categoryId) : scopeId,
    input.type,
  );
  // The page is built and kept for the viewer's class, never with their (possibly cached) ban: that is judged fresh.
  const classForum: Forum = { ...forum, viewer: { ...forum.viewer, ban: null } };
  if (!canViewSubforum(classForum.viewer, permissionScope)) throw refusal('SUBFORUM_NO_ACCESS');
  const key = sharedPageKey({
    communityId: cid,
    visibility: visibilityClass(forum.viewer),
    scope: scopeId,
    categoryId: input.categoryId,
    type: input.type,
    sort: input.sort,
    cursor: input.cursor,
  });
  const cached = getSharedPage<PostCardFields>(key);
  const page = cached ?? (await buildSharedPage(classForum, input, scopeId, partition));
  if (!cached) setSharedPage(key, page);
  // A guest on a kept page reads the removing set fresh (one GetItem): a post staff deleted a moment ago — in any
  // container — is gone at once for guests too, as for members (theirs comes with their actions).
  const { actions, member, removing } = await viewerState(
    forum,
    page.cards.map((c) => c.id),
    cached && !forum.actor ? await getRemovingPostIds(cid) : undefined,
  );
  const seen = viewedFresh(forum, member, permissionScope);
  const cards = cached && forum.actor ? await ownPressesCounted(forum, page, actions) : page.cards;
  // Entries of a post deleted a moment ago stay until its cleanup runs: left out here, so a page may hold fewer
  // cards, and the cursor still continues after the last entry read.
  return {
    items: liveCards(seen, cards)
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
