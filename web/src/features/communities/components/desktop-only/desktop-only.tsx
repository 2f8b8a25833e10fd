// Pages the spec keeps to desktops: below 640 px a notice asks for a larger screen instead of the page.
import { Alert, Box } from '@mantine/core';
import type { ReactNode } from 'react';

export const DESKTOP_ONLY_NOTICE =
  'This page is only available on desktop. Please switch to a desktop device or a larger screen to use it.';

export function DesktopOnly({ children }: { children: ReactNode }) {
  return (
    <>
      <Alert hiddenFrom="xs" color="blue" variant="light" title="Desktop only">
        {DESKTOP_ONLY_NOTICE}
      </Alert>
      <Box visibleFrom="xs">{children}</Box>
    </>
  );
}
