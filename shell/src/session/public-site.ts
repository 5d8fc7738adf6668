import { useCallback } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router-dom';
import { useRuntimeConfig } from '@portal/shared';
import { isPortalPath } from './return-path';

/** Leaves for an address outside the router (a module object, so tests can watch it). */
export const browserLocation = {
  assign: (url: string): void => window.location.assign(url),
};

/**
 * Spec section 4: logout and an empty stored token send the user to the provider's public site,
 * `publicSiteUrl` from /config.json (PUBLIC_SITE_URL on the server; '/login' when unset).
 * Returns undefined until /config.json has answered.
 */
export function useLeavePortal(): ((options?: NavigateOptions) => void) | undefined {
  const navigate = useNavigate();
  const { data: config } = useRuntimeConfig();
  const url = config?.publicSiteUrl ?? (config ? '/login' : undefined);
  const leave = useCallback(
    (options?: NavigateOptions) => {
      if (url === undefined) {
        return;
      }
      if (isPortalPath(url)) {
        navigate(url, { replace: true, ...options });
      } else {
        browserLocation.assign(url);
      }
    },
    [navigate, url],
  );
  return url === undefined ? undefined : leave;
}
