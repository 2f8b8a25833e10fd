import type { ExportPage, exportQuerySchema } from '@hearth/shared/schemas/account-data';
import { exportCommentActions, exportComments } from '../../comments/author-data.ts';
import type { HandlerInput } from '../../platform/http/route.ts';
import { exportPostActions, exportPosts } from '../../posts/author-data.ts';
import { EXPORT_PAGE_SIZE, exportOwnData } from '../export.ts';

/** One page of one part of the signed-in member's data: the profile from members, the rest from posts and comments. */
export async function exportMyData({ tenant, actor, query }: HandlerInput<{ query: typeof exportQuerySchema }>) {
  const { member, profile } = await exportOwnData(tenant, actor);
  const { communityId, memberId } = member;
  const { part, cursor } = query;
  const size = EXPORT_PAGE_SIZE;
  const page =
    part === 'profile'
      ? profile
      : part === 'posts'
        ? await exportPosts(communityId, memberId, cursor, size)
        : part === 'comments'
          ? await exportComments(communityId, memberId, false, cursor, size)
          : part === 'anonymousComments'
            ? await exportComments(communityId, memberId, true, cursor, size)
            : part === 'postActions'
              ? await exportPostActions(communityId, memberId, cursor, size)
              : await exportCommentActions(communityId, memberId, cursor, size);
  const body: ExportPage = { part, ...page };
  return { body };
}
