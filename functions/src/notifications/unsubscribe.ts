// One-click unsubscribe from a post's e-mails by a signed link (member-forum §2.8 /unsubscribePost, §7.2): no session;
// the link names the member and the post, and anything forged, altered, expired or about another post is refused
// with "Unable to unsubscribe" and changes nothing.
import { idOfSlug } from '@hearth/shared/rules/slug';
import { communityNotFound, refusal } from '../platform/http/errors.ts';
import type { Tenant } from '../platform/tenancy/resolve.ts';
import { followsPost, postNotice, unfollowPost } from '../posts/notice.ts';
import { verifyUnsubscribe } from './links.ts';

async function linkTarget(tenant: Tenant | null, postSlug: string, token: string) {
  if (!tenant || tenant.kind !== 'community') throw communityNotFound();
  const claim = await verifyUnsubscribe(tenant.communityId, token);
  if (!claim || idOfSlug(postSlug) !== claim.postId) throw refusal('UNSUBSCRIBE_LINK_INVALID');
  const post = await postNotice(tenant.communityId, claim.postId);
  if (!post) throw refusal('UNSUBSCRIBE_LINK_INVALID');
  return { communityId: tenant.communityId, memberId: claim.memberId, post };
}

/** The link's post and whether its member still follows it (the page's check). */
export async function postUnsubscribeState(tenant: Tenant | null, postSlug: string, token: string) {
  const { communityId, memberId, post } = await linkTarget(tenant, postSlug, token);
  return {
    post: { postId: post.id, title: post.title, slug: post.slug },
    subscribed: await followsPost(communityId, post.id, memberId),
  };
}

/** Stops following; answering again for a link already used is the same success. */
export async function unsubscribePost(tenant: Tenant | null, postSlug: string, token: string) {
  const { communityId, memberId, post } = await linkTarget(tenant, postSlug, token);
  return { subscribed: false as const, wasSubscribed: await unfollowPost(communityId, post.id, memberId) };
}
