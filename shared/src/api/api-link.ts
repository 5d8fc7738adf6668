import { useCallback } from 'react';
import { useRuntimeConfig } from './use-runtime-config';

/**
 * A link the API answered (a file's thumbnail or download, a report: relative, `/api/download/...`) as the
 * browser should open it: as it is on the portal, whatever its host name; on the API's own origin when a
 * remote is embedded in another site (its apiBaseUrl is then absolute, docs/embedding.md).
 */
export function resolveApiLink(link: string, apiBaseUrl: string | undefined): string {
  if (!link.startsWith('/') || link.startsWith('//') || !apiBaseUrl || !/^https?:\/\//i.test(apiBaseUrl)) return link;
  return new URL(link, apiBaseUrl).href;
}

/** resolveApiLink with this page's runtime config. */
export function useApiLink(): (link: string) => string {
  const apiBaseUrl = useRuntimeConfig().data?.apiBaseUrl;
  return useCallback((link: string) => resolveApiLink(link, apiBaseUrl), [apiBaseUrl]);
}
