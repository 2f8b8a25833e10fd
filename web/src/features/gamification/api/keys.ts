// Query keys of the gamification feature (the leaderboard and the members directory).
export const gamificationKeys = {
  all: ['gamification'] as const,
  leaderboard: () => [...gamificationKeys.all, 'leaderboard'] as const,
  directory: (search: string) => [...gamificationKeys.all, 'directory', search] as const,
  badges: (slug: string) => [...gamificationKeys.all, 'badges', slug] as const,
};
