import { useLocation } from 'react-router-dom';
import { findRemoteForPath, matchesRoute } from '../composition/route-match';
import { useRemotes } from '../composition/remotes-context';
import { shellRoutes } from './shell-routes';
import { useDocumentTitle } from './use-document-title';

/** Page title = the current route's name + provider name (spec section 1). */
export function usePageTitle(): void {
  const { pathname } = useLocation();
  const remotes = useRemotes();

  const shellRoute = Object.values(shellRoutes).find((route) =>
    route.path === '/' ? pathname === '/' : matchesRoute(pathname, route.path),
  );
  const remoteRoute = findRemoteForPath(remotes, pathname)?.routes.find((route) => matchesRoute(pathname, route.path));
  useDocumentTitle(shellRoute?.titleKey ?? remoteRoute?.titleKey ?? 'shell.route.notFound');
}
