// Which codes an application takes and where they go, and the plan a community keeps after a refund.
import { describe, expect, it } from 'vitest';
import { type CodeItem, codeView, decideApplication, lifetimePlanChoice, planAfterRefund } from './model.ts';
import { parseCodesCsv } from './import.ts';

const PRO = 'lifetime-professional-plan' as const;
const PREMIUM = 'lifetime-premium-plan' as const;

let n = 0;
const code = (fields: Partial<CodeItem> = {}): CodeItem => ({
  code: `CODE-${String(++n).padStart(4, '0')}`,
  batch: 'test',
  refunded: false,
  ownerId: 'owner',
  redeemedAt: `2026-01-01T00:00:${String(n).padStart(2, '0')}Z`,
  ...fields,
});

describe('decideApplication', () => {
  it('refuses without an Available code', () => {
    expect(decideApplication([code({ refunded: true }), code({ planId: PRO, communityId: 'c1' })], 'c2')).toEqual({
      refusal: 'CODES_NONE_AVAILABLE',
    });
  });

  it('takes 1 code for Professional, oldest first', () => {
    const [a, b] = [code(), code({ refunded: true })];
    expect(decideApplication([a, b], 'c1')).toMatchObject({
      application: { kind: 'professional', codes: 1, planId: PRO },
      taken: [a],
      target: { communityId: 'c1', groupCodes: [] },
    });
  });

  it('takes 2 of 3 codes for Premium', () => {
    const [a, b, c] = [code(), code(), code()];
    expect(decideApplication([a, b, c], null)).toMatchObject({
      application: { kind: 'premium', planId: PREMIUM },
      taken: [a, b],
      target: { communityId: null },
    });
  });

  it('upgrades the Professional community with one more code, its code moving along', () => {
    const pro = code({ planId: PRO, communityId: 'c1' });
    const next = code();
    for (const named of [null, 'c1']) {
      expect(decideApplication([pro, next], named)).toMatchObject({
        application: { kind: 'upgrade', planId: PREMIUM },
        taken: [next],
        target: { communityId: 'c1', groupCodes: [pro] },
      });
    }
    expect(decideApplication([pro, next], 'c2')).toEqual({ refusal: 'CODES_UPGRADE_TARGET' });
  });

  it('upgrades a reservation in place', () => {
    const reserved = code({ planId: PRO, reserved: true });
    expect(decideApplication([reserved, code()], null)).toMatchObject({
      application: { kind: 'upgrade' },
      target: { communityId: null, groupCodes: [reserved] },
    });
  });

  it('gives +1 Premium community per further code, never to a lifetime Premium one', () => {
    const premium = [code({ planId: PREMIUM, communityId: 'c1' }), code({ planId: PREMIUM, communityId: 'c1' })];
    const extra = code();
    expect(decideApplication([...premium, extra], 'c2')).toMatchObject({
      application: { kind: 'extra-premium', codes: 1, planId: PREMIUM },
      taken: [extra],
      target: { communityId: 'c2', groupCodes: [] },
    });
    expect(decideApplication([...premium, extra], 'c1')).toEqual({ refusal: 'CODES_COMMUNITY_PREMIUM' });
  });

  it('holds one reservation at a time', () => {
    const reserved = [code({ planId: PREMIUM, reserved: true }), code({ planId: PREMIUM, reserved: true })];
    expect(decideApplication([...reserved, code()], null)).toEqual({ refusal: 'CODES_RESERVED_ALREADY' });
  });
});

describe('planAfterRefund', () => {
  it('keeps Professional with one code of a Premium pair left, nothing with none', () => {
    const [a, b] = [code({ planId: PREMIUM, communityId: 'c1' }), code({ planId: PREMIUM, communityId: 'c1' })];
    expect(planAfterRefund([a, b], a.code)).toBe(PRO);
    expect(planAfterRefund([a], a.code)).toBeNull();
  });

  it('never raises a plan: a Professional community stays Professional', () => {
    const [a, b, c] = [PRO, PRO, PRO].map((planId) => code({ planId, communityId: 'c1' }));
    expect(planAfterRefund([a!, b!, c!], a!.code)).toBe(PRO);
  });

  it('keeps Premium with 2 codes left', () => {
    const three = [1, 2, 3].map(() => code({ planId: PREMIUM, communityId: 'c1' }));
    expect(planAfterRefund(three, three[0]!.code)).toBe(PREMIUM);
  });
});

describe('codeView and lifetimePlanChoice', () => {
  it('shows a reservation without a community', () => {
    expect(codeView(code({ planId: PREMIUM, reserved: true, communityId: 'c9' }), null)).toMatchObject({
      status: 'applied',
      communityId: null,
      planId: PREMIUM,
    });
  });

  it('maps the lifetime plans to the catalogue plans', () => {
    expect(lifetimePlanChoice(PREMIUM).planId).toBe('premium-plan');
    expect(lifetimePlanChoice(PRO).planId).toBe('professional-plan');
  });
});

describe('parseCodesCsv', () => {
  it('reads codes and the refunded column, skipping the header, blanks, repeats and bad codes', () => {
    const csv =
      'code,refunded\n hearth-ltd-0001 ,false\nHEARTH-LTD-0002,true\n\nHEARTH-LTD-0001\nbad code\r\n"ABC123",1\n';
    expect(parseCodesCsv(csv)).toEqual({
      rows: [
        { code: 'HEARTH-LTD-0001', refunded: false },
        { code: 'HEARTH-LTD-0002', refunded: true },
        { code: 'ABC123', refunded: true },
      ],
      invalidLines: [6],
    });
  });

  it('takes a file without a header', () => {
    expect(parseCodesCsv('ABCDEF\n').rows).toEqual([{ code: 'ABCDEF', refunded: false }]);
  });
});
