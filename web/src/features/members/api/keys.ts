// Query keys of the members feature: profiles, their activity, username checks, frames and covers.
export const memberKeys = {
  all: ['members'] as const,
  profiles: () => [...memberKeys.all, 'profile'] as const,
  profile: (slug: string) => [...memberKeys.profiles(), slug] as const,
  activity: (slug: string, kind: 'posts' | 'comments') => [...memberKeys.all, 'activity', slug, kind] as const,
  username: (username: string) => [...memberKeys.all, 'username', username.toLowerCase()] as const,
  upgradesAll: () => [...memberKeys.all, 'upgrades'] as const,
  upgrades: (kind: 'frames' | 'covers', filters: { tierId?: string | undefined; themeId?: string | undefined }) =>
    [...memberKeys.upgradesAll(), kind, filters] as const,
};
