import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { accentShades, accentTextColor, buildTheme, contrastRatio } from './theme.ts';

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

describe('accentTextColor', () => {
  it.each(['#e8590c', '#12b886', '#fab005', '#4263eb', '#c2410c', '#ffffff', '#000000', '#15aabf'])(
    'writes %s as text at 4.5:1 or more on white and on its own light tint',
    (accent) => {
      const text = accentTextColor(accent);
      expect(contrastRatio(text, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(text, accentShades(accent)[1])).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('keeps a colour that is dark enough already', () => {
    expect(accentTextColor('#1c3d8f')).toBe('#1c3d8f');
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});

describe('filled buttons', () => {
  const resolve = (accent: string) => {
    const theme = mergeMantineTheme(DEFAULT_THEME, buildTheme(accent));
    return {
      theme,
      colors: theme.variantColorResolver({ color: 'accent', theme, variant: 'filled', autoContrast: true }),
    };
  };

  it('hover lighter when the accent is written in black, so the text keeps its contrast', () => {
    const { theme, colors } = resolve('#e8590c');
    expect(colors.hover).toBe(theme.colors.accent![5]);
    expect(contrastRatio(theme.colors.accent![5], '#000000')).toBeGreaterThanOrEqual(4.5);
  });

  it("keep Mantine's darker hover when the accent is written in white", () => {
    const { theme, colors } = resolve('#1c3d8f');
    expect(colors.hover).not.toBe(theme.colors.accent![5]);
    expect(contrastRatio(theme.colors.accent![7], '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
