import { describe, expect, it } from 'vitest';
import {
  nextWebhookAttempt,
  WEBHOOK_RETRY_WINDOW_MS,
  webhookEndpointExhausted,
  webhookRetryDelayMs,
  webhookUrlProblem,
} from './webhooks.ts';

const MIN = 60_000;

describe('webhook URL rule', () => {
  it.each([
    ['https://hooks.example.com/in', null],
    ['https://hooks.example.com:8443/in?x=1', null],
    ['http://hooks.example.com/in', 'https'],
    ['ftp://hooks.example.com/in', 'https'],
    ['https://user:pw@hooks.example.com/in', 'credentials'],
    ['hooks.example.com/in', 'invalid'],
    ['', 'invalid'],
  ] as const)('%s → %s', (url, problem) => {
    expect(webhookUrlProblem(url)).toBe(problem);
  });
});

describe('retry schedule', () => {
  it('doubles from one minute and stays at four hours', () => {
    expect([1, 2, 3, 4, 5, 8, 9, 10, 20].map((n) => webhookRetryDelayMs(n) / MIN)).toEqual([
      1, 2, 4, 8, 16, 128, 240, 240, 240,
    ]);
  });

  it('retries for 24 hours, the last try exactly 24 hours after the first, then gives up', () => {
    const first = Date.UTC(2026, 0, 1);
    const tries = [first];
    for (let next = nextWebhookAttempt(first, first, 1); next !== null;) {
      tries.push(next);
      next = nextWebhookAttempt(first, next, tries.length);
    }
    const minutes = tries.map((t) => (t - first) / MIN);
    expect(minutes.slice(0, 10)).toEqual([0, 1, 3, 7, 15, 31, 63, 127, 255, 495]);
    expect(minutes.at(-1)).toBe(24 * 60);
    expect(minutes.at(-2)).toBe(1215);
    expect(tries).toHaveLength(14);
  });

  it('disables an endpoint failing for 24 hours, not before', () => {
    const since = Date.UTC(2026, 0, 1);
    expect(webhookEndpointExhausted(since, since + WEBHOOK_RETRY_WINDOW_MS - 1)).toBe(false);
    expect(webhookEndpointExhausted(since, since + WEBHOOK_RETRY_WINDOW_MS)).toBe(true);
  });
});
