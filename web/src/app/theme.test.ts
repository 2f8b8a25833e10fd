import { describe, expect, it } from 'vitest';
import { accentShades, buildTheme } from './theme.ts';

describe('accentShades', () => {
  it('puts the accent itself at shade 6, lighter before and darker after', () => {
    const shades = accentShades('#3B82F6');

    expect(shades).toHaveLength(10);
    expect(shades[6]).toBe('#3b82f6');
    expect(shades[0]).toBe('#eff5fe');
    expect(shades[9]).toBe('#21498a');
  });

  it('keeps black and white at the ends of their own ranges', () => {
    expect(accentShades('#000000')[0]).toBe('#ebebeb');
    expect(accentShades('#ffffff')[9]).toBe('#8f8f8f');
  });
});

describe('buildTheme', () => {
  it('makes the community colour the primary colour', () => {
    const theme = buildTheme('#12b886');

    expect(theme.primaryColor).toBe('accent');
    expect(theme.colors?.accent?.[6]).toBe('#12b886');
  });
});
