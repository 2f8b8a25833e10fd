// The forum's sizes and the values its feed menus take (member-forum §2.1, §2.5), without zod: the route search
// validators and the first-paint components read them; schemas/forum.ts builds its enums from the same lists.

export const FEED_PAGE_SIZE = 20;
export const COMMENTS_PAGE_SIZE = 50;
/** Cards show up to 5 poll options and up to 5 commenter avatars (member-forum §2.5). */
export const CARD_POLL_OPTIONS = 5;
export const CARD_COMMENTERS = 5;
/** Summaries and link-preview texts are cut at 200 characters (member-forum §2.6, §9). */
export const SUMMARY_MAX = 200;
/** Replies nest to 3 levels (member-forum §9): indent levels 0, 1, 2. */
export const COMMENT_MAX_INDENT = 2;

export const POST_TYPES = ['post', 'image', 'poll'] as const;
export const FEED_TYPES = ['all', ...POST_TYPES] as const;
export const FEED_SORTS = ['hot', 'new', 'top', 'old'] as const;
