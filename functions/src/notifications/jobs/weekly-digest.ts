// The weekly digest (a scheduled job): each community's top posts of the past week,
// e-mailed once to every active, unbanned member whose Community Digest switch (and e-mail master) is on. Pages
// through communities and their members, saving a checkpoint after each page so a run that runs out of time is
// resumed by the next; each member-week is claimed (a conditional Put) before its e-mail goes, so no member ever gets
// the same week twice, however often the job runs.
import { WEEKLY_DIGEST_KEY, defaultPreferences, preferenceKey } from '@hearth/shared/schemas/notifications';
import { banInForce } from '@hearth/shared/rules/permissions';
import dayjs from 'dayjs';
import isoWeek from 'dayjs/plugin/isoWeek.js';
import utc from 'dayjs/plugin/utc.js';
import { communityConfig, scanCommunityIds } from '../../communities/config.ts';
import { siteOrigin } from '../../communities/site-origin.ts';
import type { MemberItem } from '../../members/model.ts';
import { pageMembers } from '../../members/service.ts';
import { getFeed } from '../../posts/feed.ts';
import { sendMail } from '../../platform/email/port.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { JobContext } from '../../platform/jobs.ts';
import type { Actor } from '../../platform/auth/verify.ts';
import type { Tenant } from '../../platform/tenancy/resolve.ts';
import { digestMail, type DigestPost } from '../mail.ts';
import * as mailStore from '../store/mail.ts';
import * as preferencesStore from '../store/preferences.ts';

dayjs.extend(utc);
dayjs.extend(isoWeek);

/** Posts in a digest. */
export const DIGEST_POSTS = 5;
/** Feed pages (20 each) read to find the week's posts: the newest 100 of the week are ranked. */
const FEED_PAGES = 5;
const MEMBER_PAGE = 100;
/** Stop a page early enough to save the checkpoint. */
const MIN_TIME_MS = 10_000;

/** The ISO week a run belongs to (`2026-W48`): the idempotency key of each member's digest. */
export const weekOf = (now: Date) => {
  const d = dayjs.utc(now);
  return `${d.isoWeekYear()}-W${String(d.isoWeek()).padStart(2, '0')}`;
};

/** The top posts among those published in the seven days before `now`, by upvotes (then newest). */
export function topOfWeek<T extends { publishedAt: string; upvotes: number }>(posts: T[], now: Date, n = DIGEST_POSTS) {
  const since = now.getTime() - 7 * 86_400_000;
  return posts
    .filter((p) => Date.parse(p.publishedAt) >= since && Date.parse(p.publishedAt) <= now.getTime())
    .sort((a, b) => b.upvotes - a.upvotes || b.publishedAt.localeCompare(a.publishedAt))
    .slice(0, n);
}

/** Whether the member gets the digest: its own switch and the e-mail master (stored switches over the defaults). */
export function wantsDigest(prefs: Record<string, boolean>) {
  const merged = { ...defaultPreferences(), ...prefs };
  return merged[WEEKLY_DIGEST_KEY] === true && merged[preferenceKey('all', 'Email')] === true;
}

/**
 * The week's posts as `viewer` reads the home feed: a guest on a public community; on a private one, the member (the
 * feed's own permission rules decide what they may see).
 */
async function weekPosts(communityId: string, viewer: Actor | null, now: Date): Promise<DigestPost[]> {
  const tenant: Tenant = { kind: 'community', communityId, host: '' };
  const cards: Array<{ slug: string; title: string; publishedAt: string; upvotes: number }> = [];
  let cursor: string | undefined;
  const since = now.getTime() - 7 * 86_400_000;
  for (let page = 0; page < FEED_PAGES; page++) {
    const feed = await getFeed(tenant, viewer, { type: 'all', sort: 'new', ...(cursor ? { cursor } : {}) });
    cards.push(...feed.items);
    cursor = feed.nextCursor ?? undefined;
    const oldest = feed.items.at(-1);
    if (!cursor || !oldest || Date.parse(oldest.publishedAt) < since) break;
  }
  return topOfWeek(cards, now).map((c) => ({ slug: c.slug, title: c.title, upvotes: c.upvotes }));
}

const actorOf = (m: MemberItem): Actor => ({
  sub: m.memberId,
  username: '',
  communityId: m.communityId,
  memberId: m.memberId,
  email: m.email,
  issuedAt: Math.floor(Date.now() / 1000),
});

/** Sends one member the week's digest once (claimed first; the claim is given back if sending fails). */
async function sendDigest(
  member: MemberItem,
  week: string,
  site: { name: string; origin: string },
  posts: DigestPost[],
): Promise<boolean> {
  if (!(await mailStore.claimDigest(member.communityId, member.memberId, week))) return false;
  try {
    await sendMail(digestMail({ to: member.email, site: site.name, origin: site.origin, posts }));
    return true;
  } catch (error) {
    await mailStore.releaseDigest(member.communityId, member.memberId, week);
    throw error;
  }
}

/** One community's digest from `memberKey` on; answers the key to resume from when out of time. */
async function digestCommunity(
  communityId: string,
  ctx: JobContext,
  week: string,
  memberKey: Record<string, unknown> | undefined,
  save: (memberKey: Record<string, unknown> | undefined) => Promise<void>,
): Promise<{ sent: number; done: boolean }> {
  const cfg = await communityConfig(communityId);
  if (!cfg || !cfg.community.isLive) return { sent: 0, done: true };
  const now = ctx.now();
  const site = { name: cfg.community.communityName, origin: siteOrigin(cfg.community) };
  // A public community's posts are the same for every member; a private one's are read as each member.
  let shared: DigestPost[] | null = null;
  if (!cfg.community.privateCommunity) shared = await weekPosts(communityId, null, now);
  if (shared && shared.length === 0) return { sent: 0, done: true };
  let sent = 0;
  let key = memberKey;
  do {
    const page = await pageMembers(communityId, MEMBER_PAGE, key);
    const eligible = page.members.filter((m) => m.state === 'active' && !(m.ban && banInForce(m.ban)));
    const prefs = await preferencesStore.getPreferencesMany(
      communityId,
      eligible.map((m) => m.memberId),
    );
    for (const member of eligible) {
      if (!wantsDigest(prefs.get(member.memberId) ?? {})) continue;
      let posts = shared;
      if (!posts) {
        try {
          posts = await weekPosts(communityId, actorOf(member), now);
        } catch (error) {
          if (error instanceof AppError) continue;
          throw error;
        }
      }
      if (posts.length > 0 && (await sendDigest(member, week, site, posts))) sent++;
    }
    key = page.lastKey;
    await save(key);
    if (key && ctx.timeLeftMs() < MIN_TIME_MS) return { sent, done: false };
  } while (key);
  return { sent, done: true };
}

interface Checkpoint {
  week: string;
  /** The Scan key of the community page being worked through. */
  communityKey?: Record<string, unknown>;
  /** The community in progress and where in its members. */
  communityId?: string;
  memberKey?: Record<string, unknown>;
  /** Every community was done this week. */
  done?: boolean;
}

export async function weeklyDigest(ctx: JobContext): Promise<{ sent: number; done: boolean; week: string }> {
  const week = weekOf(ctx.now());
  const saved = (await ctx.checkpoint.load()) as Checkpoint | undefined;
  // A checkpoint of an earlier week is stale: this week starts over (its claims keep last week's sends unique).
  const cp: Checkpoint = saved?.week === week ? saved : { week };
  if (cp.done) return { sent: 0, done: true, week };
  let sent = 0;
  for (;;) {
    const page = await scanCommunityIds(cp.communityKey);
    const start = cp.communityId ? Math.max(0, page.ids.indexOf(cp.communityId)) : 0;
    for (const communityId of page.ids.slice(start)) {
      const resume = cp.communityId === communityId ? cp.memberKey : undefined;
      const result = await digestCommunity(communityId, ctx, week, resume, (memberKey) =>
        ctx.checkpoint.save({ ...cp, communityId, memberKey } satisfies Checkpoint),
      );
      sent += result.sent;
      if (!result.done) return { sent, done: false, week };
      cp.communityId = undefined;
      cp.memberKey = undefined;
    }
    if (!page.lastKey) {
      // The week is done: keep the checkpoint (with no page left) so later runs this week pass quickly.
      await ctx.checkpoint.save({ week, done: true });
      return { sent, done: true, week };
    }
    cp.communityKey = page.lastKey;
    await ctx.checkpoint.save(cp);
    if (ctx.timeLeftMs() < MIN_TIME_MS) return { sent, done: false, week };
  }
}
