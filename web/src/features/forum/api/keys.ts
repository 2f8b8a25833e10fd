// Query keys of the community's frame: the layout (subforums, feed menu, reactions, permissions), legal pages and
// categories. Everything under `all` depends on who is looking, so a change of account resets it.
export const forumKeys = {
  all: ['forum'] as const,
  layout: () => [...forumKeys.all, 'layout'] as const,
  legalPage: (page: string) => [...forumKeys.all, 'legal-page', page] as const,
  /** `null` for home (community-wide). */
  categories: (subforum: string | null) => [...forumKeys.all, 'categories', subforum] as const,
};
