// Amounts as /monetization shows and reads them: integer cents of a currency, never floating point.
import { formatCents } from '@hearth/shared/rules/supporters';

/** 499, 'usd' → "4.99 USD". */
export const formatMoney = (cents: number, currency: string) => `${formatCents(cents)} ${currency.toUpperCase()}`;

/** "4.99" (or "4", "4.9") → 499; null when the text is not an amount with at most two decimals. */
export function parseUnits(text: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 499 → "4.99": how an amount in cents is written into the price input. */
export const unitsOf = (cents: number) => formatCents(cents);
