// Mantine, themed by the accent colour (a community's, or Hearth's own), light scheme only.
import {
  convertCssVariables,
  type ConvertCSSVariablesInput,
  DEFAULT_THEME,
  deepMerge,
  defaultCssVariablesResolver,
  MantineProvider,
  mergeMantineTheme,
  type CSSVariablesResolver,
} from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { accentTextColor, buildTheme, filledHover, HEARTH_ACCENT } from './theme.ts';

/**
 * Text that meets WCAG AA on every page: Mantine's dimmed grey (gray.6) is 3.3:1 on white, so gray.7; and wherever
 * the accent is written as text (links, outline and light variants, badges, initials), the accent darkened to AA.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  // The same palette always resolves the same: computed once per accent (each server render asks again).
  const key = theme.colors.accent?.join() ?? '';
  let resolved = resolvedVariables.get(key);
  if (!resolved) {
    if (resolvedVariables.size >= 500) resolvedVariables.clear();
    resolved = resolveVariables(theme);
    resolvedVariables.set(key, resolved);
  }
  return resolved;
};
const resolvedVariables = new Map<string, ReturnType<CSSVariablesResolver>>();

const resolveVariables: CSSVariablesResolver = (theme) => {
  const textOf = (name: string) => accentTextColor(theme.colors[name]?.[6] ?? '#000000');
  // Every palette colour as text (light and outline variants: badges, alerts, outline buttons), not only the accent.
  const palette = Object.fromEntries(
    Object.keys(theme.colors).flatMap((name) => {
      const text = textOf(name);
      return [
        // Components without a colour prop take the filled hover from these variables, not from the resolver.
        [`--mantine-color-${name}-filled-hover`, filledHover(theme.colors[name]!)],
        [`--mantine-color-${name}-text`, text],
        [`--mantine-color-${name}-light-color`, text],
        [`--mantine-color-${name}-outline`, text],
      ];
    }),
  );
  const accent = textOf('accent');
  return {
    variables: {},
    light: {
      ...palette,
      '--mantine-color-dimmed': theme.colors.gray[7] ?? '#495057',
      '--mantine-color-anchor': accent,
      '--mantine-primary-color-light-color': accent,
      '--mantine-primary-color-filled-hover': filledHover(theme.colors.accent!),
    },
    dark: {},
  };
};

/**
 * The `<style>` of the theme's CSS variables, as Mantine's MantineCssVariables writes it (its defaults left out, the
 * resolver's on top, for `:root, :host`), built once per accent: Mantine rebuilds it on every render, and every server
 * render of a page asked for it again. The same component renders it on the server and in the browser, so hydration
 * sees the same markup.
 */
export function themeCssVariables(accent: string = HEARTH_ACCENT): string {
  let css = themeCss.get(accent);
  if (css === undefined) {
    if (themeCss.size >= 500) themeCss.clear();
    const theme = mergeMantineTheme(DEFAULT_THEME, buildTheme(accent));
    const merged = deepMerge(
      defaultCssVariablesResolver(theme),
      cssVariablesResolver(theme),
    ) as ConvertCSSVariablesInput;
    css = convertCssVariables(withoutDefaults(merged));
    themeCss.set(accent, css);
  }
  return css;
}
const themeCss = new Map<string, string>();

/** Mantine leaves out the variables its own stylesheet already sets to the same value. */
function withoutDefaults(input: ConvertCSSVariablesInput): ConvertCSSVariablesInput {
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const keep = (values: Record<string, string>, base: Record<string, string>) =>
    Object.fromEntries(Object.entries(values).filter(([key, value]) => base[key] !== value));
  return {
    variables: keep(input.variables, defaults.variables),
    light: keep(input.light, defaults.light),
    dark: keep(input.dark, defaults.dark),
  };
}

export function ThemeProvider({ accent, children }: { accent?: string | undefined; children: ReactNode }) {
  const theme = useMemo(() => buildTheme(accent), [accent]);
  return (
    <MantineProvider
      theme={theme}
      forceColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
      // The theme's variables come from the memoised <style> below, not rebuilt by Mantine on each render.
      withCssVariables={false}
      // Mantine's test mode (no transitions, no hiding of popovers whose target jsdom cannot measure).
      env={import.meta.env.MODE === 'test' ? 'test' : 'default'}
    >
      <style data-mantine-styles="true" dangerouslySetInnerHTML={{ __html: themeCssVariables(accent) }} />
      {children}
    </MantineProvider>
  );
}
