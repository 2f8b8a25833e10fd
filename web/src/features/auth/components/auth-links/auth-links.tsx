// "Question? Action" under the auth forms ("Already have an account? Sign in"); the action is the caller's
// link or button.
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function AuthPrompt({ question, children }: { question: string; children: ReactNode }) {
  return (
    <Text size="sm" ta="center">
      {question} {children}
    </Text>
  );
}
