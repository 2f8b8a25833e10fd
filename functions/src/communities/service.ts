// Community write and check paths: the builder's subdomain check and uploads, community creation, publishing,
// the switcher, the overview.
import { ACCESS_LEVEL_ADMIN, ACCESS_LEVEL_OWNER } from '@hearth/shared/constants/auth';
import { BRANDING_IMAGE_MAX_BYTES, BRANDING_IMAGE_TYPES } from '@hearth/shared/constants/design';
import { planById } from '@hearth/shared/constants/plans';
import * as messages from '@hearth/shared/messages';
import { subdomainMessages, subdomainProblem } from '@hearth/shared/rules/subdomain';
import { subscriptionPlanId } from '@hearth/shared/rules/plan-features';
import { isBlankHtml } from '@hearth/shared/schemas/posts';
import type { MyCommunity, Overview, PlanChoice } from '@hearth/shared/schemas/communities';
import { ulid } from 'ulid';
import type { z } from 'zod';
import type { createCommunityBodySchema } from '@hearth/shared/schemas/communities';
import { getStatsDays, utcDay } from '../platform/activity.ts';
import type { Actor } from '../platform/auth/verify.ts';
import { siteOrigin } from '../platform/auth/cookies.ts';
import { verifyCaptcha } from '../platform/captcha/port.ts';
import { config } from '../platform/config.ts';
import { TransactionConditionFailed, type TransactItem } from '../platform/db/transact.ts';
import { outboxItem } from '../platform/events/port.ts';
import { loadRichText } from '../platform/html/load.ts';
import {
  AppError,
  badRequest,
  conflict,
  forbidden,
  notFound,
  refusal,
  unauthenticated,
} from '../platform/http/errors.ts';
import { logger } from '../platform/log.ts';
import { countAttempt } from '../platform/rate-limit.ts';
import { mediaUrl } from '../platform/storage/media.ts';
import { createUpload, type UploadPolicy, verifyUpload } from '../platform/storage/uploads.ts';
import { getSubdomainOwner } from '../platform/tenancy/store.ts';
import { newCommunity } from './new-community.ts';
import * as communityStore from './store/community.ts';
import type { CommunityItem, PlanMirror } from './store/community.ts';
import * as creationStore from './store/creation.ts';
import * as staffStore from './store/staff.ts';
import type { StaffItem } from './store/staff.ts';

// ── the builder's live check ────────────────────────────────────────────────────────────────────────────────────

/** The rule first (no read), then one GetItem on the claim. */
export async function checkSubdomain(subdomain: string) {
  const problem = subdomainProblem(subdomain);
  if (problem) return { subdomain, available: false, message: problem };
  const taken = (await getSubdomainOwner(subdomain)) !== null;
  return { subdomain, available: !taken, message: taken ? subdomainMessages.taken : null };
}

// ── branding uploads ────────────────────────────────────────────────────────────────────────────────────────────

/** Builder images belong to the owner-app account until a community refers to them (tenant `app`, owner first). */
export const brandingPolicy = (actor: Actor, kind: 'icon' | 'banner'): UploadPolicy => ({
  prefix: `c/${actor.communityId}/owners/${actor.memberId}/${kind}`,
  allowedTypes: [...BRANDING_IMAGE_TYPES],
  maxBytes: BRANDING_IMAGE_MAX_BYTES,
});

export const createBrandingUpload = (actor: Actor, kind: 'icon' | 'banner', fileType: 'image/png' | 'image/jpeg') =>
  createUpload(brandingPolicy(actor, kind), fileType);

export async function verifyBrandingUpload(actor: Actor, kind: 'icon' | 'banner', key: string) {
  const verified = await verifyUpload(brandingPolicy(actor, kind), key);
  return { key: verified.key, url: mediaUrl(verified.key)! };
}

// ── creation ────────────────────────────────────────────────────────────────────────────────────────────────────

type CreateInput = z.output<typeof createCommunityBodySchema>;

/** Where the request came from: the owner app's host (for community URLs) and the client IP. */
export interface OwnerRequest {
  actor: Actor;
  host: string;
  ip: string;
}

/** A community's address as seen from the owner app's host: `app.<domain>[:port]` → `<sub>.<domain>[:port]`. */
export const communityUrl = (appHost: string, subdomain: string) => {
  const host = appHost.startsWith('app.') ? `${subdomain}.${appHost.slice(4)}` : `${subdomain}.${config().baseDomain}`;
  return siteOrigin(host);
};

const created = (req: OwnerRequest, communityId: string, subdomain: string) => ({
  communityId,
  subdomain,
  url: communityUrl(req.host, subdomain),
});

/** A rich-text field stored only after the allowlist; blank after sanitizing counts as empty. */
async function richText(html: string, field: string, emptyMessage: string) {
  const { sanitizeRichText } = await loadRichText();
  const clean = sanitizeRichText(html);
  if (isBlankHtml(clean)) {
    throw badRequest(emptyMessage, { [field]: emptyMessage });
  }
  return clean;
}

async function verifiedBranding(actor: Actor, kind: 'icon' | 'banner', key: string | undefined) {
  if (!key) return undefined;
  try {
    return (await verifyUpload(brandingPolicy(actor, kind), key)).key;
  } catch (error) {
    const field = kind === 'icon' ? 'communityIconKey' : 'communityBannerKey';
    if (error instanceof AppError) throw badRequest(error.message, { [field]: error.message });
    throw error;
  }
}

/**
 * What a new community needs of its owner's owner-app account (null: the account is gone): its membership of the new
 * community as a write for the creation's transaction, and the plan it chose while onboarding. The members domain
 * provides it (the caller passes it in): communities sit below members and never import them.
 */
export type OwnerOfNewCommunity = (
  appMemberId: string,
  communityId: string,
  at: string,
) => Promise<{ membershipWrite: TransactItem; planChoice: PlanChoice | null } | null>;

/**
 * The subscription the owner paid for (or began a free trial of) before this community existed, which the new
 * community takes (null: none waits): its plan as the community item mirrors it, the writes that move it to the
 * community inside the creation's transaction, and what follows the commit (best effort). The billing domain
 * answers it; the handler passes it in (communities sit below billing and never import it).
 */
export type PaidPlanOfNewCommunity = (
  appMemberId: string,
  communityId: string,
) => Promise<{
  mirror: PlanMirror | LifetimePlan;
  writes: TransactItem[];
  afterCommit?: () => Promise<void>;
} | null>;

/** A lifetime plan from the owner's reserved marketplace codes: no subscription, no trial. */
export interface LifetimePlan {
  planChoice: PlanChoice;
  isLifetime: true;
}

/**
 * The plan a new community starts on: the plan it takes, else the owner's choice and the builder's trial flag. A
 * lifetime plan comes only from the owner's reserved codes: the builder's `isLifetime` flag alone grants none.
 */
function planOfNewCommunity(paid: PlanMirror | LifetimePlan | null, chosen: PlanChoice | null, input: CreateInput) {
  if (!paid) return { planChoice: chosen, isFreeTrial: input.isFreeTrial, isLifetime: false };
  if (!('subscriptionStatus' in paid)) return { planChoice: paid.planChoice, isFreeTrial: false, isLifetime: true };
  return {
    planChoice: paid.planChoice ?? chosen,
    isFreeTrial: paid.subscriptionStatus === 'trialing',
    isLifetime: false,
    subscriptionStatus: paid.subscriptionStatus,
    ...(paid.trialEndsAt ? { trialEndsAt: paid.trialEndsAt } : {}),
  };
}

/**
 * Publish Platform (owner-dashboard §2 Builder): assertHuman → rate limit → idempotency → verify uploads and
 * sanitize → one transaction → `community.created`. A repeated requestId (double click, retry after a lost
 * response) answers with the community it already created.
 */
export async function createCommunity(
  req: OwnerRequest,
  input: CreateInput,
  ownerOf: OwnerOfNewCommunity,
  paidPlanOf?: PaidPlanOfNewCommunity,
) {
  const { actor, ip } = req;
  if (!(await verifyCaptcha(input.captcha, ip))) throw new AppError(400, 'CAPTCHA_FAILED', messages.captchaFailed);
  await countAttempt(actor.communityId, 'createCommunity', { account: actor.memberId, ip });

  const earlier = await creationStore.getCreatedByRequest(actor.memberId, input.requestId);
  if (earlier) return existing(req, earlier);

  const [iconKey, bannerKey] = await Promise.all([
    verifiedBranding(actor, 'icon', input.communityIconKey),
    verifiedBranding(actor, 'banner', input.communityBannerKey),
  ]);
  const richField = async (field: 'communityTermsOfUse' | 'communityRules' | 'communityPrivacyStatement') =>
    input[field] === undefined ? {} : { [field]: await richText(input[field], field, messages.fieldRequired) };
  const communityDescription =
    input.communityDescription === undefined
      ? undefined
      : await richText(input.communityDescription, 'communityDescription', messages.descriptionEmpty);
  const legal = Object.assign(
    {},
    await richField('communityTermsOfUse'),
    await richField('communityRules'),
    await richField('communityPrivacyStatement'),
  );
  const communityId = `cm-${ulid().toLowerCase()}`;
  const subdomain = input.communitySubdomain;
  const createdAt = new Date().toISOString();
  const owner = await ownerOf(actor.memberId, communityId, createdAt);
  if (!owner) throw unauthenticated();
  const paid = (await paidPlanOf?.(actor.memberId, communityId)) ?? null;

  try {
    await creationStore.createCommunityRecords(
      newCommunity({
        communityId,
        subdomain,
        communityName: input.communityName,
        ownerMemberId: actor.memberId,
        requestId: input.requestId,
        communityTagline: input.communityTagline,
        communityDescription,
        communityThemeColor: input.communityThemeColor,
        communityIconKey: iconKey,
        communityBannerKey: bannerKey,
        legal,
        organization: {
          organizationName: input.organizationName,
          organizationType: input.organizationType,
          organizationPhone: input.organizationPhone,
          communityGoals: input.communityGoals,
        },
        ...planOfNewCommunity(paid?.mirror ?? null, owner.planChoice, input),
        isSampleAnalytics: true,
        now: createdAt,
      }),
      [
        owner.membershipWrite,
        outboxItem('community.created', communityId, { communityId, subdomain, ownerMemberId: actor.memberId }),
        ...(paid?.writes ?? []),
      ],
    );
  } catch (error) {
    if (!(error instanceof TransactionConditionFailed)) throw error;
    if (error.failedIndexes.includes(creationStore.CREATION_ITEM.creationRequest)) {
      const winner = await creationStore.getCreatedByRequest(actor.memberId, input.requestId);
      if (winner) return existing(req, winner);
    }
    throw conflict(subdomainMessages.taken, { communitySubdomain: subdomainMessages.taken });
  }
  await paid
    ?.afterCommit?.()
    .catch((error: unknown) => logger.warn('after community creation', { error: error as Error }));
  return created(req, communityId, subdomain);
}

async function existing(req: OwnerRequest, communityId: string) {
  const community = await communityStore.getCommunity(communityId);
  if (!community) throw notFound();
  return created(req, community.communityId, community.subdomain);
}

// ── the dashboard ───────────────────────────────────────────────────────────────────────────────────────────────

const toMyCommunity = (req: OwnerRequest, community: CommunityItem, staff: StaffItem): MyCommunity => ({
  communityId: community.communityId,
  subdomain: community.subdomain,
  communityName: community.communityName,
  role: staff.accessLevel >= ACCESS_LEVEL_OWNER ? 'owner' : 'editor',
  accessLevel: staff.accessLevel,
  isLive: community.isLive,
  iconURL: mediaUrl(community.communityIconKey),
  url: communityUrl(req.host, community.subdomain),
  plan: {
    planId: subscriptionPlanId(community),
    status: community.subscriptionStatus ?? null,
    trialEndsAt: community.trialEndsAt ?? null,
    isLifetime: community.isLifetime ?? false,
  },
});

/** The switcher: one Query on the account's staff records, one BatchGet of their communities; ordered by name. */
export async function listMyCommunities(req: OwnerRequest) {
  const staff = await staffStore.listStaffRecords(req.actor.memberId);
  const communities = await communityStore.getCommunities(staff.map((s) => s.communityId));
  const byId = new Map(communities.map((c) => [c.communityId, c]));
  const items = staff
    .flatMap((s) => {
      const community = byId.get(s.communityId);
      return community ? [toMyCommunity(req, community, s)] : [];
    })
    .sort((a, b) => a.communityName.localeCompare(b.communityName));
  return { items, nextCursor: null };
}

/** The caller's staff record and the community, or 404/403 (a stranger learns nothing beyond "not yours"). */
async function managed(actor: Actor, communityId: string, minLevel: number, denied: string) {
  const [staff, community] = await Promise.all([
    staffStore.getStaffRecord(communityId, actor.memberId),
    communityStore.getCommunity(communityId),
  ]);
  if (!staff || !community) throw refusal('NOT_STAFF');
  if (staff.accessLevel < minLevel) throw forbidden(denied);
  return { staff, community };
}

/** Publish / unpublish: the owner only (owner-dashboard §6). */
export async function setPublished(actor: Actor, communityId: string, isLive: boolean) {
  await managed(actor, communityId, ACCESS_LEVEL_OWNER, messages.ownerOnlyPublish);
  const event = outboxItem(isLive ? 'community.published' : 'community.unpublished', communityId, { communityId });
  if (!(await communityStore.setCommunityLive(communityId, isLive, [event]))) throw refusal('NOT_STAFF');
  return { communityId, isLive };
}

const RANGE_DAYS = { '7d': 7, '30d': 30, '90d': 90 } as const;

/** The overview: the community, the plan choice and one Query of daily counters for the range. */
export async function getOverview(
  req: OwnerRequest,
  communityId: string,
  range: keyof typeof RANGE_DAYS,
  now = new Date(),
) {
  const { staff, community } = await managed(req.actor, communityId, ACCESS_LEVEL_ADMIN, messages.notStaff);
  const days = RANGE_DAYS[range];
  const dates = Array.from({ length: days }, (_, i) => utcDay(now.getTime() - (days - 1 - i) * 86_400_000));
  const stats = await getStatsDays(communityId, dates[0]!, dates[dates.length - 1]!);
  const byDay = new Map(stats.map((s) => [s.day, s]));
  const activity = dates.map((date) => ({
    date,
    posts: byDay.get(date)?.posts ?? 0,
    newMembers: byDay.get(date)?.newMembers ?? 0,
    activeMembers: byDay.get(date)?.activeMembers ?? 0,
  }));
  const sum = (k: 'posts' | 'newMembers' | 'activeMembers') => activity.reduce((n, d) => n + d[k], 0);
  const plan = community.planChoice ? planById(community.planChoice.planId) : undefined;
  const overview: Overview = {
    community: toMyCommunity(req, community, staff),
    planDetails: plan ? { id: plan.id, name: plan.name, billing: 'not-set-up' } : null,
    range: { startDate: dates[0]!, endDate: dates[dates.length - 1]! },
    activity,
    totals: {
      newMembers: sum('newMembers'),
      // Distinct members per day, averaged over the range: a member active on three days counts once per day.
      activeMembers: Math.round(sum('activeMembers') / days),
      posts: sum('posts'),
      members: community.memberCount ?? 0,
    },
  };
  return overview;
}

/** The communities an owner-app account owns (it is a member of each of them too). */
/** The community's staff records: its owner and editors. */
export const listCommunityStaff = (communityId: string) => staffStore.listCommunityStaff(communityId);

/** Removes an editor's staff record (never the owner's); false when there was none. */
export const deleteEditorRecord = (communityId: string, appMemberId: string) =>
  staffStore.deleteEditorRecord(communityId, appMemberId);

/** The community item read fresh (who owns it, its plan, its name), or null. */
export const getCommunity = (communityId: string) => communityStore.getCommunity(communityId);

export async function communitiesOwnedBy(appMemberId: string): Promise<string[]> {
  const staff = await staffStore.listStaffRecords(appMemberId);
  return staff.filter((s) => s.accessLevel >= ACCESS_LEVEL_OWNER).map((s) => s.communityId);
}

/** Whether an owner-app account owns a community (a staff record at the owner's level): it may not be deleted then. */
export async function ownsACommunity(appMemberId: string): Promise<boolean> {
  const staff = await staffStore.listStaffRecords(appMemberId);
  return staff.some((s) => s.accessLevel >= ACCESS_LEVEL_OWNER);
}
