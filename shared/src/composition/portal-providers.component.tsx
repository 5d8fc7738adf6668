import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { apiFetcher } from '../api/api-client';
import { PortalIntlProvider } from '../i18n/portal-intl-provider.component';
import { Spinner } from '../ui/spinner.component';

/**
 * The providers every React root needs (React context does not cross single-spa roots):
 * SWR with the API fetcher and the dictionary of the active language.
 */
export function PortalProviders({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ fetcher: apiFetcher, shouldRetryOnError: false, revalidateOnFocus: false }}>
      <PortalIntlProvider fallback={<Spinner />}>{children}</PortalIntlProvider>
    </SWRConfig>
  );
}
