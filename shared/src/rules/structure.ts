// Subforum and category rules (owner-dashboard §4, §5): title lengths and their messages, the delete phrases, the
// rank of a dragged item (the midpoint of its new neighbours, so a move is one write), which ranks a list accepts,
// and the overrides a role starts with when it is added to a subforum. Shared by the dashboard's forms and the API.
import type { PermissionName } from '../constants/permissions.ts';
import * as messages from '../messages.ts';
import type { OverrideValue } from './permissions.ts';

export const SUBFORUM_TITLE_MIN = 3;
export const SUBFORUM_TITLE_MAX = 20;
export const CATEGORY_TITLE_MAX = 50;
export const SUBFORUM_DELETE_PHRASE = 'delete this subforum';
export const CATEGORY_DELETE_PHRASE = 'delete this category';

/** The first rule a subforum title breaks (trimmed), as its message, or null. */
export function subforumTitleProblem(title: string): string | null {
  const t = title.trim();
  if (t.length === 0) return messages.subforumNameRequired;
  if (t.length < SUBFORUM_TITLE_MIN || t.length > SUBFORUM_TITLE_MAX) return messages.subforumNameLength;
  return null;
}

/** The first rule a category title breaks (trimmed), as its message, or null. */
export function categoryTitleProblem(title: string): string | null {
  const t = title.trim();
  if (t.length === 0) return messages.categoryTitleRequired;
  if (t.length > CATEGORY_TITLE_MAX) return messages.categoryTitleLength;
  return null;
}

/** What the delete dialog says about the typed phrase, or null when it is the exact phrase. */
export function deletePhraseProblem(typed: string, phrase: string): string | null {
  if (typed.trim().length === 0) return messages.keyPhraseRequired;
  return typed === phrase ? null : messages.keyPhraseIncorrect(phrase);
}

/**
 * The rank of an item dropped between two neighbours (their ranks; null at an end): the midpoint, or one beyond the
 * end it was dropped at, so only the moved item is written. Null for an empty list means rank 1.
 */
export function rankBetween(before: number | null, after: number | null): number {
  if (before === null && after === null) return 1;
  if (before === null) return after! - 1;
  if (after === null) return before + 1;
  return (before + after) / 2;
}

/**
 * The rank of the item at `from` after moving it to `to` in a list ordered by rank (the neighbours are those around
 * the target position once the item is taken out).
 */
export function rankForMove(ranks: readonly number[], from: number, to: number): number {
  const rest = ranks.filter((_, i) => i !== from);
  return rankBetween(rest[to - 1] ?? null, rest[to] ?? null);
}

/**
 * Whether a rank fits a list whose other items hold `others`: strictly between one below the lowest and one above
 * the highest, and not equal to any of them (a duplicate would make the order ambiguous).
 */
export function rankFits(rank: number, others: readonly number[]): boolean {
  if (!Number.isFinite(rank)) return false;
  if (others.length === 0) return true;
  const min = Math.min(...others);
  const max = Math.max(...others);
  return rank >= min - 1 && rank <= max + 1 && !others.includes(rank);
}

/** The overridable permissions of a subforum: admin and moderator are role-wide, never overridden (§6). */
export const SUBFORUM_OVERRIDABLE = [
  'view',
  'post',
  'image',
  'poll',
  'comment',
  'approvedPost',
  'anonymousPost',
  'anonymousComment',
] as const satisfies readonly PermissionName[];
export type SubforumPermissionName = (typeof SUBFORUM_OVERRIDABLE)[number];
export type RoleOverrides = Partial<Record<SubforumPermissionName, OverrideValue>>;

/** A role added to a subforum starts with view allowed and every other permission at the role's default (§4). */
export const newRoleOverrides = (): RoleOverrides => ({ view: true });

/**
 * The overrides to store: roles already on the subforum keep what they are given; a role added now starts with
 * view allowed unless the request says otherwise.
 */
export function mergeRoleOverrides(
  before: Readonly<Record<string, RoleOverrides>>,
  given: Readonly<Record<string, RoleOverrides>>,
): Record<string, RoleOverrides> {
  const out: Record<string, RoleOverrides> = {};
  for (const [roleId, values] of Object.entries(given)) {
    out[roleId] = roleId in before ? { ...values } : { ...newRoleOverrides(), ...values };
  }
  return out;
}

/** Paths of the community site a subforum slug must not take (member-forum §2.1), plus the auth pages. */
export const RESERVED_SUBFORUM_SLUGS: ReadonlySet<string> = new Set([
  '404',
  'account-settings',
  'api',
  'dashboard',
  'delete-account',
  'drafts',
  'edit-post',
  'forgot-password',
  'info',
  'leaderboard',
  'media',
  'members-directory',
  'new-post',
  'notification-settings',
  'notifications',
  'post',
  'privacy',
  'profile',
  'reset-password',
  'rules',
  'search',
  'settings',
  'sign-in',
  'sign-up',
  'subforum-no-access',
  'subforum-not-found',
  'subscription',
  'terms',
  'unsubscribePost',
  'verify-email',
  'welcome',
]);

/** A subforum's slug from its title: kebab case, not a reserved path, not one of `taken` (then `-2`, `-3`, …). */
export function subforumSlugFor(title: string, taken: ReadonlySet<string>): string {
  const base =
    title
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'subforum';
  const free = (s: string) => !taken.has(s) && !RESERVED_SUBFORUM_SLUGS.has(s);
  if (free(base)) return base;
  for (let n = 2; ; n++) if (free(`${base}-${n}`)) return `${base}-${n}`;
}
