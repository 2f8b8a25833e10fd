// Lifetime codes (owner-dashboard §3, §4, §6, §9): statuses, totals, the apply button and dialog, the deal.
import { describe, expect, it } from 'vitest';
import {
  LIFETIME_PREMIUM_PLAN as PREMIUM,
  LIFETIME_PROFESSIONAL_PLAN as PROFESSIONAL,
  applyButton,
  applyDialog,
  codeApplication,
  codeCheckMessage,
  codeCheckStatus,
  codeStatus,
  codeTotals,
  isCodeEligibleCommunity,
  isWellFormedCode,
  lifetimeDeal,
  lifetimePlanOfCodeCount,
  normaliseCode,
} from './lifetime-codes.ts';

describe('normaliseCode', () => {
  it.each([
    ['  hearth-ltd-0001 ', 'HEARTH-LTD-0001'],
    ['abc123', 'ABC123'],
    ['AB CD12', 'AB CD12'],
  ])('%j → %j (only trimmed and upper-cased)', (raw, code) => expect(normaliseCode(raw)).toBe(code));

  it.each([
    ['HEARTH-LTD-0001', true],
    ['ABC123', true],
    ['ABC12', false],
    ['AB CD12', false],
    ['abc123', false],
    ['A'.repeat(64), true],
    ['A'.repeat(65), false],
    ['ÄBC123', false],
  ])('%j is well formed: %s', (code, ok) => expect(isWellFormedCode(code)).toBe(ok));
});

describe('codeStatus', () => {
  it.each([
    [{ refunded: true, planId: PREMIUM }, 'refunded'],
    [{ refunded: true, planId: null }, 'refunded'],
    [{ refunded: false, planId: PROFESSIONAL }, 'applied'],
    [{ refunded: false, planId: null }, 'available'],
  ] as const)('%j → %s', (code, status) => expect(codeStatus(code)).toBe(status));
});

describe('codeCheckStatus and its message', () => {
  it.each([
    [undefined, 'invalid', 'This code is invalid'],
    [{ refunded: true, ownerId: null }, 'refunded', 'This code is refunded'],
    [{ refunded: true, ownerId: 'u1' }, 'refunded', 'This code is refunded'],
    [{ refunded: false, ownerId: 'u1' }, 'redeemed', 'This code is redeemed'],
    [{ refunded: false, ownerId: null }, 'valid', null],
  ] as const)('%j → %s', (code, status, message) => {
    expect(codeCheckStatus(code)).toBe(status);
    expect(codeCheckMessage(codeCheckStatus(code))).toBe(message);
  });
});

describe('lifetimePlanOfCodeCount', () => {
  it.each([
    [0, null],
    [1, PROFESSIONAL],
    [2, PREMIUM],
    [3, PREMIUM],
  ])('%i codes → %s', (n, plan) => expect(lifetimePlanOfCodeCount(n)).toBe(plan));
});

describe('codeTotals', () => {
  const available = { refunded: false, planId: null };
  it('counts Available codes and all codes, and takes the best applied plan', () => {
    expect(
      codeTotals([
        available,
        available,
        { refunded: false, planId: PROFESSIONAL },
        { refunded: false, planId: PREMIUM },
        { refunded: true, planId: null },
      ]),
    ).toEqual({ totalAvailable: 2, codesCount: 5, planId: PREMIUM });
  });

  it('ignores a refunded code’s plan', () => {
    expect(
      codeTotals([
        { refunded: true, planId: PREMIUM },
        { refunded: false, planId: PROFESSIONAL },
      ]),
    ).toEqual({
      totalAvailable: 0,
      codesCount: 2,
      planId: PROFESSIONAL,
    });
  });

  it('has no plan and nothing available without codes', () => {
    expect(codeTotals([])).toEqual({ totalAvailable: 0, codesCount: 0, planId: null });
  });
});

describe('the apply button, the dialog and the application', () => {
  it.each([
    // available, plan, eligible communities → label, disabled, application, dialog
    [0, null, 0, '+1 Premium Community', true, null, null],
    [1, null, 0, 'Apply Professional Plan', false, { kind: 'professional', codes: 1, planId: PROFESSIONAL }, 'choose'],
    [2, null, 1, 'Apply Premium Plan', false, { kind: 'premium', codes: 2, planId: PREMIUM }, 'choose'],
    [5, null, 1, 'Apply Premium Plan', false, { kind: 'premium', codes: 2, planId: PREMIUM }, 'choose'],
    [1, PROFESSIONAL, 1, 'Upgrade to Premium Plan', false, { kind: 'upgrade', codes: 1, planId: PREMIUM }, 'upgrade'],
    [2, PROFESSIONAL, 1, '+1 Premium Community', false, { kind: 'extra-premium', codes: 1, planId: PREMIUM }, 'choose'],
    [1, PREMIUM, 0, '+1 Premium Community', false, { kind: 'extra-premium', codes: 1, planId: PREMIUM }, 'onboard'],
    [1, PREMIUM, 2, '+1 Premium Community', false, { kind: 'extra-premium', codes: 1, planId: PREMIUM }, 'choose'],
    [0, PREMIUM, 2, '+1 Premium Community', true, null, null],
  ] as const)('%i available, plan %s, %i eligible', (available, planId, eligible, label, disabled, app, dialog) => {
    const totals = { totalAvailable: available, planId };
    expect(applyButton(totals)).toEqual({ label, disabled });
    expect(codeApplication(totals)).toEqual(app);
    const opened = applyDialog(totals, eligible);
    if (dialog === null) expect(opened).toBeNull();
    if (dialog === 'upgrade') expect(opened).toEqual({ kind: 'upgrade-confirmation' });
    if (dialog === 'onboard') expect(opened).toEqual({ kind: 'onboarding', path: '/onboarding/welcome' });
    if (dialog === 'choose') expect(opened).toEqual({ kind: 'choose-community', existingEnabled: eligible > 0 });
  });
});

describe('isCodeEligibleCommunity', () => {
  it.each([
    [{ role: 'owner', planId: null }, true],
    [{ role: 'owner', planId: PROFESSIONAL }, true],
    [{ role: 'owner', planId: 'monthly-premium-plan' }, true],
    [{ role: 'owner', planId: PREMIUM }, false],
    [{ role: 'editor', planId: null }, false],
  ])('%j → %s', (community, ok) => expect(isCodeEligibleCommunity(community)).toBe(ok));
});

describe('lifetimeDeal', () => {
  it.each([
    [0, { professional: 0, premium: 0 }],
    [1, { professional: 1, premium: 0 }],
    [2, { professional: 0, premium: 1 }],
    [3, { professional: 0, premium: 2 }],
    [4, { professional: 0, premium: 3 }],
  ])('%i codes → %j', (n, deal) => expect(lifetimeDeal(n)).toEqual(deal));
});
