import { RATE_LIMITS } from '@hearth/shared/constants/auth';
import { describe, expect, it } from 'vitest';
import { attemptVerdict } from './rate-limit.ts';

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
