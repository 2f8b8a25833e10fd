// hotPost: a post's author is told once when their post turns hot — its score (upvotes − downvotes) reaches
// HOT_POST_SCORE — judged on the post as it is when a vote on it is delivered. The hot ranking itself has no "became
// hot" moment (a sort key recomputed at every vote), so the score threshold is the signal. One notification per post
// ever (`hotPost.<postId>`, a conditional Put), in-app by the author's hotPost switch.
import * as messages from '@hearth/shared/messages';
import { HOT_POST_SCORE } from '@hearth/shared/rules/hot-score';
import type { DomainEvent } from '@hearth/shared/schemas/events';
import { kindCategory, kindTopic, wants } from '@hearth/shared/schemas/notifications';
import { communityConfig } from '../communities/config.ts';
import { activeBan } from '../members/model.ts';
import { getMember } from '../members/service.ts';
import type { TransactItem } from '../platform/db/transact.ts';
import { postNotice } from '../posts/notice.ts';
import { pushToMember } from './push.ts';
import * as bellStore from './store/bell.ts';
import * as notificationStore from './store/notifications.ts';
import * as preferencesStore from './store/preferences.ts';

export const hotPostNotificationId = (postId: string) => `hotPost.${postId}`;

/** Whether a vote leaves the post hot: an upvote on the post itself (not a comment) and the score at the threshold. */
export const turnsHot = (vote: { commentId?: string | undefined; vote: string }, score: number) =>
  !vote.commentId && vote.vote === 'upvote' && score >= HOT_POST_SCORE;

/**
 * The effect of an upvote on a post that is hot now: the author's notification and bell, unless they have it already,
 * are not an active unbanned member, or have hotPost in-app off. The Put is conditioned on its absence, so two votes
 * delivered at once cannot both tell (the loser is decided again: `staleRetries`).
 */
export async function hotPostEffect(event: DomainEvent): Promise<TransactItem[]> {
  const d = (event as DomainEvent<'vote.cast'>).detail;
  const post = await postNotice(event.communityId, d.postId);
  if (!post || !turnsHot(d, post.post.score)) return [];
  const [author, seen] = await Promise.all([
    getMember(event.communityId, post.authorId),
    notificationStore.readRecipient(event.communityId, post.authorId, hotPostNotificationId(post.id), null),
  ]);
  if (!author || author.state !== 'active' || activeBan(author) || seen.group) return [];
  if (!wants(seen.prefs ?? {}, kindTopic.hotPost, 'App')) return [];
  const put = notificationStore.putNotificationIfAbsent({
    communityId: event.communityId,
    memberId: post.authorId,
    id: hotPostNotificationId(post.id),
    kind: 'hotPost',
    category: kindCategory.hotPost,
    topic: kindTopic.hotPost,
    title: post.title,
    actorId: null,
    actorName: '',
    actorCount: 1,
    createdAt: event.occurredAt,
    updatedAt: event.occurredAt,
    destination: `/post/${encodeURIComponent(post.slug)}`,
  });
  return [put, bellStore.countUnread(event.communityId, post.authorId)];
}

/** The same turn pushed to the author's browsers when their hotPost Push switch is on (off by default), once a post. */
export async function hotPostPushEffect(event: DomainEvent): Promise<TransactItem[]> {
  const d = (event as DomainEvent<'vote.cast'>).detail;
  const post = await postNotice(event.communityId, d.postId);
  if (!post || !turnsHot(d, post.post.score)) return [];
  const author = await getMember(event.communityId, post.authorId);
  if (!author || author.state !== 'active' || activeBan(author)) return [];
  const prefs = (await preferencesStore.getPreferences(event.communityId, post.authorId)) ?? {};
  if (!wants(prefs, kindTopic.hotPost, 'Push')) return [];
  const community = (await communityConfig(event.communityId))?.community;
  const id = hotPostNotificationId(post.id);
  await pushToMember(event.communityId, post.authorId, id, {
    title: community?.communityName ?? '',
    body: messages.notifyHotPost(post.title),
    url: `/post/${encodeURIComponent(post.slug)}`,
    tag: id,
  });
  return [];
}
