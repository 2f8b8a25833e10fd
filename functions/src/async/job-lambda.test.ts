import type { Context } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';

const rebuilt = vi.hoisted(() => [] as unknown[]);
vi.mock('../analytics/rebuild.ts', () => ({
  rebuildAnalyticsJob: async (input: unknown) => {
    rebuilt.push(input);
    return { batches: 3, days: 2, visitorDays: 2 };
  },
}));

const { handler } = await import('./job-lambda.ts');
const context = { getRemainingTimeInMillis: () => 60_000 } as Context;

describe('the jobs Lambda', () => {
  it("runs the analytics rebuild an operator asks for, with the community and days, and answers the rebuild's counts", async () => {
    const answer = await handler(
      { job: 'analytics-rebuild', communityId: 'cm-1', from: '2026-11-01', to: '2026-11-07' },
      context,
    );
    expect(answer).toEqual({ batches: 3, days: 2, visitorDays: 2 });
    expect(rebuilt.at(-1)).toEqual({ communityId: 'cm-1', from: '2026-11-01', to: '2026-11-07' });
  });

  it.each([
    [{ job: 'analytics-rebuild' }, 'communityId'],
    [{ job: 'analytics-rebuild', communityId: 'cm-1', from: '2026-13-01' }, 'from'],
    [{ job: 'analytics-rebuild', communityId: 'cm-1', to: 'yesterday' }, 'to'],
  ])(
    'refuses a rebuild input that is not one (%j), naming the field, before reading anything',
    async (input, field) => {
      const before = rebuilt.length;
      await expect(handler(input, context)).rejects.toThrow(field);
      expect(rebuilt.length).toBe(before);
    },
  );

  it('refuses a job it does not know', async () => {
    await expect(handler({ job: 'no-such-job' }, context)).rejects.toThrow('Unknown job "no-such-job".');
  });
});
