// The AI writing assist's daily quota: the request that goes past it is refused with the quota in words and when the
// day ends; those up to it pass.
import * as messages from '@hearth/shared/messages';
import { AI_DAILY_QUOTA } from '@hearth/shared/schemas/ai';
import { describe, expect, it } from 'vitest';
import { notConfigured, quotaRefusal } from './ai-assist.ts';

describe('the daily AI quota', () => {
  it.each([1, AI_DAILY_QUOTA - 1, AI_DAILY_QUOTA])('lets request number %i of the day through', (used) => {
    expect(quotaRefusal(used, 3600)).toBeNull();
  });

  it.each([AI_DAILY_QUOTA + 1, AI_DAILY_QUOTA + 50])('refuses request number %i with 429', (used) => {
    const error = quotaRefusal(used, 7200);
    expect(error).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: messages.aiQuotaSpent(AI_DAILY_QUOTA),
      headers: { 'retry-after': '7200' },
    });
  });

  it('says the quota in its message', () => {
    expect(messages.aiQuotaSpent(20)).toBe('You have used all 20 AI writing requests for today. Try again tomorrow.');
  });
});

describe('no AI provider configured', () => {
  it('answers 503 naming the local platform locally, and this platform in a deployment', () => {
    expect(notConfigured('local')).toMatchObject({
      status: 503,
      code: 'NOT_CONFIGURED',
      message: messages.aiNotConfigured,
    });
    expect(notConfigured('aws')).toMatchObject({
      status: 503,
      code: 'NOT_CONFIGURED',
      message: messages.aiNotDeployed,
    });
    expect(messages.aiNotDeployed).not.toMatch(/local/);
  });
});
