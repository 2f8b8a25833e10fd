// The audit log (member-forum §4): its pages, and undo of an entry by the map (a ban by unban, an unban by a
// permanent ban, a delete by republishing, a republish by deleting again, a staff edit by the revision it replaced),
// logged as its own entry naming the one it undid.
import { AUDIT_UNDO, type AuditEntry, type ContentRevision } from '@hearth/shared/schemas/audit';
import { AUDIT_PAGE_SIZE } from '@hearth/shared/schemas/moderation';
import { restoreCommentRevision } from '../comments/compose.ts';
import { removedComment, republishComment } from '../comments/moderate.ts';
import { banWrite, getMember, unbanWrite } from '../members/service.ts';
import { auditItem, auditPartition, getAuditEntry, markUndoneWrite, queryAudit } from '../platform/audit.ts';
import type { Actor } from '../platform/auth/verify.ts';
import { TransactionConditionFailed, type TransactItem, transactWrite } from '../platform/db/transact.ts';
import { outboxItem } from '../platform/events/port.ts';
import { decodeCursor, encodeCursor } from '../platform/http/cursor.ts';
import { AppError, refusal } from '../platform/http/errors.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import type { ModeratedContent } from '../posts/access.ts';
import { restorePostRevision } from '../posts/compose.ts';
import { removedPost, republishPost } from '../posts/moderate.ts';
import { contentAudit, liveContent, removeContent } from './content-actions.ts';
import { type EditedContent, editAuditItem } from '../posts/staff-edits.ts';
import { contentRefusal, currentRankOf, refusalOn } from '../posts/staff-judge.ts';
import { type ActionContext, nameOf, staffForum } from './staff.ts';
import * as store from './store.ts';

const publicEntry = (item: AuditEntry & Record<string, unknown>): AuditEntry => {
  // An edit's replaced revision stays with its undo: the log names the edit, it does not republish old text.
  const { PK: _p, SK: _s, type: _t, revision: _r, ...entry } = item;
  return entry as AuditEntry;
};

/** Undoes a content entry: a delete by republishing the content as it was, a republish by deleting it again. */
async function undoContentEntry(ctx: ActionContext, entry: AuditEntry, undo: 'delete' | 'republish') {
  const cid = ctx.forum.config.community.communityId;
  const type = entry.contentType;
  const id = type === 'post' ? entry.postId : type === 'comment' ? entry.commentId : null;
  if ((type !== 'post' && type !== 'comment') || !id) throw refusal('UNDO_UNAVAILABLE');
  const content =
    undo === 'republish'
      ? await (type === 'post' ? removedPost(ctx.forum, id) : removedComment(ctx.forum, id))
      : await liveContent(ctx.forum, type, id).catch(() => null);
  if (!content) throw refusal('UNDO_STALE');
  const refused = await contentRefusal(ctx.forum, content);
  if (refused) throw refusal(refused);
  const writes = (fresh: ModeratedContent) => {
    const { entry: next, item } = auditItem(
      cid,
      contentAudit(ctx, undo, type, fresh, {
        reason: entry.reason,
        reportId: entry.reportId,
        isDirectAction: true,
        undoOf: entry.id,
      }),
      ctx.now,
    );
    const items: TransactItem[] = [markUndoneWrite(cid, entry.id, next.id), item];
    if (entry.reportId) items.push(store.relabelReportWrite(cid, entry.reportId, undo));
    return { next, items };
  };
  try {
    if (undo === 'republish') {
      const planned = writes(content);
      const republish = type === 'post' ? republishPost : republishComment;
      await republish(ctx.forum, id, ctx.me.id, planned.items);
      return { entry: planned.next };
    }
    let next: AuditEntry | null = null;
    await removeContent(ctx, type, id, (fresh) => {
      const planned = writes(fresh);
      next = planned.next;
      return planned.items;
    });
    return { entry: next! };
  } catch (error) {
    if (error instanceof TransactionConditionFailed) throw refusal('UNDO_STALE');
    throw error;
  }
}

/**
 * Undoes a staff edit: the revision it replaced put back by the content's domain (while the content still is the
 * edit's revision), with a new edit entry naming the one it undid, so the undo can be undone in turn.
 */
async function undoEditEntry(ctx: ActionContext, entry: AuditEntry & { revision?: ContentRevision }) {
  const type = entry.contentType;
  const id = type === 'post' ? entry.postId : type === 'comment' ? entry.commentId : null;
  if ((type !== 'post' && type !== 'comment') || !id || !entry.revision) throw refusal('UNDO_UNAVAILABLE');
  const cid = ctx.forum.config.community.communityId;
  let next: AuditEntry | null = null;
  const writes = (content: EditedContent, replaced: ContentRevision) => {
    const planned = editAuditItem(ctx.forum, ctx.me, content, replaced, entry.id, ctx.now);
    next = publicEntry(planned.entry);
    return [markUndoneWrite(cid, entry.id, planned.entry.id), planned.item];
  };
  try {
    if (type === 'post') await restorePostRevision(ctx.forum, id, entry.revision, writes);
    else await restoreCommentRevision(ctx.forum, id, entry.revision, writes);
  } catch (error) {
    // Edited or undone meanwhile, or the content was deleted since: nothing left that this entry changed.
    if (error instanceof TransactionConditionFailed) throw refusal('UNDO_STALE');
    if (error instanceof AppError && error.status === 404) throw refusal('UNDO_STALE');
    throw error;
  }
  return { entry: next! };
}

/** A page of 10 audit entries, newest first: one Query. */
export async function listAuditLogs(tenant: Tenant | null, actor: Actor | null, cursor: string | undefined) {
  const { forum } = await staffForum(tenant, actor);
  const cid = forum.config.community.communityId;
  const base = auditPartition(cid);
  const startKey = decodeCursor(cursor, { PK: base });
  const page = await queryAudit(cid, AUDIT_PAGE_SIZE, startKey);
  return { items: page.items.map(publicEntry), nextCursor: encodeCursor(page.lastKey) };
}

/**
 * Undoes an entry by the map (a ban by unban, an unban by a permanent ban), logged as its own entry naming the one
 * it undid. 409 when the entry has no undo, was undone already, or what it did has changed since (the ban it set
 * was lifted or replaced; the member it unbanned is banned again).
 */
export async function undoAuditEntry(tenant: Tenant | null, actor: Actor | null, entryId: string) {
  const { forum, me, rank } = await staffForum(tenant, actor);
  const cid = forum.config.community.communityId;
  const entry = await getAuditEntry(cid, entryId);
  if (!entry) throw refusal('AUDIT_ENTRY_MISSING');
  const undo = AUDIT_UNDO[entry.action];
  if (!undo) throw refusal('UNDO_UNAVAILABLE');
  if (entry.undoneBy) throw refusal('UNDO_STALE');
  // Undo reverses a staff member's decision: it takes at least their rank (an entry written before ranks were kept
  // is judged by its author's rank now; one whose author is gone by nobody's).
  const decidedAt = entry.actorRank ?? (await currentRankOf(forum, entry.actorDetails.id));
  if (rank < decidedAt) throw refusal('UNDO_OUTRANKED');
  const ctx: ActionContext = { forum, me, rank, now: new Date() };
  if (undo === 'delete' || undo === 'republish') return undoContentEntry(ctx, entry, undo);
  if (undo === 'edit') return undoEditEntry(ctx, entry);
  const targetId = entry.reportedUserDetails?.id;
  if (!targetId) throw refusal('UNDO_UNAVAILABLE');
  const target = await getMember(cid, targetId);
  const refused = await refusalOn(ctx.forum, targetId, target, undefined);
  if (refused) throw refusal(refused);
  const { entry: next, item: audit } = auditItem(
    cid,
    {
      action: undo,
      reason: entry.reason,
      isDirectAction: true,
      reportId: entry.reportId,
      contentType: 'user',
      postId: entry.postId,
      commentId: entry.commentId,
      actorDetails: me,
      actorRank: rank,
      reportedUserDetails: { id: target!.memberId, name: nameOf(target!) },
      undoOf: entry.id,
    },
    ctx.now,
  );
  const effect =
    undo === 'unban'
      ? unbanWrite(cid, target!.memberId, entry.id)
      : banWrite(
          cid,
          target!.memberId,
          { permanent: true, expiresAt: null, reason: entry.reason ?? '', auditId: next.id },
          true,
        );
  const writes: TransactItem[] = [effect, markUndoneWrite(cid, entry.id, next.id), audit];
  if (entry.reportId) {
    writes.push(store.relabelReportWrite(cid, entry.reportId, undo === 'unban' ? 'unban' : 'permanentBan'));
  }
  if (undo === 'permanentBan') {
    writes.push(
      outboxItem('member.banned', cid, { memberId: target!.memberId, until: null, by: me.id, auditId: next.id }),
    );
  }
  try {
    await transactWrite(writes);
  } catch (error) {
    if (error instanceof TransactionConditionFailed) throw refusal('UNDO_STALE');
    throw error;
  }
  return { entry: next };
}
