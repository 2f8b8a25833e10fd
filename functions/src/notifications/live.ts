// Live updates: a member's open WebSocket connections, and what the consumers push on them — the bell's
// new count to the member whose notifications changed, the "new posts" pill to the community. Tenant-isolated by
// construction: a connection is stored under the community and member its session was verified for on that host, and
// a push reads only the connections of the event's community (and, for the bell, of that one member).
import { type LiveMessage, LIVE_CONNECTION_TTL_SECONDS } from '@hearth/shared/schemas/live';
import type { DomainEvent } from '@hearth/shared/schemas/events';
import { communityConfig } from '../communities/config.ts';
import { isSiteOrigin } from '../communities/site-origin.ts';
import type { MemberItem } from '../members/model.ts';
import { accountLookup } from '../members/accounts.ts';
import { resolveActor } from '../platform/auth/actor.ts';
import { readCookie, SESSION_COOKIE } from '../platform/auth/cookies.ts';
import type { TransactItem } from '../platform/db/transact.ts';
import { communityNotFound, forbidden, unauthenticated } from '../platform/http/errors.ts';
import { liveSender } from '../platform/live/port.ts';
import { logger } from '../platform/log.ts';
import { type Tenant, resolveTenant } from '../platform/tenancy/resolve.ts';
import { forumWriter } from '../members/gate.ts';
import { memberCanRead, postNotice } from '../posts/notice.ts';
import { getUnread } from './bell.ts';
import * as bellStore from './store/bell.ts';
import * as liveStore from './store/live-connections.ts';

export interface LiveOwner {
  communityId: string;
  memberId: string;
}

/**
 * A browser's upgrade must come from a page of this community (its subdomain or its custom domain while connected,
 * as the community item names them): a WebSocket upgrade is no CORS request, so a page elsewhere (another community,
 * any site, a custom domain not or no longer connected) would otherwise open one with the member's cookie and read
 * what is pushed. Browsers always send Origin; a client that sends none is no page.
 */
async function assertOwnOrigin(origin: string | undefined, tenant: Tenant) {
  if (origin === undefined) return;
  const community = (await communityConfig(tenant.communityId))?.community;
  if (!community || !isSiteOrigin(origin, community)) throw forbidden();
}

/**
 * A WebSocket upgrade on a community host, from a page of that community: the session cookie must be an active,
 * unbanned member's of this very community (the membership gate, as every notifications read) whose session is
 * current (the cutoff), else it is refused with the AppError's status. The connection is stored for the consumers
 * to post to, with the opening token's issue time; answers whose it is and the bell to start from. The
 * community's owner is a member of it too (their member item there).
 */
export async function openLive(input: {
  host: string | undefined;
  origin: string | undefined;
  cookies: string[];
  connectionId: string;
}) {
  const tenant = await resolveTenant(input.host);
  if (!tenant || tenant.kind !== 'community') throw communityNotFound();
  await assertOwnOrigin(input.origin, tenant);
  const actor = await resolveActor(readCookie(input.cookies, SESSION_COOKIE), tenant, accountLookup);
  if (!actor) throw unauthenticated();
  // The bell's count as the bell reads it: one BatchGet with the member item, the membership gate judged on it.
  const bell = await getUnread(tenant, actor);
  const ttl = Math.floor(Date.now() / 1000) + LIVE_CONNECTION_TTL_SECONDS;
  await liveStore.putLiveConnection(tenant.communityId, actor.memberId, input.connectionId, actor.issuedAt ?? 0, ttl);
  // A ban or a cutoff committed while this upgrade was judged may have had its sockets closed before this one was
  // stored: judged once more now that it is stored, so the closing consumer either finds it or this refuses it.
  await forumWriter(tenant, actor).catch(async (error: unknown) => {
    await liveStore.deleteLiveConnection(tenant.communityId, actor.memberId, input.connectionId);
    throw error;
  });
  return { owner: { communityId: tenant.communityId, memberId: actor.memberId } satisfies LiveOwner, bell };
}

/**
 * Closes a member's open connections and forgets them: all of them (a ban, a denial, a deleted account), or those
 * opened with a token issued before `before` (epoch ms: the account's session cutoff), so a session started after it
 * keeps its socket. Each is told `ended` first, so the page reads its session again (API Gateway's close frame
 * carries no code of ours). Answers how many it closed.
 */
export async function closeMemberLive(communityId: string, memberId: string, before?: number): Promise<number> {
  const sender = liveSender();
  const ended = JSON.stringify({ type: 'ended' } satisfies LiveMessage);
  let startKey: Record<string, unknown> | undefined;
  let closed = 0;
  do {
    const page = await liveStore.queryLiveConnections(communityId, memberId, startKey);
    const ending = page.items.filter((c) => before === undefined || (c.issuedAt ?? 0) * 1000 < before);
    await Promise.all(
      ending.map(async (c) => {
        // Best effort: a connection that cannot be told is closed all the same.
        await sender.post(c.connectionId, ended).catch(() => 'gone');
        await sender.close(c.connectionId);
        await liveStore.deleteLiveConnection(communityId, c.memberId, c.connectionId);
      }),
    );
    closed += ending.length;
    startKey = page.lastKey;
  } while (startKey);
  return closed;
}

export const closeLive = (owner: LiveOwner, connectionId: string) =>
  liveStore.deleteLiveConnection(owner.communityId, owner.memberId, connectionId);

/** Posts one message to every live connection of a member (memberId) or of the community (null); gone ones go. */
async function push(communityId: string, memberId: string | null, message: LiveMessage, exceptMember?: string) {
  const sender = liveSender();
  const data = JSON.stringify(message);
  let startKey: Record<string, unknown> | undefined;
  let sent = 0;
  do {
    const page = await liveStore.queryLiveConnections(communityId, memberId, startKey);
    const outcomes = await Promise.all(
      page.items
        .filter((c) => c.memberId !== exceptMember)
        .map(async (c) => {
          const outcome = await sender.post(c.connectionId, data).catch((error: Error) => {
            logger.warn('live push failed', { communityId, connectionId: c.connectionId, error: error.message });
            return 'failed' as const;
          });
          if (outcome === 'gone') await liveStore.deleteLiveConnection(communityId, c.memberId, c.connectionId);
          return outcome;
        }),
    );
    sent += outcomes.filter((o) => o === 'sent').length;
    startKey = page.lastKey;
  } while (startKey);
  return sent;
}

/** After the in-app consumer's write: each member whose notifications changed gets the bell's count, read after it. */
export const pushBells = (event: DomainEvent, effect: TransactItem[]) => pushBellsIn(event.communityId, effect);

/** Each member whose notifications `effect` wrote (committed) gets their bell's count, read after it. */
export async function pushBellsIn(communityId: string, effect: TransactItem[]) {
  const members = liveStore.membersWritten(communityId, effect);
  await Promise.all(
    members.map(async (memberId) => {
      const bell = await bellStore.getBellState(communityId, memberId, true);
      await push(communityId, memberId, { type: 'unread', ...bell });
    }),
  );
}

/**
 * A new post: the community's connections are told (the feed's "new posts" pill) only when an ordinary member (the
 * Members role alone) may read it, so the pill never hints at a post in a private subforum.
 */
export async function pushNewPost(event: DomainEvent) {
  if (event.type !== 'post.created') return;
  const detail = event.detail as { postId: string; authorId: string };
  const post = await postOrdinaryMembersRead(event.communityId, detail.postId);
  if (!post) return;
  // The author's own tabs are left out: their post is no news to them.
  await push(
    event.communityId,
    null,
    { type: 'newPost', postId: post.id, authorId: post.anonymous ? null : detail.authorId },
    detail.authorId,
  );
}

/**
 * A new comment or reply: the community's connections are told (an open post page's "new comments" pill), on the same
 * rule as a new post's, so the message never hints at a post in a private subforum. It names no author: an anonymous
 * comment's must stay hidden.
 */
export async function pushNewComment(event: DomainEvent) {
  if (event.type !== 'comment.created') return;
  const detail = event.detail as { postId: string; commentId: string; authorId: string };
  const post = await postOrdinaryMembersRead(event.communityId, detail.postId);
  if (!post) return;
  // The author's own tabs already show their comment.
  await push(
    event.communityId,
    null,
    { type: 'newComment', postId: post.id, commentId: detail.commentId },
    detail.authorId,
  );
}

/** The post, when an ordinary member (the Members role alone) may read it; else null. */
async function postOrdinaryMembersRead(communityId: string, postId: string) {
  const post = await postNotice(communityId, postId);
  if (!post) return null;
  const ordinary = { communityId, memberId: '', state: 'active', roleIds: [] } as unknown as MemberItem;
  return (await memberCanRead(post, ordinary)) ? post : null;
}

/**
 * After a page of a new post's notifications, the bell's count to those of `memberIds` with an open
 * connection. The community's connections are read once (far fewer than a page of members in a big community), so a
 * page costs one Query plus one push per connected member, not a read per member.
 */
export async function pushBellsToConnected(communityId: string, memberIds: readonly string[]) {
  if (memberIds.length === 0) return;
  const wanted = new Set(memberIds);
  const connected = new Set<string>();
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await liveStore.queryLiveConnections(communityId, null, startKey);
    for (const c of page.items) if (wanted.has(c.memberId)) connected.add(c.memberId);
    startKey = page.lastKey;
  } while (startKey);
  await Promise.all(
    [...connected].map(async (memberId) => {
      const bell = await bellStore.getBellState(communityId, memberId, true);
      await push(communityId, memberId, { type: 'unread', ...bell });
    }),
  );
}
