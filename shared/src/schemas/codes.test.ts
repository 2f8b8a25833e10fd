// The codes' request schemas: normalised first, then checked for form, count and repeats.
import { describe, expect, it } from 'vitest';
import { checkCodesBodySchema, listCodesQuerySchema, redeemCodesBodySchema } from './codes.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('redeemCodesBodySchema', () => {
  it('trims and upper-cases each code', () => {
    expect(redeemCodesBodySchema.parse({ codes: [' hearth-ltd-0001 ', 'Hearth-Ltd-0002'] })).toEqual({
      codes: ['HEARTH-LTD-0001', 'HEARTH-LTD-0002'],
    });
  });

  it.each([
    [{ codes: [] }, 'At least one code is required.'],
    [{ codes: ['   '] }, 'At least one code is required.'],
    [{ codes: ['AB CD12'] }, 'This code is invalid'],
    [{ codes: ['abc'] }, 'This code is invalid'],
    [{ codes: ['HEARTH-LTD-0001', ' hearth-ltd-0001'] }, 'You already entered this code'],
    [{ codes: ['HEARTH-LTD-0001', 'HEARTH-LTD-0002', 'HEARTH-LTD-0003'] }, 'Enter at most 2 codes at a time.'],
  ])('%j is refused: %s', (body, message) => {
    expect(messagesOf(redeemCodesBodySchema.safeParse(body))).toContain(message);
  });
});

describe('checkCodesBodySchema', () => {
  it('takes a code of the wrong form (the check answers it invalid)', () => {
    expect(checkCodesBodySchema.parse({ codes: ['ab cd'] })).toEqual({ codes: ['AB CD'] });
  });

  it('refuses the same code twice', () => {
    expect(messagesOf(checkCodesBodySchema.safeParse({ codes: ['abc123', 'ABC123'] }))).toContain(
      'You already entered this code',
    );
  });
});

describe('listCodesQuerySchema', () => {
  it('defaults to all and refuses an unknown filter', () => {
    expect(listCodesQuerySchema.parse({})).toEqual({ status: 'all' });
    expect(listCodesQuerySchema.safeParse({ status: 'used' }).success).toBe(false);
  });
});
