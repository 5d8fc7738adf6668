import { registerApplication } from 'single-spa';
import { getSession, type RemoteEntry } from '@portal/shared';
import { createFallbackLifecycles } from './fallback-lifecycles';
import { loadRemoteDescriptor } from './remote-loader';
import { getRemoteContainer } from './remote-outlet';
import { matchesRoute } from './route-match';

/**
 * One single-spa application per remote, active on its routes while someone is signed in.
 * The remote's `./start` and then its routes' chunk are fetched the first time one of its routes is visited.
 */
export function registerRemoteApplications(remotes: readonly RemoteEntry[]): void {
  for (const remote of remotes) {
    const domElementGetter = () => getRemoteContainer(remote.name);
    registerApplication({
      name: remote.name,
      app: () =>
        loadRemoteDescriptor(remote.name)
          .then((descriptor) => descriptor.lifecycles())
          .catch((error: unknown) => {
            console.error(`Remote ${remote.name} failed to load`, error);
            return createFallbackLifecycles(domElementGetter, error instanceof Error ? error.message : String(error));
          }),
      activeWhen: (location) =>
        getSession().token !== null && remote.routes.some((route) => matchesRoute(location.pathname, route.path)),
      customProps: { domElementGetter },
    });
  }
}
