import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { apiFetcher, retryTemporaryFailures, Spinner } from '@portal/shared/core';
import { useDataRevalidation } from '../data-sync/data-revalidation';
import { PortalIntlProvider } from '../i18n/portal-intl-provider.component';

export interface PortalProvidersProps {
  children: ReactNode;
  /** Base URLs of the apps whose translations this root shows (see PortalIntlProvider). */
  translations?: readonly string[];
  /**
   * Rendered at once, inside the data providers but not waiting for the texts: work that needs no texts, such
   * as a route's data call (RemoteImplementation.prefetch), starts while they load.
   */
  beforeTexts?: ReactNode;
  /** Shown until the texts have arrived (a spinner unless given: the shell's start shows its skeleton). */
  textsFallback?: ReactNode;
}

/** Reads that failed temporarily (503) are asked again until they succeed; other failures are not retried. */
const SWR_OPTIONS = { fetcher: apiFetcher, shouldRetryOnError: true, onErrorRetry: retryTemporaryFailures, revalidateOnFocus: false };

/**
 * The providers every React root needs (React context does not cross single-spa roots):
 * SWR with the API fetcher, the page-wide revalidation after data changes (data-sync) and the
 * texts of the active language.
 */
export function PortalProviders({ children, translations, beforeTexts = null, textsFallback = <Spinner /> }: PortalProvidersProps) {
  return (
    <SWRConfig value={SWR_OPTIONS}>
      <DataRevalidation />
      {beforeTexts}
      <PortalIntlProvider fallback={textsFallback} sources={translations}>
        {children}
      </PortalIntlProvider>
    </SWRConfig>
  );
}

/** Inside SWRConfig, so it revalidates the cache this root uses. */
function DataRevalidation() {
  useDataRevalidation();
  return null;
}
