import type { RemoteEntry } from '@portal/shared';

/** Spec routes are matched case-insensitively ('/Notifikation'), on the path only. */
export function matchesRoute(pathname: string, routePath: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  const route = routePath.toLowerCase();
  return path === route || path.startsWith(`${route}/`);
}

export function findRemoteForPath(remotes: readonly RemoteEntry[], pathname: string): RemoteEntry | undefined {
  return remotes.find((remote) => remote.routes.some((route) => matchesRoute(pathname, route.path)));
}
