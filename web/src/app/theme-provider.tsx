// Mantine, themed by the accent colour (a community's, or Hearth's own), light scheme only.
import { MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { buildTheme } from './theme.ts';

// Mantine's dimmed grey (gray.6) is 3.3:1 on white; gray.7 meets WCAG AA for body text.
const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: { '--mantine-color-dimmed': theme.colors.gray[7] ?? '#495057' },
  dark: {},
});

export function ThemeProvider({ accent, children }: { accent?: string | undefined; children: ReactNode }) {
  const theme = useMemo(() => buildTheme(accent), [accent]);
  return (
    <MantineProvider
      theme={theme}
      forceColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
      // Mantine's test mode (no transitions, no hiding of popovers whose target jsdom cannot measure).
      env={import.meta.env.MODE === 'test' ? 'test' : 'default'}
    >
      {children}
    </MantineProvider>
  );
}
