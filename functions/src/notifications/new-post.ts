// The newPost fan-out: a published post is told to every member who may read it and has the newPost topic
// on, a page of members per delivery. Rule: the community's active, unbanned members other than the author, each
// judged at send time on the member item as it is then — the post still there (not deleted), readable by that member
// (the home feed or a subforum they can view; posts/notice.memberCanRead), and their switches (in-app: newPost App
// and the App master; e-mail: newPost Email and the Email master, off by default). Hearth has no subforum follows, so
// "follows or is in" is "can read": a private subforum reaches exactly the members who can see it.
import * as messages from '@hearth/shared/messages';
import { banInForce } from '@hearth/shared/rules/permissions';
import {
  type NotificationPreferences,
  kindCategory,
  kindTopic,
  preferenceKeys,
  wants,
} from '@hearth/shared/schemas/notifications';
import { communityConfig } from '../communities/config.ts';
import { siteOrigin } from '../communities/site-origin.ts';
import type { MemberItem } from '../members/model.ts';
import { getMember, pageMembers } from '../members/service.ts';
import { sendMail } from '../platform/email/port.ts';
import { memberCanRead, type PostNotice, postNotice } from '../posts/notice.ts';
import { logger } from '../platform/log.ts';
import { pushBellsToConnected } from './live.ts';
import { notificationMail } from './mail.ts';
import { pushToMember } from './push.ts';
import { MAIL_CAP_PER_HOUR } from './email.ts';
import * as mailStore from './store/mail.ts';
import * as notificationStore from './store/notifications.ts';
import * as preferencesStore from './store/preferences.ts';

/**
 * Members read per delivery: a page is a few seconds of work at most (one Query, ~10 reads, 13 transactions four at a
 * time, its e-mails eight at a time), well inside the consumer Lambda's 30 s.
 */
export const NEW_POST_PAGE_SIZE = 500;
/** Members per notification transaction: two items each (the notification and the bell's count). */
const MEMBERS_PER_TRANSACTION = 40;
/** E-mails of a page sent at once. */
const MAILS_AT_ONCE = 8;

/** The notification's id for a post: one per (post, member), whichever event (published or approved) brought it. */
export const newPostNotificationId = (postId: string) => `newPost.${postId}`;

async function inParallel<T>(items: T[], limit: number, run: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

async function authorName(communityId: string, post: PostNotice) {
  if (post.anonymous) return 'Anonymous';
  const author = await getMember(communityId, post.authorId);
  return author ? `${author.firstName} ${author.lastName}`.trim() : 'Anonymous';
}

/**
 * The rule for one member (pure): who is not the author, is an active member with no ban in force, and can read the
 * post gets it in-app and by e-mail as their switches say (stored switches over the defaults; null: none stored).
 */
export function newPostReach(
  member: Pick<MemberItem, 'memberId' | 'state' | 'ban'>,
  authorId: string,
  readable: boolean,
  prefs: NotificationPreferences | null,
  now = Date.now(),
): { app: boolean; email: boolean; push: boolean } {
  if (member.memberId === authorId || member.state !== 'active' || banInForce(member.ban, now) || !readable) {
    return { app: false, email: false, push: false };
  }
  const topic = kindTopic.newPost;
  return {
    app: wants(prefs ?? {}, topic, 'App'),
    email: wants(prefs ?? {}, topic, 'Email'),
    push: wants(prefs ?? {}, topic, 'Push'),
  };
}

/** The members of a page the post reaches, by channel (before the e-mail cap). */
export async function newPostRecipients(communityId: string, post: PostNotice, members: MemberItem[]) {
  const now = Date.now();
  // Only members the rule could reach (readable aside) are judged on the forum's permissions and have switches read.
  const allOn = Object.fromEntries(preferenceKeys.map((k) => [k, true]));
  const possible = members.filter((m) => {
    const reach = newPostReach(m, post.authorId, true, allOn, now);
    return reach.app || reach.email || reach.push;
  });
  // The community's configuration read once (it is cached), not by each of the page's permission checks at once.
  await communityConfig(communityId);
  const readable = new Set(
    (await Promise.all(possible.map(async (m) => ((await memberCanRead(post, m)) ? m.memberId : null)))).filter(
      (id): id is string => id !== null,
    ),
  );
  const prefs = await preferencesStore.getPreferencesMany(communityId, [...readable]);
  const reach = possible.map((m) => ({
    member: m,
    ...newPostReach(m, post.authorId, readable.has(m.memberId), prefs.get(m.memberId) ?? null, now),
  }));
  return {
    app: reach.filter((r) => r.app).map((r) => r.member),
    email: reach.filter((r) => r.email).map((r) => r.member),
    push: reach.filter((r) => r.push).map((r) => r.member),
  };
}

/**
 * One page of a new post's notifications: the members from `from` on (name order), each notified in-app once (a
 * conditional Put per member) and e-mailed once (claimed per member and post, within the hourly cap). Answers the
 * next page's key while members remain; null when the last page is done or the post is gone.
 */
export async function notifyNewPostPage(
  communityId: string,
  postId: string,
  from: Record<string, unknown> | undefined,
  at: string,
  pageSize = NEW_POST_PAGE_SIZE,
): Promise<{ next: Record<string, unknown> | null; notified: string[] }> {
  const post = await postNotice(communityId, postId);
  if (!post) return { next: null, notified: [] };
  const [page, actorName] = await Promise.all([
    pageMembers(communityId, pageSize, from),
    authorName(communityId, post),
  ]);
  const { app, email, push } = await newPostRecipients(communityId, post, page.members);
  const id = newPostNotificationId(post.id);
  const destination = `/post/${encodeURIComponent(post.slug)}`;
  const now = new Date().toISOString();
  // Those notified before (a page delivered again) are read first, so a redelivery costs reads, not failed writes;
  // the writes' conditions still hold against a delivery running at the same time.
  const before = await notificationStore.membersWithNotification(
    communityId,
    app.map((m) => m.memberId),
    id,
  );
  const notified = await notificationStore.putNotificationsOnce(
    app
      .filter((m) => !before.has(m.memberId))
      .map((m) => ({
        communityId,
        memberId: m.memberId,
        id,
        kind: 'newPost',
        category: kindCategory.newPost,
        topic: kindTopic.newPost,
        title: post.title,
        actorId: post.anonymous ? null : post.authorId,
        actorName,
        actorCount: 1,
        createdAt: now,
        updatedAt: now,
        destination,
      })),
    MEMBERS_PER_TRANSACTION,
  );
  if (email.length > 0) await mailNewPost(communityId, post, email, actorName, destination, at);
  // Push to the members who turned newPost Push on (off by default), once per member and post.
  if (push.length > 0) {
    const site = (await communityConfig(communityId))?.community.communityName ?? '';
    const body = messages.notifyNewPost(actorName, post.title);
    await Promise.all(
      push.map((m) =>
        pushToMember(communityId, m.memberId, id, { title: site, body, url: destination, tag: id }).catch(
          (error: Error) => logger.warn('push failed', { communityId, postId, error: error.message }),
        ),
      ),
    );
  }
  // Best effort, as the other consumers' live pushes: the notifications are written whatever happens here.
  await pushBellsToConnected(communityId, notified).catch((error: Error) =>
    logger.warn('live push failed', { communityId, postId, error: error.message }),
  );
  return { next: page.lastKey ?? null, notified };
}

async function mailNewPost(
  communityId: string,
  post: PostNotice,
  members: MemberItem[],
  actorName: string,
  destination: string,
  at: string,
) {
  const community = (await communityConfig(communityId))?.community;
  if (!community) return;
  const origin = siteOrigin(community);
  const hour = at.slice(0, 13);
  // The claim is per member and post (not per event): the post's approval after its creation never mails it twice.
  const claim = newPostNotificationId(post.id);
  const message = messages.notifyNewPost(actorName, post.title);
  await inParallel(members, MAILS_AT_ONCE, async (member) => {
    if (!(await mailStore.claimMail(communityId, member.memberId, claim, hour, MAIL_CAP_PER_HOUR))) return;
    try {
      await sendMail(
        notificationMail({ to: member.email, site: community.communityName, origin, message, destination }),
      );
    } catch (error) {
      await mailStore.releaseMail(communityId, member.memberId, claim, hour);
      throw error;
    }
  });
}
