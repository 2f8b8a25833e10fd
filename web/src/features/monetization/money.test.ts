import { describe, expect, it } from 'vitest';
import { formatMoney, parseUnits } from './money.ts';

describe('monetization amounts', () => {
  it.each([
    ['4.99', 499],
    ['4.9', 490],
    ['4', 400],
    ['0.05', 5],
    ['12,50', 1250],
    [' 500.00 ', 50_000],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseUnits(text)).toBe(cents);
  });

  it.each(['', 'abc', '4.999', '-1', '1e3', '4.'])('refuses %j', (text) => {
    expect(parseUnits(text)).toBeNull();
  });

  it('writes cents with two decimals and the currency code', () => {
    expect(formatMoney(499, 'usd')).toBe('4.99 USD');
    expect(formatMoney(50_000, 'EUR')).toBe('500.00 EUR');
  });
});
