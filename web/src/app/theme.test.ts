import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, defaultVariantColorsResolver, mergeMantineTheme } from '@mantine/core';
import { accentShades, accentTextColor, buildTheme, contrastRatio, filledHoverVariables } from './theme.ts';

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

describe('filled variant hover', () => {
  const resolve = (accent: string, color = 'accent') => {
    const theme = mergeMantineTheme(DEFAULT_THEME, buildTheme(accent));
    const colors = theme.variantColorResolver({ color, theme, variant: 'filled' });
    const shadeOf = (value: string) => {
      const match = /^var\(--mantine-color-(\w+)-(\d)\)$/.exec(value);
      if (match) return theme.colors[match[1]!]![Number(match[2])]!;
      // Mantine's own variables for the primary colour: shade 6 at rest, 7 on hover (primaryShade 6).
      if (value === 'var(--mantine-color-accent-filled)') return theme.colors.accent![6]!;
      if (value === 'var(--mantine-color-accent-filled-hover)') return theme.colors.accent![7]!;
      throw new Error(`not a theme shade: ${value}`);
    };
    const text = colors.color === 'var(--mantine-color-black)' ? '#000000' : '#ffffff';
    return { rest: contrastRatio(text, shadeOf(colors.background)), hover: contrastRatio(text, shadeOf(colors.hover)) };
  };

  it.each(['#e8590c', '#12b886', '#fab005', '#15aabf', '#4263eb', '#c2410c', '#1c3d8f'])(
    'keeps the text of a %s filled button at least as readable on hover as at rest',
    (accent) => {
      const { rest, hover } = resolve(accent);
      expect(hover).toBeGreaterThanOrEqual(rest);
    },
  );

  it('keeps the demo orange (black text) above 4.5:1 on hover', () => {
    expect(resolve('#e8590c').hover).toBeGreaterThanOrEqual(4.5);
  });

  it("leaves Mantine's darker hover under white text", () => {
    const theme = mergeMantineTheme(DEFAULT_THEME, buildTheme('#e8590c'));
    for (const color of ['dark', 'accent']) {
      const dark = mergeMantineTheme(DEFAULT_THEME, buildTheme('#1c3d8f'));
      const input = { color, theme: color === 'dark' ? theme : dark, variant: 'filled' } as const;
      expect(input.theme.variantColorResolver(input)).toEqual(defaultVariantColorsResolver(input));
    }
  });
});

describe('filledHoverVariables', () => {
  it("makes a light accent's filled hover (black text) one shade lighter, for the primary colour too", () => {
    const theme = mergeMantineTheme(DEFAULT_THEME, buildTheme('#e8590c'));
    const variables = filledHoverVariables(theme);

    expect(variables['--mantine-primary-color-filled-hover']).toBe(theme.colors.accent![5]);
    expect(variables['--mantine-color-accent-filled-hover']).toBe(theme.colors.accent![5]);
    expect(contrastRatio('#000000', variables['--mantine-primary-color-filled-hover']!)).toBeGreaterThanOrEqual(4.5);
    // Palette colours under white text keep Mantine's darker hover.
    expect(variables['--mantine-color-dark-filled-hover']).toBeUndefined();
  });

  it('leaves a dark accent (white text) alone', () => {
    const theme = mergeMantineTheme(DEFAULT_THEME, buildTheme('#1c3d8f'));
    expect(filledHoverVariables(theme)['--mantine-primary-color-filled-hover']).toBeUndefined();
  });
});
