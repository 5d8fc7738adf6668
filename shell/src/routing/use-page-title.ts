import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useRuntimeConfig, useT } from '@portal/shared';
import { findRemoteForPath, matchesRoute } from '../composition/route-match';
import { useRemotes } from '../composition/remotes-context';
import { shellRoutes } from './shell-routes';

/** Page title = route name + provider name (spec section 1). */
export function usePageTitle(): void {
  const t = useT();
  const { pathname } = useLocation();
  const remotes = useRemotes();
  const { data: config } = useRuntimeConfig();

  const shellRoute = Object.values(shellRoutes).find((route) =>
    route.path === '/' ? pathname === '/' : matchesRoute(pathname, route.path),
  );
  const remoteRoute = findRemoteForPath(remotes, pathname)?.routes.find((route) => matchesRoute(pathname, route.path));
  const titleKey = shellRoute?.titleKey ?? remoteRoute?.titleKey ?? 'shell.route.notFound';
  const routeName = t(titleKey);
  const providerName = config?.providerName ?? '';

  useEffect(() => {
    document.title = providerName ? `${routeName} - ${providerName}` : routeName;
  }, [routeName, providerName]);
}
