// Staff editing someone else's post or comment (member-forum §6: staff menus offer edit): allowed exactly when
// deleting it would be (staff-judge.ts contentRefusal: their subforum, and an author below their rank), and logged like a
// delete, with the revision it replaced kept on the entry so Audit Logs' Undo can put it back. The posts and comments
// domains call these from their edit paths and write the entry in the edit's own transaction.
import { isStaff } from '@hearth/shared/rules/permissions';
import type { ContentRevision } from '@hearth/shared/schemas/audit';
import type { Forum } from '../members/gate.ts';
import { auditItem } from '../platform/audit.ts';
import { refusal } from '../platform/http/errors.ts';
import { contentRefusal } from './staff-judge.ts';
import { rankOf } from '../members/rank.ts';

/** Throws unless the viewer may edit this content of someone else's: staff, under the same rule as deleting it. */
export async function assertMayEditOthers(forum: Forum, content: { authorId: string; subforumId: string | null }) {
  if (!isStaff(forum.viewer)) throw refusal('NOT_AUTHOR');
  const refused = await contentRefusal(forum, content);
  if (refused) throw refusal(refused);
}

/** The edited content as the log names it. */
export interface EditedContent {
  contentType: 'post' | 'comment';
  postId: string;
  commentId: string | null;
  authorId: string;
  authorName: string;
  anonymous: boolean;
}

/** The audit entry of a staff edit (or of its undo, `undoOf`), keeping the revision it replaced for the undo. */
export function editAuditItem(
  forum: Forum,
  editor: { id: string; name: string },
  content: EditedContent,
  revision: ContentRevision,
  undoOf?: string,
  now = new Date(),
) {
  return auditItem(
    forum.config.community.communityId,
    {
      action: 'edit',
      reason: null,
      isDirectAction: true,
      reportId: null,
      contentType: content.contentType,
      postId: content.postId,
      commentId: content.commentId,
      actorDetails: editor,
      actorRank: rankOf(forum.viewer),
      // An anonymous author stays anonymous in the log, as in reports.
      reportedUserDetails: content.anonymous
        ? { id: null, name: 'Anonymous' }
        : { id: content.authorId, name: content.authorName },
      revision,
      ...(undoOf ? { undoOf } : {}),
    },
    now,
  );
}
