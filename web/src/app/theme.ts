// The Mantine theme, built from a community's accent colour (light only, per the spec).
import {
  colorsTuple,
  createTheme,
  defaultVariantColorsResolver,
  isLightColor,
  parseThemeColor,
  type MantineTheme,
  type MantineColorsTuple,
  type MantineThemeOverride,
  type VariantColorsResolver,
} from '@mantine/core';

/** Hearth's own accent: the owner app, and any page shown before a community's colour is known. */
export const HEARTH_ACCENT = '#c2410c';

type Rgb = readonly [number, number, number];

const toRgb = (hex: string): Rgb => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

const mix = (from: Rgb, to: Rgb, share: number): string =>
  toHex([0, 1, 2].map((i) => from[i]! + (to[i]! - from[i]!) * share) as unknown as Rgb);

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
/** How much white goes into shades 0-5 and how much black into shades 7-9; shade 6 is the colour itself. */
const TINTS = [0.92, 0.82, 0.66, 0.48, 0.3, 0.14];
const SHADES = [0.16, 0.3, 0.44];

/** WCAG relative luminance of an sRGB colour. */
const luminance = (rgb: Rgb) => {
  const [r, g, b] = rgb.map((c) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG contrast ratio of two colours (`#rrggbb`), 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(toRgb(a)), luminance(toRgb(b))].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG AA for normal text. */
const TEXT_CONTRAST = 4.5;

/**
 * The accent as text: links, outline and light buttons, badges. Owners pick any colour, and many (orange, teal,
 * yellow) are too light for text on white, so the accent is darkened just enough to reach AA (4.5:1) on the
 * lightest surface it is written on: a light variant's tint of the accent itself (shade 1 is what Mantine's light
 * variants paint), which is darker than
 * white. A colour dark enough already is kept as it is.
 */
export function accentTextColor(color: string): string {
  const rgb = toRgb(color);
  const surface = accentShades(color)[1];
  for (let share = 0; share < 1; share += 0.02) {
    const candidate = mix(rgb, BLACK, share);
    if (contrastRatio(candidate, surface) >= TEXT_CONTRAST) return candidate;
  }
  return '#000000';
}

/** Ten Mantine shades around an accent colour (`#rrggbb`), light to dark, with the colour itself at 6. */
export function accentShades(color: string): MantineColorsTuple {
  const rgb = toRgb(color);
  return colorsTuple([
    ...TINTS.map((share) => mix(rgb, WHITE, share)),
    toHex(rgb),
    ...SHADES.map((share) => mix(rgb, BLACK, share)),
  ]);
}

/**
 * Filled buttons, badges and the like: Mantine darkens the background on hover but keeps the text colour it chose
 * for the resting background, so black text on a light accent (orange, yellow, teal) drops under 4.5:1 while the
 * pointer is on it. Here the hover moves away from the text colour instead: one shade lighter under black text
 * (one darker under white, as Mantine does), so hovering never lowers the contrast.
 */
export const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const autoContrast = input.autoContrast ?? input.theme.autoContrast;
  if (input.variant !== 'filled' || !autoContrast) return colors;
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || !parsed.isLight) return colors;
  const primaryShade = typeof input.theme.primaryShade === 'number' ? input.theme.primaryShade : 6;
  const shade = parsed.shade ?? primaryShade;
  return { ...colors, hover: `var(--mantine-color-${parsed.color}-${Math.max(shade - 1, 0)})` };
};

/**
 * The same rule for filled components that name no colour or variant (a plain `<Button>`): their hover is Mantine's
 * `--mantine-primary-color-filled-hover` / `--mantine-color-{name}-filled-hover` variables (shade 7), so under
 * black text those become shade 5. For the theme's cssVariablesResolver (light scheme).
 */
export function filledHoverVariables(theme: MantineTheme): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(theme.colors)) {
    if (!isLightColor(shades[6], theme.luminanceThreshold)) continue;
    variables[`--mantine-color-${name}-filled-hover`] = shades[5];
    if (name === theme.primaryColor) variables['--mantine-primary-color-filled-hover'] = shades[5];
  }
  return variables;
}

const fontFamily =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji", "Noto Emoji"';

export function buildTheme(accent: string = HEARTH_ACCENT): MantineThemeOverride {
  return createTheme({
    primaryColor: 'accent',
    primaryShade: 6,
    colors: { accent: accentShades(accent) },
    // Owners pick any colour, so text on it is black or white by WCAG contrast (0.179 is where both tie).
    autoContrast: true,
    luminanceThreshold: 0.179,
    variantColorResolver,
    fontFamily,
    headings: { fontFamily, fontWeight: '700' },
    defaultRadius: 'md',
    // Mantine's close buttons are icons without a name (axe: button-name).
    components: {
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    },
    cursorType: 'pointer',
    // The spec's mobile layout is under 640 px, so `xs` is the mobile/desktop line.
    breakpoints: { xs: '40em', sm: '48em', md: '64em', lg: '75em', xl: '90em' },
  });
}
