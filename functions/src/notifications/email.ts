// The e-mail channel (consumer notifications.email): comments, replies, mentions and decisions e-mailed by the
// members' Email switches, and a post's comments to its followers; the hourly cap every notification e-mail shares
// (account-mail.ts, new-post.ts). Links name the community's site origin (communities/site-origin.ts).
import type { DomainEvent } from '@hearth/shared/schemas/events';
import type { NotificationKind } from '@hearth/shared/schemas/notifications';
import { communityConfig } from '../communities/config.ts';
import { siteOrigin } from '../communities/site-origin.ts';
import type { TransactItem } from '../platform/db/transact.ts';
import { sendMail } from '../platform/email/port.ts';
import { followsPost } from '../posts/notice.ts';
import { signUnsubscribe } from './links.ts';
import { notificationMail } from './mail.ts';
import { messageOf } from './message.ts';
import { noticesOf } from './notices.ts';
import { channelOpen } from './preferences.ts';
import * as mailStore from './store/mail.ts';

/** At most this many notification e-mails per member and hour; the rest are skipped (the weekly digest sums up). */
export const MAIL_CAP_PER_HOUR = 10;
/** Kinds that are e-mailed one by one (batched upvotes and reactions are not). */
const MAILED_KINDS = new Set<NotificationKind>([
  'postComment',
  'commentReply',
  'mention',
  'postApproved',
  'postDenied',
  'followedPostComment',
]);
/** A post's activity: its e-mails carry the post's unsubscribe link, and go only while the member follows it. */
const POST_ACTIVITY = new Set<NotificationKind>(['postComment', 'followedPostComment']);

/**
 * The e-mail effect of an event: each recipient whose Email switches allow it (and who still follows the post, for a
 * post's activity) gets one e-mail, claimed before it is sent so a redelivery never sends it twice, and within the
 * per-member hourly cap. Nothing to write with the event's mark: the claims are the record.
 */
export async function emailEffect(event: DomainEvent): Promise<TransactItem[]> {
  const notices = (await noticesOf(event, { followers: true })).filter((n) => MAILED_KINDS.has(n.kind));
  if (notices.length === 0) return [];
  const community = (await communityConfig(event.communityId))?.community;
  if (!community) return [];
  const origin = siteOrigin(community);
  const hour = event.occurredAt.slice(0, 13);
  for (const n of notices) {
    if (!(await channelOpen(n, 'Email'))) continue;
    const postId = n.postId;
    const activity = POST_ACTIVITY.has(n.kind);
    if (activity && !(await followsPost(n.communityId, postId, n.memberId))) continue;
    if (!(await mailStore.claimMail(n.communityId, n.memberId, event.id, hour, MAIL_CAP_PER_HOUR))) continue;
    try {
      const message = messageOf({ kind: n.kind, actorName: n.actorName, actorCount: 1, title: n.title });
      await sendMail(
        notificationMail({
          to: n.member.email,
          site: community.communityName,
          origin,
          message,
          destination: n.destination,
          ...(activity
            ? {
                unsubscribe: {
                  postSlug: n.postSlug,
                  token: await signUnsubscribe(n.communityId, { memberId: n.memberId, postId }),
                },
              }
            : {}),
        }),
      );
    } catch (error) {
      await mailStore.releaseMail(n.communityId, n.memberId, event.id, hour);
      throw error;
    }
  }
  return [];
}
