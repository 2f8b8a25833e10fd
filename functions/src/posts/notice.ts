// What the notifications consumers may know of a post: its title, slug and author, and whether a given member could
// read it now (a deleted post, a private subforum or a post awaiting approval are not shown to whom cannot see them).
import { canViewContent, canViewSubforum } from '@hearth/shared/rules/permissions';
import { forumFor, scopeOf, subforumById } from '../forum/viewer.ts';
import type { MemberItem } from '../members/model.ts';
import { AppError } from '../platform/http/errors.ts';
import type { PostItem } from './model.ts';
import { getPost } from './store.ts';
import { contentRefOf } from './views.ts';

export interface PostNotice {
  id: string;
  slug: string;
  title: string;
  authorId: string;
  anonymous: boolean;
  subforumId: string | null;
  post: PostItem;
}

/** A post that exists and is not deleted, for a notification about it; null otherwise. */
export async function postNotice(communityId: string, postId: string): Promise<PostNotice | null> {
  const post = await getPost(communityId, postId);
  if (!post || post.deleted) return null;
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    authorId: post.authorId,
    anonymous: post.anonymous,
    subforumId: post.subforumId,
    post,
  };
}

/** Whether the member, as an active unbanned member of the community, may read the post now. */
export async function memberCanRead(notice: PostNotice, member: MemberItem): Promise<boolean> {
  try {
    const tenant = { kind: 'community' as const, communityId: member.communityId, host: '' };
    const actor = {
      sub: member.memberId,
      username: '',
      communityId: member.communityId,
      memberId: member.memberId,
      email: '',
      issuedAt: Math.floor(Date.now() / 1000),
    };
    const forum = await forumFor(tenant, actor, member);
    const scope = scopeOf(forum, subforumById(forum, notice.subforumId));
    return canViewSubforum(forum.viewer, scope) && canViewContent(forum.viewer, scope, contentRefOf(notice.post));
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}
