import { describe, expect, it } from 'vitest';
import { topOfWeek, wantsDigest, weekOf } from './weekly-digest.ts';

describe('the weekly digest', () => {
  it('keys a run by its ISO week (a Sunday belongs to the week that began on Monday)', () => {
    expect(weekOf(new Date('2026-11-23T09:00:00Z'))).toBe('2026-W48');
    expect(weekOf(new Date('2026-11-29T23:59:59Z'))).toBe('2026-W48');
    expect(weekOf(new Date('2027-01-01T00:00:00Z'))).toBe('2026-W53');
  });

  it("selects the week's most upvoted posts, newest first among equals, and nothing older than 7 days", () => {
    const now = new Date('2026-11-23T09:00:00Z');
    const post = (slug: string, daysAgo: number, upvotes: number) => ({
      slug,
      upvotes,
      publishedAt: new Date(now.getTime() - daysAgo * 86_400_000).toISOString(),
    });
    const posts = [post('old', 8, 99), post('a', 1, 3), post('b', 2, 7), post('c', 0.5, 3), post('d', 6.9, 1)];
    expect(topOfWeek(posts, now, 3).map((p) => p.slug)).toEqual(['b', 'c', 'a']);
    expect(topOfWeek([post('old', 7.5, 5)], now)).toEqual([]);
  });

  it('goes to members with the Community Digest switch and the e-mail master on (both on by default)', () => {
    expect(wantsDigest({})).toBe(true);
    expect(wantsDigest({ weeklyDigestEmailNotifications: false })).toBe(false);
    expect(wantsDigest({ allEmailNotifications: false })).toBe(false);
  });
});
