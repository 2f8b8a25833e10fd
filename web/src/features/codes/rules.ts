// Lifetime code rules the page needs until the shared ones arrive: the apply button's label (owner-dashboard §4)
// and a code's normal form.
import type { CodeTotals } from './api/codes.ts';

export const normaliseCode = (code: string) => code.trim().toUpperCase();
export const isCodeShaped = (code: string) => /^[A-Z0-9-]{6,64}$/.test(code);

export function applyLabel(totals: Pick<CodeTotals, 'totalAvailable' | 'planId'>): string {
  const { totalAvailable: available, planId } = totals;
  if (!planId && available === 1) return 'Apply Professional Plan';
  if (!planId && available >= 2) return 'Apply Premium Plan';
  if (planId === 'lifetime-professional-plan' && available === 1) return 'Upgrade to Premium Plan';
  return '+1 Premium Community';
}
