import { describe, expect, it } from 'vitest';
import { sessionsOf } from './sessions.ts';

describe('sessions of a visitor-day', () => {
  it('has no session without activity', () => {
    expect(sessionsOf([])).toEqual({ sessions: 0, seconds: 0 });
  });

  it('counts a lone page view as one session of no length', () => {
    expect(sessionsOf([3_600])).toEqual({ sessions: 1, seconds: 0 });
  });

  it('keeps activity 30 minutes apart in one session and splits it one second later', () => {
    expect(sessionsOf([0, 1_800])).toEqual({ sessions: 1, seconds: 1_800 });
    expect(sessionsOf([0, 1_801])).toEqual({ sessions: 2, seconds: 0 });
  });

  it('sums each run from its first to its last second, whatever the order and repeats', () => {
    // 100–160 (60 s), then 5,000–5,045 (45 s), then 20,000 alone
    expect(sessionsOf([5_045, 100, 20_000, 130, 160, 5_000, 5_030, 130])).toEqual({ sessions: 3, seconds: 105 });
  });
});
