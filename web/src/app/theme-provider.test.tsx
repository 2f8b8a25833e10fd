// The theme's CSS variables are written once per accent instead of by Mantine on every render: the <style> must be
// the one Mantine's provider writes for the same theme, or the page would look different.
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { buildTheme } from './theme.ts';
import { cssVariablesResolver, ThemeProvider, themeCssVariables } from './theme-provider.tsx';

const styleOf = (html: string) => [...html.matchAll(/<style data-mantine-styles="true">([\s\S]*?)<\/style>/g)];

describe('the theme CSS variables', () => {
  it.each([undefined, '#12b886', '#fab005', '#4263eb'])('for accent %s, match what Mantine writes', (accent) => {
    const mantine = renderToStaticMarkup(
      <MantineProvider theme={buildTheme(accent)} forceColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
        <p>page</p>
      </MantineProvider>,
    );
    const ours = renderToStaticMarkup(
      <ThemeProvider accent={accent}>
        <p>page</p>
      </ThemeProvider>,
    );

    const expected = styleOf(mantine).map((m) => m[1]);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected[0]).toContain('--mantine-color-accent-6');
    // Ours: exactly one theme-variables <style>, with the same text; Mantine's own is left out.
    const written = styleOf(ours).map((m) => m[1]);
    expect(written).toEqual([themeCssVariables(accent)]);
    expect(written[0]).toBe(expected[0]);
  });
});
