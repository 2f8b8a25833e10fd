import { RATE_LIMITS } from '@hearth/shared/constants/auth';
import { MEMBER_RATE_LIMITS, type MemberRateLimitedAction } from '@hearth/shared/constants/member-limits';
import * as messages from '@hearth/shared/messages';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetConfig } from './config.ts';
import type { AppError } from './http/errors.ts';
import { attemptVerdict, countAttempt, countMemberAction, memberLimit } from './rate-limit.ts';

const signIn = RATE_LIMITS.signIn;

describe('sign-in attempt verdicts', () => {
  it.each([
    ['the 10th try of one address on one account', { ip: 10, account: 10, accountAndIp: 10 }, { refuse: false }],
    ['the 11th try of one address on one account', { ip: 11, account: 11, accountAndIp: 11 }, { refuse: true }],
    ['the 51st try of one address over many accounts', { ip: 51, account: 1, accountAndIp: 1 }, { refuse: true }],
    [
      'a first try from a new address on an account tried 11 times',
      { ip: 1, account: 12, accountAndIp: 1 },
      { refuse: false },
    ],
  ])('%s', (_, counts, verdict) => {
    expect(attemptVerdict(signIn, counts)).toMatchObject(verdict);
  });

  it('never refuses on the account alone, however many addresses have tried it', () => {
    for (const account of [11, 100, 10_000, 1_000_000]) {
      expect(attemptVerdict(signIn, { ip: 1, account, accountAndIp: 1 }).refuse).toBe(false);
    }
  });

  it('slows every attempt past 10 on the account down, doubling from 0.5 s up to 8 s', () => {
    const delays = Array.from({ length: 16 }, (_, i) => {
      const verdict = attemptVerdict(signIn, { ip: 1, account: i + 1, accountAndIp: 1 });
      return verdict.refuse ? 'refused' : verdict.delayMs;
    });
    expect(delays).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 500, 1000, 2000, 4000, 8000, 8000]);
  });
});

describe('actions that keep an account limit', () => {
  it('refuses forgot-password over 5 per account (a cap on mails to one inbox) and 20 per address', () => {
    const limit = RATE_LIMITS.forgotPassword;
    expect(attemptVerdict(limit, { ip: 1, account: 5 })).toEqual({ refuse: false, delayMs: 0 });
    expect(attemptVerdict(limit, { ip: 1, account: 6 })).toEqual({ refuse: true });
    expect(attemptVerdict(limit, { ip: 21, account: 1 })).toEqual({ refuse: true });
  });
});

describe('countAttempt', () => {
  const dynamo = mockClient(DynamoDBDocumentClient);
  /** The counters as the table keeps them: by key (action, scope, window). */
  const counters = new Map<string, number>();

  beforeEach(() => {
    counters.clear();
    dynamo.reset();
    dynamo.on(UpdateCommand).callsFake((input: { Key: { PK: string; SK: string } }) => {
      const key = `${input.Key.PK}/${input.Key.SK}`;
      counters.set(key, (counters.get(key) ?? 0) + 1);
      return { Attributes: { count: counters.get(key) } };
    });
    Object.assign(process.env, { AWS_REGION: 'eu-west-1', TABLE_NAME: 'hearth' });
    delete process.env.HEARTH_STAGE;
    resetConfig();
  });

  /** One sign-in attempt on an account from an address: the wait it was made to take, or 'refused'. */
  async function attempt(ip: string, now: number) {
    const waits: number[] = [];
    try {
      await countAttempt('cm-demo', 'signIn', { account: 'ana@example.com', ip }, now, async (ms) => waits.push(ms));
      return waits.reduce((a, b) => a + b, 0);
    } catch (error) {
      return (error as { status?: number }).status === 429 ? 'refused' : Promise.reject(error);
    }
  }

  it('slows a guess spread over many addresses down, ever longer, and never refuses it', async () => {
    const now = Date.UTC(2026, 10, 23, 15, 0, 0);
    const outcomes = [];
    for (let i = 0; i < 14; i++) outcomes.push(await attempt(`203.0.113.${i}`, now));
    expect(outcomes).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 500, 1000, 2000, 4000]);
  });

  it('refuses the 11th attempt from one address, and only for that address', async () => {
    const now = Date.UTC(2026, 10, 23, 15, 0, 0);
    for (let i = 0; i < 10; i++) expect(await attempt('203.0.113.7', now)).toBe(0);
    expect(await attempt('203.0.113.7', now)).toBe('refused');
    expect(await attempt('198.51.100.1', now)).toBe(1000);
  });

  it('starts again in the next window', async () => {
    const now = Date.UTC(2026, 10, 23, 15, 0, 0);
    for (let i = 0; i < 11; i++) await attempt('203.0.113.7', now);
    expect(await attempt('203.0.113.7', now + 15 * 60 * 1000)).toBe(0);
  });
});

describe('countMemberAction', () => {
  const dynamo = mockClient(DynamoDBDocumentClient);
  const counters = new Map<string, number>();

  beforeEach(() => {
    counters.clear();
    dynamo.reset();
    dynamo.on(UpdateCommand).callsFake((input: { Key: { PK: string; SK: string } }) => {
      const key = `${input.Key.PK}/${input.Key.SK}`;
      counters.set(key, (counters.get(key) ?? 0) + 1);
      return { Attributes: { count: counters.get(key) } };
    });
    Object.assign(process.env, { AWS_REGION: 'eu-west-1', TABLE_NAME: 'hearth' });
    delete process.env.HEARTH_STAGE;
    delete process.env.MEMBER_RATE_LIMITS;
    resetConfig();
  });

  /** One write by a member: 'ok', or the refusal's status, code, message and Retry-After. */
  async function write(action: MemberRateLimitedAction, memberId: string, now: number) {
    try {
      await countMemberAction('cm-demo', action, memberId, now);
      return 'ok';
    } catch (error) {
      const e = error as AppError;
      return { status: e.status, code: e.code, message: e.message, retryAfter: e.headers?.['retry-after'] };
    }
  }

  it('refuses a member’s 11th post in ten minutes with 429, the generic text and Retry-After until the window ends', async () => {
    const windowStart = Date.UTC(2026, 10, 23, 15, 0, 0);
    const now = windowStart + 4 * 60_000 + 30_000;
    for (let i = 0; i < MEMBER_RATE_LIMITS.post.perMember; i++) expect(await write('post', 'mb-a', now)).toBe('ok');
    expect(await write('post', 'mb-a', now)).toEqual({
      status: 429,
      code: 'RATE_LIMITED',
      message: messages.generic,
      retryAfter: String(5 * 60 + 30),
    });
  });

  it('counts each member and each action apart, and starts again in the next window', async () => {
    const now = Date.UTC(2026, 10, 23, 15, 0, 0);
    for (let i = 0; i <= MEMBER_RATE_LIMITS.post.perMember; i++) await write('post', 'mb-a', now);
    expect(await write('post', 'mb-a', now)).toMatchObject({ status: 429 });
    expect(await write('post', 'mb-b', now)).toBe('ok');
    expect(await write('comment', 'mb-a', now)).toBe('ok');
    expect(await write('post', 'mb-a', now + MEMBER_RATE_LIMITS.post.windowSeconds * 1000)).toBe('ok');
  });

  it.each([
    ['comment', MEMBER_RATE_LIMITS.comment.perMember],
    ['report', MEMBER_RATE_LIMITS.report.perMember],
    ['invitation', MEMBER_RATE_LIMITS.invitation.perMember],
  ] as const)('limits %s to %i a window', async (action, max) => {
    const now = Date.UTC(2026, 10, 23, 15, 0, 0);
    for (let i = 0; i < max; i++) expect(await write(action, 'mb-a', now)).toBe('ok');
    expect(await write(action, 'mb-a', now)).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
  });

  it('takes a deployment’s own numbers from MEMBER_RATE_LIMITS, the defaults for the rest', async () => {
    process.env.MEMBER_RATE_LIMITS = JSON.stringify({ post: { perMember: 2 }, report: { windowSeconds: 60 } });
    resetConfig();
    expect(memberLimit('post')).toEqual({ windowSeconds: MEMBER_RATE_LIMITS.post.windowSeconds, perMember: 2 });
    expect(memberLimit('report')).toEqual({ windowSeconds: 60, perMember: MEMBER_RATE_LIMITS.report.perMember });
    expect(memberLimit('comment')).toEqual(MEMBER_RATE_LIMITS.comment);
    const now = Date.UTC(2026, 10, 23, 15, 0, 0);
    expect(await write('post', 'mb-a', now)).toBe('ok');
    expect(await write('post', 'mb-a', now)).toBe('ok');
    expect(await write('post', 'mb-a', now)).toMatchObject({ status: 429 });
  });

  it('refuses a MEMBER_RATE_LIMITS that is not a set of limits, rather than run without them', () => {
    process.env.MEMBER_RATE_LIMITS = JSON.stringify({ post: { perMember: 0 } });
    resetConfig();
    expect(() => memberLimit('post')).toThrow(/MEMBER_RATE_LIMITS/);
  });
});
