// Gamification's sizes (member-forum §2.9, §9), zod-free so first-paint code (the leaderboard panel) can read them.
export const LEADERBOARD_SIZE = 20;
export const DIRECTORY_PAGE_SIZE = 10;
