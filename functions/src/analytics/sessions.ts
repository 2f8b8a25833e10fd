// Sessions from a visitor's activity seconds (pure): sorted, a gap over SESSION_GAP_SECONDS starts a new session, a
// session lasts from its first to its last second. Counted per UTC day: a session that crosses midnight is a session
// on both days, each with its own part (docs/architecture/analytics.md, Sessions).
import { SESSION_GAP_SECONDS } from '@hearth/shared/constants/analytics';

export interface SessionTotals {
  sessions: number;
  /** The sessions' lengths summed (last second − first second of each). */
  seconds: number;
}

/** The sessions and seconds of one visitor-day's activity seconds (any order, repeats allowed). */
export function sessionsOf(secs: Iterable<number>, gap = SESSION_GAP_SECONDS): SessionTotals {
  const sorted = [...new Set(secs)].sort((a, b) => a - b);
  if (sorted.length === 0) return { sessions: 0, seconds: 0 };
  let sessions = 1;
  let seconds = 0;
  let start = sorted[0]!;
  let last = start;
  for (const s of sorted.slice(1)) {
    if (s - last > gap) {
      seconds += last - start;
      sessions += 1;
      start = s;
    }
    last = s;
  }
  return { sessions, seconds: seconds + (last - start) };
}
