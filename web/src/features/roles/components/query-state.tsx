// A roles panel while its query loads (a named spinner) or after the load failed (the failure's message under a
// title); the panel itself once its data is there.
import { Alert, Loader } from '@mantine/core';
import type { ReactNode } from 'react';

interface QueryStateProps<Data> {
  query: { isPending: boolean; isError: boolean; error: Error | null; data: Data | undefined };
  /** The spinner's accessible name: "Loading roles". */
  loadingLabel: string;
  /** "The roles could not be loaded". */
  errorTitle: string;
  children: (data: Data) => ReactNode;
}

export function QueryState<Data>({ query, loadingLabel, errorTitle, children }: QueryStateProps<Data>) {
  if (query.isPending) return <Loader role="status" aria-label={loadingLabel} />;
  if (query.isError) {
    return (
      <Alert color="red" role="alert" title={errorTitle}>
        {query.error?.message}
      </Alert>
    );
  }
  // Neither pending nor failed: the query has its data.
  return <>{children(query.data as Data)}</>;
}
