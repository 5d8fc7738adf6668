import { useEffect, useState } from 'react';
import { getRuntimeConfig, useT } from '@portal/shared/core';

/**
 * The document's title: a route's name + the provider's name (spec section 1). No router and no SWR:
 * the sign-in page uses it with @portal/shared/core alone (ADR 0032). The config is usually in the page.
 */
export function useDocumentTitle(titleKey: string): void {
  const t = useT();
  const routeName = t(titleKey);
  const [providerName, setProviderName] = useState('');

  useEffect(() => {
    let current = true;
    getRuntimeConfig()
      .then((config) => {
        if (current) setProviderName(config.providerName);
      })
      // Without the config the title is the route's name alone (the failure is the config's to report).
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    document.title = providerName ? `${routeName} - ${providerName}` : routeName;
  }, [routeName, providerName]);
}
