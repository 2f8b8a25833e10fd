// The Mantine theme, built from a community's accent colour (light only, per the spec).
import {
  colorsTuple,
  createTheme,
  defaultVariantColorsResolver,
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
  let text = textColors.get(color);
  if (text === undefined) {
    text = darkenToContrast(color);
    // Bounded: palette colours plus the accents of the communities this process renders.
    if (textColors.size >= MEMO_LIMIT) textColors.clear();
    textColors.set(color, text);
  }
  return text;
}

/**
 * Remembered per colour: every page render asks for each palette colour's text shade (the CSS variables), and
 * the search below is ~50 contrast computations (a server render spent a tenth of its time here).
 */
const textColors = new Map<string, string>();
const MEMO_LIMIT = 500;

function darkenToContrast(color: string): string {
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

/** Where autoContrast switches from white to black text: at this luminance both reach the same contrast (4.58:1). */
const LUMINANCE_THRESHOLD = 0.179;

/**
 * Filled buttons keep their text's contrast when hovered: Mantine darkens the background on hover (shade 7) but keeps
 * the text autoContrast chose for shade 6, so a light accent with black text would hover below 4.5:1. A palette colour
 * written in black hovers one shade lighter instead; one written in white keeps Mantine's darker hover.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const palette = input.theme.colors[input.color ?? input.theme.primaryColor];
  if (input.variant !== 'filled' || !palette) return colors;
  return { ...colors, hover: filledHover(palette) };
};

/** The hover background of a filled palette colour that keeps its autoContrast text readable (see above). */
export const filledHover = (palette: readonly string[]) =>
  luminance(toRgb(palette[6]!)) > LUMINANCE_THRESHOLD ? palette[5]! : palette[7]!;

const fontFamily =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji", "Noto Emoji"';

const themes = new Map<string, MantineThemeOverride>();

/** The theme of an accent colour, built once per colour (every render of a community asks for it). */
export function buildTheme(accent: string = HEARTH_ACCENT): MantineThemeOverride {
  let theme = themes.get(accent);
  if (!theme) {
    if (themes.size >= MEMO_LIMIT) themes.clear();
    theme = createThemeFor(accent);
    themes.set(accent, theme);
  }
  return theme;
}

function createThemeFor(accent: string): MantineThemeOverride {
  return createTheme({
    primaryColor: 'accent',
    primaryShade: 6,
    colors: { accent: accentShades(accent) },
    // Owners pick any colour, so text on it is black or white by WCAG contrast (0.179 is where both tie).
    autoContrast: true,
    luminanceThreshold: LUMINANCE_THRESHOLD,
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
