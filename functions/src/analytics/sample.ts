// The statistics a new community shows until its site has real visits (isSampleAnalytics): plausible figures, the
// same for the same community and day on every request (each day seeded by the community id and the date), built by
// the same cards as real data and marked as a sample in the answer.
import { DEVICES } from '@hearth/shared/constants/analytics';
import type { StatsDayItem } from '../platform/activity.ts';
import { seededRandom, seedOf } from '../platform/seeded-random.ts';
import type { VisitDay } from './store/read.ts';

const OS = ['Windows', 'iOS', 'Android', 'macOS', 'Linux'];
const COUNTRIES = ['US', 'GB', 'DE', 'CA', 'IN', 'FR', 'AU'];

/** Splits `total` over weights that lean toward the first names, jittered by `rnd`. */
function spread(total: number, names: readonly string[], rnd: () => number): Record<string, number> {
  const weights = names.map((_, i) => (names.length - i) * (0.6 + rnd()));
  const sum = weights.reduce((a, b) => a + b, 0);
  const out: Record<string, number> = {};
  names.forEach((name, i) => {
    const n = Math.round((total * weights[i]!) / sum);
    if (n > 0) out[name] = n;
  });
  return out;
}

/** One sample day: counters and beacon aggregates in the shapes the reads decode. */
export function sampleDay(communityId: string, day: string): { stats: StatsDayItem; visit: VisitDay } {
  const rnd = seededRandom(seedOf(`${communityId}|${day}`));
  const between = (min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));
  const newMembers = between(0, 6);
  const visitors = between(25, 80);
  const sessions = visitors + between(0, Math.floor(visitors / 2));
  return {
    stats: { day, newMembers, activeMembers: between(8, 30), posts: between(1, 15) },
    visit: {
      day,
      views: sessions * between(2, 6),
      visitors,
      memberVisitors: Math.floor(visitors / 2),
      sessions,
      seconds: sessions * between(90, 480),
      devices: spread(visitors, DEVICES, rnd),
      os: spread(visitors, OS, rnd),
      countries: spread(visitors, COUNTRIES, rnd),
      retained: Math.round(newMembers * rnd()),
    },
  };
}

/** The sample's days and member total for a window of days (no read). */
export function sampleWindow(communityId: string, window: string[]) {
  const days = window.map((day) => sampleDay(communityId, day));
  return {
    stats: days.map((d) => d.stats),
    visits: days.map((d) => d.visit),
    memberCount: 150 + Math.floor(seededRandom(seedOf(communityId))() * 350),
  };
}
