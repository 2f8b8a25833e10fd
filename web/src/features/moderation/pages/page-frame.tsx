// The moderation pages' frame: the main landmark and its container on a community host; nothing extra inside the
// owner app's dashboard, which has its own.
import { Container } from '@mantine/core';
import type { ReactNode } from 'react';

export function PageFrame({ embedded, children }: { embedded: boolean; children: ReactNode }) {
  if (embedded) return <div>{children}</div>;
  return (
    <main>
      <Container size="lg" py="lg">
        {children}
      </Container>
    </main>
  );
}
