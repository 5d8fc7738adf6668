import type { ReactNode } from 'react';
import { ErrorState, Spinner, useT } from '@portal/shared';

export interface ListPageBodyProps {
  /** The list call's state (SWR's `error`, `isLoading`, `data`, and `mutate`: "Prøv igen" calls it). */
  list: { error?: unknown; isLoading: boolean; data?: unknown; mutate?: () => unknown };
  /** Dictionary key of the message when the load fails without a message of the API. */
  errorKey: string;
  id?: string;
  className?: string;
  /** The table, once there is data. */
  children: ReactNode;
}

/** The table area of a list page: the error, a spinner on the first load, then the table. */
export function ListPageBody({ list, errorKey, id, className, children }: ListPageBodyProps) {
  const t = useT();
  return (
    <div id={id} className={className}>
      {list.error ? (
        <ErrorState error={list.error} fallbackKey={errorKey} onRetry={list.mutate ? () => void list.mutate?.() : undefined} />
      ) : list.isLoading && !list.data ? (
        <Spinner label={t('common.loading')} />
      ) : (
        children
      )}
    </div>
  );
}
