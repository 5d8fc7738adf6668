import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { apiFetcher } from '../api/api-client';
import { useDataRevalidation } from '../data-sync/data-revalidation';
import { PortalIntlProvider } from '../i18n/portal-intl-provider.component';
import { Spinner } from '../ui/spinner.component';

/**
 * The providers every React root needs (React context does not cross single-spa roots):
 * SWR with the API fetcher, the page-wide revalidation after data changes (data-sync) and the
 * dictionary of the active language.
 */
export function PortalProviders({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ fetcher: apiFetcher, shouldRetryOnError: false, revalidateOnFocus: false }}>
      <DataRevalidation />
      <PortalIntlProvider fallback={<Spinner />}>{children}</PortalIntlProvider>
    </SWRConfig>
  );
}

/** Inside SWRConfig, so it revalidates the cache this root uses. */
function DataRevalidation() {
  useDataRevalidation();
  return null;
}
