// The Platform Settings page (owner-dashboard §2 Platform Settings, §3, §5, §6, §8): the page's read and one save per
// section. Each write is checkStaff → rules (plan limits, the feed menu, rich text) → one write → forget this
// container's cached configuration, so the staff member who saved sees the change at once and members within
// CONFIG_TTL_MS (docs/architecture/communities.md, Platform settings).
import { ACCESS_LEVEL_ADMIN } from '@hearth/shared/constants/auth';
import { PLATFORM_PERMISSIONS } from '@hearth/shared/constants/permissions';
import {
  customDomainAllowed,
  customReactionsAllowed,
  planFeatureRefusal,
  planInForce,
  subscriptionPlanId,
} from '@hearth/shared/rules/plan-features';
import type {
  DesignBody,
  FeedBody,
  FeedMenuName,
  PlatformPermissions,
  PlatformSettings,
  SeoBody,
  VisibilityBody,
} from '@hearth/shared/schemas/platform-settings';
import {
  FEED_MENU_NAMES,
  REACTION_IMAGE_MAX_BYTES,
  REACTION_IMAGE_MIN_PX,
  type informationBodySchema,
} from '@hearth/shared/schemas/platform-settings';
import * as messages from '@hearth/shared/messages';
import { isBlankHtml } from '@hearth/shared/schemas/posts';
import type { z } from 'zod';
import type { Actor } from '../platform/auth/verify.ts';
import { loadRichText } from '../platform/html/load.ts';
import { AppError, refusal, refusalSaying } from '../platform/http/errors.ts';
import { mediaUrl } from '../platform/storage/media.ts';
import { createUpload, type UploadPolicy, verifyUpload } from '../platform/storage/uploads.ts';
import type { MenuItem, ReactionDef } from './config.ts';
import { forgetCommunityConfig } from './config.ts';
import { brandingPolicy } from './service.ts';
import * as communityStore from './store/community.ts';
import * as settingStore from './store/settings.ts';
import type { SettingName, Settings } from './store/settings.ts';
import { getStaffRecord } from './store/staff.ts';

type InformationInput = z.output<typeof informationBodySchema>;

// ── access ──────────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * The owner and editors (staff records of access level 90 and above) manage settings (owner-dashboard §6). Anyone
 * else — another community's owner, a member, a moderator of the community site — learns only "not yours" (404).
 */
async function checkStaff(actor: Actor, communityId: string) {
  const [staff, community] = await Promise.all([
    getStaffRecord(communityId, actor.memberId),
    communityStore.getCommunity(communityId),
  ]);
  if (!staff || !community || staff.accessLevel < ACCESS_LEVEL_ADMIN) throw refusal('NOT_STAFF');
  return community;
}

/**
 * The staff check and the page's settings documents, read in parallel (one round trip): a save then answers the
 * page from what it read and what it wrote, without reading again. Nothing is written before the check passes.
 */
async function checkStaffWithItems(actor: Actor, communityId: string) {
  const [community, items] = await Promise.all([checkStaff(actor, communityId), settingStore.getSettings(communityId)]);
  return { community, items };
}

/** The settings documents with one document's fields replaced, as the write just stored them. */
const withSetting = (items: Settings, name: SettingName, fields: Record<string, unknown>): Settings => ({
  ...items,
  [name]: { ...items[name], ...fields },
});

// ── the page ────────────────────────────────────────────────────────────────────────────────────────────────────

const settingOf = (items: Settings, name: SettingName) => items[name];

function menuOf(items: Settings): MenuItem[] {
  return [...((settingOf(items, 'feed-menu')?.items as MenuItem[] | undefined) ?? [])].sort((a, b) => a.rank - b.rank);
}

function reactionsOf(items: Settings): Array<ReactionDef & { isBeamReaction?: boolean }> {
  return (settingOf(items, 'reactions')?.items as Array<ReactionDef & { isBeamReaction?: boolean }> | undefined) ?? [];
}

function view(community: communityStore.CommunityItem, items: Settings): PlatformSettings {
  const planId = subscriptionPlanId(community);
  const menu = menuOf(items);
  const legal: Record<string, unknown> = settingOf(items, 'legal') ?? {};
  const toggles = (settingOf(items, 'platform-permissions')?.values ?? {}) as Partial<PlatformPermissions>;
  const text = (field: string) => (typeof legal[field] === 'string' ? (legal[field] as string) : '');
  return {
    communityId: community.communityId,
    subdomain: community.subdomain,
    planId,
    customDomainAvailable: customDomainAllowed(planInForce(community)),
    customReactionsAvailable: customReactionsAllowed(planInForce(community)),
    information: {
      communityName: community.communityName,
      communityTagline: community.communityTagline,
      communityDescription: community.communityDescription ?? '',
      communityIconKey: community.communityIconKey ?? null,
      iconURL: mediaUrl(community.communityIconKey),
      communityBannerKey: community.communityBannerKey ?? null,
      bannerURL: mediaUrl(community.communityBannerKey),
      backlinkTitle: community.backlinkTitle ?? '',
      backlinkUrl: community.backlinkUrl ?? '',
    },
    feed: Object.fromEntries(
      FEED_MENU_NAMES.map((name) => [
        name,
        menu.filter((m) => m.name === name).map((m) => ({ value: m.value, enabled: m.enabled })),
      ]),
    ) as PlatformSettings['feed'],
    seo: community.seo ?? { title: community.communityName, description: community.communityTagline },
    // A toggle never saved is on: the roles' own permissions apply.
    permissions: Object.fromEntries(PLATFORM_PERMISSIONS.map((name) => [name, toggles[name] !== false])),
    visibility: {
      privateCommunity: community.privateCommunity,
      memberApproval: community.memberApproval ?? false,
      memberWhitelist: community.memberWhitelist ?? [],
      aiContentGeneration: community.aiContentGeneration ?? false,
      usersLeaderboard: community.usersLeaderboard ?? true,
    },
    design: { communityThemeColor: community.communityThemeColor, theme: 'light' },
    reactions: [...reactionsOf(items)]
      .sort((a, b) => a.rank - b.rank)
      .map((r) => ({
        id: r.id,
        key: r.key,
        title: r.title,
        emoji: r.emoji,
        imageURL: mediaUrl(r.imageKey),
        isBeamReaction: r.isBeamReaction ?? true,
      })),
    legal: {
      communityTermsOfUse: text('communityTermsOfUse'),
      communityRules: text('communityRules'),
      communityPrivacyStatement: text('communityPrivacyStatement'),
    },
  };
}

/** The page, read fresh from the table (never the configuration cache): staff see what they saved at once. */
export async function getPlatformSettings(actor: Actor, communityId: string) {
  const community = await checkStaff(actor, communityId);
  return view(community, await settingStore.getSettings(communityId));
}

/**
 * After a write: this container forgets its cached configuration (the next forum read here loads fresh), and the page
 * is answered from the state read before the write plus the write itself.
 */
function saved(community: communityStore.CommunityItem | null, items: Settings) {
  if (!community) throw refusal('NOT_STAFF');
  forgetCommunityConfig(community.communityId);
  return view(community, items);
}

// ── rich text ───────────────────────────────────────────────────────────────────────────────────────────────────

/** Rich text stored only after the allowlist; blank after sanitizing is refused under its field. */
async function cleanRichText(html: string, field: string, empty: AppError) {
  const { sanitizeRichText } = await loadRichText();
  const clean = sanitizeRichText(html);
  if (isBlankHtml(clean)) throw empty.on(field);
  return clean;
}

// ── Platform Information ────────────────────────────────────────────────────────────────────────────────────────

/**
 * A branding image key: unchanged when it is the community's already, else it must be the caller's own verified
 * builder upload (the same check as at creation: prefix, size, magic bytes, stored type).
 */
async function brandingKey(actor: Actor, kind: 'icon' | 'banner', key: string, current: string | undefined) {
  if (key === current) return key;
  try {
    return (await verifyUpload(brandingPolicy(actor, kind), key)).key;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw refusal('BRANDING_IMAGE_INVALID').on(kind === 'icon' ? 'communityIconKey' : 'communityBannerKey');
  }
}

export async function saveInformation(actor: Actor, communityId: string, input: InformationInput) {
  const { community, items } = await checkStaffWithItems(actor, communityId);
  const communityDescription = await cleanRichText(
    input.communityDescription,
    'communityDescription',
    refusal('DESCRIPTION_EMPTY'),
  );
  const set: Parameters<typeof communityStore.updateCommunityFields>[1] = {
    communityName: input.communityName,
    communityTagline: input.communityTagline,
    communityDescription,
  };
  const remove: Array<keyof communityStore.CommunityItem> = [];
  const [iconKey, bannerKey] = await Promise.all([
    input.communityIconKey ? brandingKey(actor, 'icon', input.communityIconKey, community.communityIconKey) : null,
    input.communityBannerKey
      ? brandingKey(actor, 'banner', input.communityBannerKey, community.communityBannerKey)
      : null,
  ]);
  if (iconKey) set.communityIconKey = iconKey;
  else if (input.communityIconKey === null) remove.push('communityIconKey');
  if (bannerKey) set.communityBannerKey = bannerKey;
  else if (input.communityBannerKey === null) remove.push('communityBannerKey');
  if (input.backlinkTitle && input.backlinkUrl) {
    set.backlinkTitle = input.backlinkTitle;
    set.backlinkUrl = input.backlinkUrl;
  } else {
    remove.push('backlinkTitle', 'backlinkUrl');
  }
  return saved(await communityStore.updateCommunityFields(communityId, set, remove), items);
}

// ── Community Feed ──────────────────────────────────────────────────────────────────────────────────────────────

/**
 * The three menus in their new order: each must hold exactly the community's items of that menu (a client cannot
 * add a sorting the feed does not know) and keep at least one active (owner-dashboard §5).
 */
export function rankedMenu(current: readonly MenuItem[], body: FeedBody): MenuItem[] {
  return FEED_MENU_NAMES.flatMap((name: FeedMenuName) => {
    const known = current.filter((m) => m.name === name).map((m) => m.value);
    const given = body[name].map((m) => m.value);
    const same = given.length === known.length && new Set(given).size === given.length;
    if (!same || !given.every((value) => known.includes(value))) throw refusal('FEED_MENU_MISMATCH').on(name);
    if (!body[name].some((m) => m.enabled)) throw refusal('FEED_MENU_EMPTY').on(name);
    return body[name].map((m, i) => ({
      id: `${name}-${m.value}`,
      name,
      value: m.value,
      enabled: m.enabled,
      rank: i + 1,
    }));
  });
}

export async function saveFeedMenu(actor: Actor, communityId: string, body: FeedBody) {
  const { community, items } = await checkStaffWithItems(actor, communityId);
  const menu = rankedMenu(menuOf(items), body);
  await settingStore.setSettingFields(communityId, 'feed-menu', { items: menu });
  return saved(community, withSetting(items, 'feed-menu', { items: menu }));
}

// ── SEO, permissions, visibility, design ────────────────────────────────────────────────────────────────────────

export async function saveSeo(actor: Actor, communityId: string, seo: SeoBody) {
  const { items } = await checkStaffWithItems(actor, communityId);
  return saved(await communityStore.updateCommunityFields(communityId, { seo }), items);
}

export async function savePlatformPermissions(actor: Actor, communityId: string, values: PlatformPermissions) {
  const { community, items } = await checkStaffWithItems(actor, communityId);
  await settingStore.setSettingFields(communityId, 'platform-permissions', { values });
  return saved(community, withSetting(items, 'platform-permissions', { values }));
}

export async function saveVisibility(actor: Actor, communityId: string, body: VisibilityBody) {
  const { items } = await checkStaffWithItems(actor, communityId);
  const memberWhitelist = [...new Set(body.memberWhitelist)];
  return saved(await communityStore.updateCommunityFields(communityId, { ...body, memberWhitelist }), items);
}

export async function saveDesign(actor: Actor, communityId: string, body: DesignBody) {
  const { items } = await checkStaffWithItems(actor, communityId);
  const design = { communityThemeColor: body.communityThemeColor, theme: body.theme };
  return saved(await communityStore.updateCommunityFields(communityId, design), items);
}

// ── Terms and Rules, Privacy Statement ──────────────────────────────────────────────────────────────────────────

type LegalField = 'communityTermsOfUse' | 'communityRules' | 'communityPrivacyStatement';

export async function saveLegal(actor: Actor, communityId: string, texts: Partial<Record<LegalField, string>>) {
  const { community, items } = await checkStaffWithItems(actor, communityId);
  const clean: Record<string, string> = {};
  for (const [field, html] of Object.entries(texts)) {
    if (html !== undefined) clean[field] = await cleanRichText(html, field, refusal('SETTING_REQUIRED'));
  }
  await settingStore.setSettingFields(communityId, 'legal', clean);
  return saved(community, withSetting(items, 'legal', clean));
}

// ── User Reactions ──────────────────────────────────────────────────────────────────────────────────────────────

/** Reaction images: png only, 1 MB, at least 50×50, under the community's own prefix. */
const reactionPolicy = (communityId: string): UploadPolicy => ({
  prefix: `c/${communityId}/reactions`,
  allowedTypes: ['image/png'],
  maxBytes: REACTION_IMAGE_MAX_BYTES,
  minPixels: { size: REACTION_IMAGE_MIN_PX, message: messages.reactionImageSize },
});

/**
 * Custom reactions need Professional and above (owner-dashboard §6): the plan is judged here, on the community item
 * the staff check already read, not in the UI; the refusal names the plan needed. Reactions customised before a
 * downgrade keep their title and image on the site; only changing them is refused.
 */
async function checkReactionsPlan(actor: Actor, communityId: string) {
  const read = await checkStaffWithItems(actor, communityId);
  const refused = planFeatureRefusal('customReactions', planInForce(read.community));
  if (refused) throw refusalSaying(refused.code, refused.message);
  return read;
}

export async function createReactionUpload(actor: Actor, communityId: string, fileType: 'image/png') {
  await checkReactionsPlan(actor, communityId);
  return createUpload(reactionPolicy(communityId), fileType);
}

export async function updateReaction(
  actor: Actor,
  communityId: string,
  reactionId: string,
  change: { title?: string; imageKey?: string },
) {
  const { community, items } = await checkReactionsPlan(actor, communityId);
  const reactions = reactionsOf(items);
  const index = reactions.findIndex((r) => r.id === reactionId);
  if (index < 0) throw refusal('REACTION_MISSING');
  let imageKey: string | undefined;
  if (change.imageKey !== undefined && change.imageKey !== reactions[index]!.imageKey) {
    try {
      imageKey = (await verifyUpload(reactionPolicy(communityId), change.imageKey)).key;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      throw refusalSaying('REACTION_IMAGE_INVALID', error.message).on('imageKey');
    }
  }
  if (change.title === undefined && imageKey === undefined) return saved(community, items);
  if (!(await settingStore.updateReactionAt(communityId, index, reactionId, { title: change.title, imageKey }))) {
    throw refusal('REACTION_MISSING');
  }
  const changed = reactions.map((r, i) =>
    i === index
      ? { ...r, ...(change.title !== undefined ? { title: change.title } : {}), ...(imageKey ? { imageKey } : {}) }
      : r,
  );
  return saved(community, withSetting(items, 'reactions', { items: changed }));
}
