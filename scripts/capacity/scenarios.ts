// The scenarios `npm run capacity` prints: one community of 1,000 / 10,000 / 100,000 / 1,000,000 members on an
// ordinary day, and the million-member community in the minutes after one post goes viral. The activity figures are
// assumptions, stated here and in docs/capacity.md; change them here.
import type { Scenario } from './model.ts';

const day = {
  monthlyActiveShare: 0.5,
  perActiveMember: { pageViews: 12, posts: 0.05, comments: 0.5, postVotes: 3, commentVotes: 2, reactions: 1 },
  signUpsPerDayShare: 0.002,
  peakToAverage: 3,
  hottestPostShare: 0.05,
  hottestCommunityShare: 1,
  liveMinutesPerActiveMember: 20,
  liveMessagesPerEvent: 3,
  pageBytesPerView: 60_000,
  mediaBytesPerPost: 200_000,
};

export const scenarios: Scenario[] = [
  { ...day, name: '1,000 members', members: 1_000, dailyActiveShare: 0.25 },
  { ...day, name: '10,000 members', members: 10_000, dailyActiveShare: 0.2 },
  { ...day, name: '100,000 members', members: 100_000, dailyActiveShare: 0.15 },
  { ...day, name: '1,000,000 members', members: 1_000_000, dailyActiveShare: 0.1 },
];

/**
 * The million-member community while one post goes viral: a third of the members active, the busiest minutes at 100×
 * the day's mean rate, and half of the post traffic on that one post. Its hot keys are the ones to fix; its monthly
 * cost is not a month anyone pays (the burst is minutes long), so the cost table leaves it out.
 */
export const viral: Scenario = {
  ...day,
  name: '1,000,000 members, one post viral',
  members: 1_000_000,
  dailyActiveShare: 0.3,
  peakToAverage: 100,
  hottestPostShare: 0.5,
};
