import { useEffect } from 'react';
import { useRuntimeConfig, useT } from '@portal/shared';

/** The document's title: a route's name + the provider's name (spec section 1). No router needed. */
export function useDocumentTitle(titleKey: string): void {
  const t = useT();
  const { data: config } = useRuntimeConfig();
  const routeName = t(titleKey);
  const providerName = config?.providerName ?? '';

  useEffect(() => {
    document.title = providerName ? `${routeName} - ${providerName}` : routeName;
  }, [routeName, providerName]);
}
