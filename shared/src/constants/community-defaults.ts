// What every new community starts with (owner-dashboard §2 Builder, §3; member-forum §3): one subforum with
// one category, the default reaction set, the feed menu and starter legal texts the owner edits later.
// The default roles come from constants/permissions.ts.
import { BEAT_INTERVAL_SECONDS, RAW_BEACON_TTL_DAYS } from './analytics.ts';

export const DEFAULT_SUBFORUM = { title: 'General', slug: 'general', emoji: '💬' } as const;
export const DEFAULT_CATEGORY = { title: 'General discussion' } as const;

/** Default reactions; `isBeamReaction` marks the platform's own set (custom reactions need Professional). */
export const DEFAULT_REACTIONS = [
  { key: 'like', title: 'Like', emoji: '👍' },
  { key: 'love', title: 'Love', emoji: '❤️' },
  { key: 'haha', title: 'Haha', emoji: '😂' },
  { key: 'wow', title: 'Wow', emoji: '😮' },
  { key: 'sad', title: 'Sad', emoji: '😢' },
  { key: 'fire', title: 'Fire', emoji: '🔥' },
] as const;

export type MenuName = 'postTypes' | 'postsSorting' | 'commentsSorting';

/** The feed menu (owner-dashboard §3 Menu item): post types text/image/poll and the sortings, all enabled. */
export const DEFAULT_FEED_MENU: ReadonlyArray<{ name: MenuName; value: string; enabled: boolean; rank: number }> = [
  { name: 'postTypes', value: 'post', enabled: true, rank: 1 },
  { name: 'postTypes', value: 'image', enabled: true, rank: 2 },
  { name: 'postTypes', value: 'poll', enabled: true, rank: 3 },
  { name: 'postsSorting', value: 'hot', enabled: true, rank: 1 },
  { name: 'postsSorting', value: 'new', enabled: true, rank: 2 },
  { name: 'postsSorting', value: 'top', enabled: true, rank: 3 },
  { name: 'postsSorting', value: 'old', enabled: true, rank: 4 },
  { name: 'commentsSorting', value: 'new', enabled: true, rank: 1 },
  { name: 'commentsSorting', value: 'top', enabled: true, rank: 2 },
];

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const paragraphs = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

/** Starter legal texts: plain, editable, with the community's name (escaped: names may hold any character). */
export const defaultLegalTexts = (name: string) => {
  const communityName = escapeHtml(name);
  return {
    communityTermsOfUse: paragraphs(
      `Welcome to ${communityName}. By joining you agree to take part respectfully and to follow the community rules.`,
      'You keep the rights to what you post and allow the community to show it to its members.',
      'Staff may remove content or accounts that break these terms or the rules.',
    ),
    communityRules: paragraphs(
      'Be kind and assume good intent.',
      'No spam, self-promotion without permission or misleading information.',
      'Keep posts in the subforum and category where they belong.',
      'Report content that breaks the rules instead of replying to it.',
    ),
    communityPrivacyStatement: paragraphs(
      `${communityName} stores the account details you give (name, e-mail, profile) and what you post.`,
      'Your e-mail address is never shown to other members.',
      'You can delete your account at any time from your account settings.',
      `For the community's statistics, Hearth (the platform ${communityName} runs on) records the pages you view and ` +
        `your time on the site (a signal every ${BEAT_INTERVAL_SECONDS} seconds while the page is visible), your ` +
        'device type, operating system and country (worked out from your connection; your address is not stored) ' +
        'and, when you are signed in, your member id. There is no third-party tracker and no advertising cookie. ' +
        'A visitor is recognised for one day only, by a one-way hash that cannot be reversed. If your browser sends ' +
        'Do-Not-Track or Global Privacy Control, nothing is recorded. These records are kept for ' +
        `${RAW_BEACON_TTL_DAYS} days; only the community's daily totals are kept longer.`,
    ),
  };
};

export const defaultTagline = (communityName: string) => `Welcome to ${communityName}`.slice(0, 50);
export const defaultDescription = (name: string) =>
  paragraphs(
    `${escapeHtml(name)} is a place to share ideas, ask questions and meet people who care about the same things.`,
  );
