// How the statistics cards word their numbers: durations, shares, country names and the change from the previous
// period.
import { changePercent } from '@hearth/shared/rules/analytics';

/** Seconds as "1h 2m 3s" (hours and minutes only when there are any): Avg. Time Spent on Platform. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h > 0) return `${h}h ${m}m ${s}s`;
  if (m > 0) return `${m}m ${s}s`;
  return `${s}s`;
}

/** A share 0–1 as a whole percentage ("42%"). */
export const formatPercent = (share: number) => `${Math.round(share * 100)}%`;

export const formatCount = (value: number) => value.toLocaleString('en-US');

const regionNames = (() => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' });
  } catch {
    return null;
  }
})();

/** An ISO 3166-1 alpha-2 code's English name ("DE" → "Germany"); the code itself when the browser has no name. */
export function countryName(code: string): string {
  if (!/^[A-Za-z]{2}$/.test(code)) return code;
  try {
    return regionNames?.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** How a card's number moved against the previous period of the same length. */
export interface Change {
  direction: 'up' | 'down' | 'same' | 'none';
  /** "▲ 12%", "▼ 3%", "0%", or "—" when the previous period had nothing to compare with. */
  symbol: string;
  /** The same for a screen reader: "up 12% from the previous 7 days". */
  text: string;
}

/**
 * The change from `previous` to `current` as a whole percentage of `previous`; "—" when `previous` is 0 or either is
 * missing (a rate nobody could have: no one joined). A rate (`rate: true`, a share 0–1) changes by percentage
 * points instead ("▲ 4 pts"): 20% → 24% is 4 points, not 20%, and a rate of 0 before still compares.
 */
export function changeFrom(
  current: number | null,
  previous: number | null,
  periodLabel: string,
  { rate = false } = {},
): Change {
  if (current === null || previous === null || (!rate && previous === 0)) {
    return { direction: 'none', symbol: '—', text: `no comparison with ${periodLabel}` };
  }
  const amount = Math.round(rate ? (current - previous) * 100 : changePercent(current, previous)!);
  const [unit, words] = rate ? [' pts', ' percentage points'] : ['%', '%'];
  if (amount > 0)
    return { direction: 'up', symbol: `▲ ${amount}${unit}`, text: `up ${amount}${words} from ${periodLabel}` };
  if (amount < 0) {
    return { direction: 'down', symbol: `▼ ${-amount}${unit}`, text: `down ${-amount}${words} from ${periodLabel}` };
  }
  return { direction: 'same', symbol: `0${unit}`, text: `no change from ${periodLabel}` };
}
