// Query keys of the gamification feature (the leaderboard, the members directory, badges and quests).
export const gamificationKeys = {
  all: ['gamification'] as const,
  leaderboard: () => [...gamificationKeys.all, 'leaderboard'] as const,
  directory: (search: string) => [...gamificationKeys.all, 'directory', search] as const,
  badges: (slug: string) => [...gamificationKeys.all, 'badges', slug] as const,
  quests: () => [...gamificationKeys.all, 'quests'] as const,
  topMembers: (communityId: string) => [...gamificationKeys.all, 'top-members', communityId] as const,
};
