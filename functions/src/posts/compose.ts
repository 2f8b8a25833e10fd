// Writing posts (member-forum §2.5, §4): the composer's upload URL and link preview, create, edit and delete. Each
// write is named steps — who may (policy), what (validated input, sanitized HTML, verified upload), one transaction
// that carries its event (outbox).
import { allowedPostTypes, can, canViewSubforum, newPostApproval } from '@hearth/shared/rules/permissions';
import { SUMMARY_MAX } from '@hearth/shared/constants/forum';
import { type CreatePostBody, type EditPostBody, isBlankHtml } from '@hearth/shared/schemas/posts';
import { ulid } from 'ulid';
import { type Forum, forumWriter, scopeOf, subforumById, categoryIn } from '../members/gate.ts';
import { type EditedContent, assertMayEditOthers, editAuditItem } from './staff-edits.ts';
import type { ContentRevision } from '@hearth/shared/schemas/audit';
import type { TransactItem } from '../platform/db/transact.ts';
import type { Actor } from '../platform/auth/verify.ts';
import { outboxItem } from '../platform/events/port.ts';
import { MENTIONS_NOTIFIED } from '@hearth/shared/schemas/events';
import { loadRichText } from '../platform/html/load.ts';
import { AppError, badRequest, refusal } from '../platform/http/errors.ts';
import { loadLinkPreviews } from '../platform/link-preview/load.ts';
import { countAttempt, countMemberAction } from '../platform/rate-limit.ts';
import { createUpload, type UploadPolicy, verifyUpload } from '../platform/storage/uploads.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import { type MemberItem, wearsSubscriberBadge } from '../members/model.ts';
import { type PostItem, removed, slugFor, titleTokens } from './model.ts';
import { authorFollows } from './store/actions.ts';
import { draftDeletion } from './store/drafts.ts';
import { putNewPost } from './store/posts.ts';
import { rewriteFrom } from './rewrite.ts';
import type { WordMatcher } from '@hearth/shared/rules/word-filter';
import { wordMatcher } from '../word-filter/service.ts';

const POST_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** Where a member's post images are uploaded (a draft's images too: they become the post's when it is published). */
export const postImagePolicy = (communityId: string, memberId: string): UploadPolicy => ({
  prefix: `c/${communityId}/posts/${memberId}`,
  allowedTypes: ['image/png', 'image/jpeg', 'image/gif'],
  maxBytes: POST_IMAGE_MAX_BYTES,
});

export async function createPostMediaUpload(
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

/** A post's body after the allowlist and the word filter, with what the feed and search keep of it. */
async function richContent(html: string, filter: WordMatcher) {
  const { extractHashtags, plainText, sanitizeRichText } = await loadRichText();
  const content = filter.maskHtml(sanitizeRichText(html));
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

/** Where a new post goes, as the author may post there: its subforum (or the home feed), scope and category. */
function placeOf(forum: Forum, body: CreatePostBody) {
  const subforum = body.subforumId ? subforumById(forum, body.subforumId) : null;
  if (body.subforumId && !subforum) throw refusal('SUBFORUM_UNKNOWN');
  const scope = scopeOf(forum, subforum);
  if (!canViewSubforum(forum.viewer, scope)) throw refusal('SUBFORUM_PRIVATE');
  if (!allowedPostTypes(forum.viewer, scope).includes(body.type)) {
    throw refusal('POST_TYPE_NOT_ALLOWED');
  }
  if (body.anonymous && !can(forum.viewer, 'anonymousPost', scope)) {
    throw refusal('ANONYMOUS_NOT_ALLOWED');
  }
  return { subforum, scope, category: categoryIn(forum, subforum, body.categoryId) };
}

/** What a new post is made of once it is checked: its place, author, masked title and body, and the filter. */
interface NewPost {
  forum: Forum;
  body: CreatePostBody;
  place: ReturnType<typeof placeOf>;
  member: MemberItem;
  memberId: string;
  id: string;
  now: string;
  title: string;
  rich: Awaited<ReturnType<typeof richContent>>;
  bannerKey: string | null;
  approved: PostItem['approved'];
  filter: WordMatcher;
  host: string;
}

/** The new post item, field by field: no votes, reactions or comments yet; a poll's options masked by the filter. */
async function newPostItem(p: NewPost): Promise<PostItem> {
  const { forum, body, member, memberId, id, title, filter } = p;
  const { subforum, category } = p.place;
  return {
    communityId: forum.config.community.communityId,
    id,
    slug: slugFor(title, id),
    type: body.type,
    title,
    content: p.rich.content,
    summary: p.rich.summary,
    bannerKey: p.bannerKey,
    authorId: memberId,
    authorName: `${member.firstName} ${member.lastName}`,
    authorPicKey: null,
    authorLevel: member.level ?? 1,
    authorFrameId: member.avatarFrameId ?? null,
    ...(wearsSubscriberBadge(member) ? { authorSubscriber: true } : {}),
    anonymous: body.anonymous,
    archived: false,
    approved: p.approved,
    publishedAt: p.now,
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
            options: body.options.map((option) => ({
              id: ulid().toLowerCase(),
              title: filter.maskText(option),
              count: 0,
              authorId: memberId,
            })),
          }
        : null,
    linkPreview: body.linkPreview ? await previewFetcher(body.linkPreview.requestUrl, p.host) : null,
    hashtags: p.rich.hashtags,
    pinnedScope: null,
    titleTokens: titleTokens(title),
  };
}

/**
 * The new post's one transaction: the post, its author following it, its event (created, or submitted), and the
 * deletion of the author's draft it was written from, if any (its images are the post's now, so they stay).
 */
async function writeNewPost(post: PostItem, draftId: string | undefined) {
  const cid = post.communityId;
  await putNewPost(post, [
    ...(draftId ? [draftDeletion(cid, post.authorId, draftId.toLowerCase())] : []),
    authorFollows(cid, post.id, post.authorId),
    outboxItem(post.approved ? 'post.created' : 'post.submitted', cid, {
      postId: post.id,
      authorId: post.authorId,
      type: post.type,
      mentions: (await loadRichText()).extractMentions(post.content).slice(0, MENTIONS_NOTIFIED),
    }),
  ]);
}

/** createPost: assertCanPost → validate category → rate limit → upload → sanitize → one transaction → post.created. */
export async function createPost(tenant: Tenant | null, actor: Actor | null, body: CreatePostBody) {
  const { forum, member, memberId } = await forumWriter(tenant, actor);
  const cid = forum.config.community.communityId;
  const place = placeOf(forum, body);
  await countMemberAction(cid, 'post', memberId);
  const bannerKey = await verifiedImage(cid, memberId, 'bannerKey' in body ? body.bannerKey : undefined);
  const filter = await wordMatcher(cid);
  const title = filter.maskText(body.title);
  const rich = await richContent(body.content ?? '', filter);
  if (body.type === 'post' && rich.empty) {
    throw refusal('CONTENT_REQUIRED');
  }
  const id = ulid().toLowerCase();
  const now = new Date().toISOString();
  const approved = newPostApproval(forum.viewer, place.scope);
  const post = await newPostItem({
    forum,
    body,
    place,
    member,
    memberId,
    id,
    now,
    title,
    rich,
    bannerKey,
    approved,
    filter,
    host: hostOf(tenant),
  });
  // The author follows their own post.
  await writeNewPost(post, body.draftId);
  return { id, slug: post.slug, approved };
}

/** What a staff edit of someone else's post replaces, and its undo puts back: the title, the body and what follows. */
const REVISION_FIELDS = [
  'title',
  'slug',
  'content',
  'summary',
  'bannerKey',
  'categoryId',
  'categoryTitle',
  'hashtags',
  'titleTokens',
  'linkPreview',
] as const satisfies ReadonlyArray<keyof PostItem>;
type PostRevision = Pick<PostItem, (typeof REVISION_FIELDS)[number]>;

const revisionOf = (post: PostItem): PostRevision =>
  Object.fromEntries(REVISION_FIELDS.map((field) => [field, post[field]])) as PostRevision;

const editedPost = (post: PostItem): EditedContent => ({
  contentType: 'post',
  postId: post.id,
  commentId: null,
  authorId: post.authorId,
  authorName: post.authorName,
  anonymous: post.anonymous,
});

/**
 * editPost: its author, or staff under the rule that lets them delete it (their subforum, an author below their
 * rank); a staff edit of someone else's post is audit-logged with the revision it replaced, in the same transaction.
 */
export async function editPost(tenant: Tenant | null, actor: Actor | null, postId: string, body: EditPostBody) {
  const { forum, member, memberId } = await forumWriter(tenant, actor);
  const cid = forum.config.community.communityId;
  const filter = await wordMatcher(cid);
  const title = filter.maskText(body.title);
  const editor = { id: memberId, name: `${member.firstName} ${member.lastName}`.trim() };
  const { after: next } = await rewriteFrom(
    forum,
    postId,
    async (post) => {
      if (post.authorId !== memberId) await assertMayEditOthers(forum, post);
      if (body.type !== post.type) throw refusal('POST_KEEPS_TYPE');
      const subforum = subforumById(forum, post.subforumId);
      const category = categoryIn(forum, subforum, body.categoryId);
      const { content, summary, hashtags } = await richContent(body.content ?? '', filter);
      const bannerKey =
        'bannerKey' in body && body.bannerKey !== undefined
          ? await verifiedImage(cid, post.authorId, body.bannerKey, post.bannerKey)
          : post.bannerKey;
      return {
        ...post,
        title,
        slug: slugFor(title, post.id),
        content,
        summary,
        bannerKey,
        categoryId: category.id,
        categoryTitle: category.title,
        // Its author's edit of a denied post submits it again.
        approved: post.approved === false && post.authorId === memberId ? null : post.approved,
        hashtags,
        titleTokens: titleTokens(title),
        linkPreview: body.linkPreview
          ? body.linkPreview.requestUrl === post.linkPreview?.url
            ? post.linkPreview
            : await previewFetcher(body.linkPreview.requestUrl, hostOf(tenant))
          : null,
        editedAt: new Date().toISOString(),
      };
    },
    (before, after) =>
      before.authorId === memberId
        ? []
        : [
            editAuditItem(forum, editor, editedPost(before), {
              previous: revisionOf(before),
              editedAt: after.editedAt!,
            }).item,
          ],
  );
  return { id: next.id, slug: next.slug, approved: next.approved };
}

/**
 * Undoing a staff edit (Audit Logs): the revision it replaced put back, while the post still is that edit's revision
 * (UNDO_STALE once edited again), under the same rule as the edit. `extra` adds the undo's own entries, given the
 * post before and after; the undo is itself a staff edit, so it can be undone in turn.
 */
export async function restorePostRevision(
  forum: Forum,
  postId: string,
  revision: ContentRevision,
  extra: (content: EditedContent, replaced: ContentRevision) => TransactItem[],
) {
  await rewriteFrom(
    forum,
    postId,
    async (post) => {
      if (post.editedAt !== revision.editedAt) throw refusal('UNDO_STALE');
      await assertMayEditOthers(forum, post);
      const previous = revision.previous as Partial<PostRevision>;
      const restored = Object.fromEntries(
        REVISION_FIELDS.filter((field) => field in previous).map((field) => [field, previous[field]]),
      );
      return { ...post, ...restored, editedAt: new Date().toISOString() };
    },
    (before, after) => extra(editedPost(before), { previous: revisionOf(before), editedAt: after.editedAt! }),
  );
}

export async function deletePost(tenant: Tenant | null, actor: Actor | null, postId: string) {
  const { forum, memberId } = await forumWriter(tenant, actor);
  await rewriteFrom(
    forum,
    postId,
    (post) => {
      // Staff delete someone else's post through moderation (with a reason, logged, undoable).
      if (post.authorId !== memberId) throw refusal('NOT_AUTHOR');
      return removed(post);
    },
    () => [outboxItem('post.deleted', forum.config.community.communityId, { postId, by: memberId })],
  );
  return { id: postId, deleted: true as const };
}
