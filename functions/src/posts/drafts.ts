// A member's post drafts (the composer's autosave and /drafts): only their author reads or writes them, in the
// community they were written in. Saving is held to the post's size limits (the schema), a count of drafts and a
// rate; discarding deletes the images uploaded to the draft.
import * as draftMessages from '@hearth/shared/draft-messages';
import type { Draft, SaveDraftBody } from '@hearth/shared/schemas/drafts';
import { forumWriter } from '../members/gate.ts';
import type { Actor } from '../platform/auth/verify.ts';
import { loadRichText } from '../platform/html/load.ts';
import { decodeCursor, encodeCursor } from '../platform/http/cursor.ts';
import { notFound } from '../platform/http/errors.ts';
import { countMemberAction } from '../platform/rate-limit.ts';
import { mediaUrl } from '../platform/storage/media.ts';
import { deleteUploadKeys } from '../platform/storage/uploads.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import { postImagePolicy } from './compose.ts';
import { assertMayKeepAnother, keptImageKeys } from './draft-rules.ts';
import * as store from './store/drafts.ts';

const PAGE = 20;

const draftMissing = () => notFound(draftMessages.draftMissing);

/** The draft as its author reads it back. */
const draftView = (d: store.DraftItem): Draft => ({
  id: d.id,
  type: d.type,
  title: d.title,
  categoryId: d.categoryId,
  subforumId: d.subforumId,
  content: d.content,
  anonymous: d.anonymous,
  bannerKey: d.bannerKey,
  bannerUrl: mediaUrl(d.bannerKey),
  pollOptions: d.pollOptions,
  imageKeys: d.imageKeys,
  createdAt: d.createdAt,
  updatedAt: d.updatedAt,
});

/** The signed-in member of the host's community, and the community's id. */
async function author(tenant: Tenant | null, actor: Actor | null) {
  const { forum, memberId } = await forumWriter(tenant, actor);
  return { cid: forum.config.community.communityId, memberId };
}

/** saveDraft: rate limit → the count for a new one → its own images → sanitized body → put (create or replace). */
export async function saveDraft(tenant: Tenant | null, actor: Actor | null, draftId: string, body: SaveDraftBody) {
  const { cid, memberId } = await author(tenant, actor);
  await countMemberAction(cid, 'draftSave', memberId);
  const previous = await store.getDraft(cid, memberId, draftId);
  assertMayKeepAnother(!previous, previous ? 0 : await store.countDrafts(cid, memberId));
  const named = [...body.imageKeys, ...(body.bannerKey ? [body.bannerKey] : [])];
  const imageKeys = keptImageKeys(postImagePolicy(cid, memberId).prefix, previous?.imageKeys ?? [], named);
  const { sanitizeRichText } = await loadRichText();
  const now = new Date().toISOString();
  const draft: store.DraftItem = {
    communityId: cid,
    memberId,
    id: draftId,
    type: body.type,
    title: body.title.trim(),
    categoryId: body.categoryId,
    subforumId: body.subforumId,
    content: body.content ? sanitizeRichText(body.content) : '',
    anonymous: body.anonymous,
    bannerKey: body.bannerKey,
    pollOptions: body.pollOptions,
    imageKeys,
    createdAt: previous?.createdAt ?? now,
    updatedAt: now,
  };
  // A save of a new draft that another request created meanwhile replaces it; one of a draft discarded meanwhile is refused.
  if (!(await store.putDraft(draft, !previous)) && (previous || !(await store.putDraft(draft, false)))) {
    throw draftMissing();
  }
  return { id: draftId, updatedAt: now };
}

export async function getDraft(tenant: Tenant | null, actor: Actor | null, draftId: string) {
  const { cid, memberId } = await author(tenant, actor);
  const draft = await store.getDraft(cid, memberId, draftId);
  if (!draft) throw draftMissing();
  return draftView(draft);
}

/** The member's drafts, last saved first, a page at a time. */
export async function listDrafts(tenant: Tenant | null, actor: Actor | null, cursor: string | undefined) {
  const { cid, memberId } = await author(tenant, actor);
  const startKey = decodeCursor(cursor, store.draftsByUpdatePartition(cid, memberId));
  const page = await store.queryDrafts(cid, memberId, PAGE, startKey);
  return {
    items: page.items.map((d) => ({ id: d.id, type: d.type, title: d.title, updatedAt: d.updatedAt })),
    nextCursor: encodeCursor(page.lastKey),
  };
}

/** Discards a draft and deletes the images uploaded to it (only keys under the member's own upload prefix). */
export async function deleteDraft(tenant: Tenant | null, actor: Actor | null, draftId: string) {
  const { cid, memberId } = await author(tenant, actor);
  const gone = await store.deleteDraft(cid, memberId, draftId);
  if (!gone) throw draftMissing();
  await deleteOwnImages(gone);
  return { id: draftId, deleted: true as const };
}

/** Deletes a deleted draft's uploaded images, checked again to be under its author's own upload prefix. */
export async function deleteOwnImages(draft: store.DraftItem) {
  const prefix = `${postImagePolicy(draft.communityId, draft.memberId).prefix}/`;
  await deleteUploadKeys(draft.imageKeys.filter((key) => key.startsWith(prefix) && !key.includes('..')));
}
