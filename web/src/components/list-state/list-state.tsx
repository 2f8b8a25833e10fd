// A staff list's three states before its rows: loading (a named status), a failed load (an alert with Try again)
// and, when given, the empty text. Its children show otherwise.
import * as messages from '@hearth/shared/messages';
import { Alert, Button, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ListStateProps {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** The loader's accessible name: "Loading invitations". */
  loadingLabel: string;
  /** The failed load's title; the generic message by default. */
  errorTitle?: string;
  /** Shown instead of the children when there is nothing to list. */
  empty?: { when: boolean; text: string };
  children: ReactNode;
}

export function ListState({ query, loadingLabel, errorTitle = messages.generic, empty, children }: ListStateProps) {
  if (query.isPending) return <Loader role="status" aria-label={loadingLabel} />;
  if (query.isError) {
    return (
      <Alert color="red" role="alert" title={errorTitle}>
        <Button variant="light" color="red" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (empty?.when) return <Text c="dimmed">{empty.text}</Text>;
  return <>{children}</>;
}
