// A form's error that belongs to no single input (role=alert, so it is announced when it appears).
import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <Alert color="red" variant="light">
      {children}
    </Alert>
  );
}
