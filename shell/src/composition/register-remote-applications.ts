import { registerApplication, unloadApplication } from 'single-spa';
import { getSession, type RemoteEntry } from '@portal/shared';
import { createFallbackLifecycles } from './fallback-lifecycles';
import { loadRemoteDescriptor } from './remote-loader';
import { getRemoteContainer } from './remote-outlet';
import { matchesRoute } from './route-match';

/**
 * One single-spa application per remote, active on its routes while someone is signed in.
 * The remote's `./start` and then its routes' chunk are fetched the first time one of its routes is visited.
 * A failed load mounts fallback lifecycles that unload the application again (see createFallbackLifecycles),
 * so the remote recovers once the server is back, without a full reload.
 */
export function registerRemoteApplications(remotes: readonly RemoteEntry[]): void {
  for (const remote of remotes) {
    const domElementGetter = () => getRemoteContainer(remote.name);
    const reload = () => {
      unloadApplication(remote.name).catch((error: unknown) => console.error(`Remote ${remote.name} could not be reloaded`, error));
    };
    registerApplication({
      name: remote.name,
      app: () =>
        loadRemoteDescriptor(remote.name)
          .then((descriptor) => descriptor.lifecycles())
          .catch((error: unknown) => {
            console.error(`Remote ${remote.name} failed to load`, error);
            return createFallbackLifecycles(domElementGetter, error, reload);
          }),
      activeWhen: (location) =>
        getSession().token !== null && remote.routes.some((route) => matchesRoute(location.pathname, route.path)),
      customProps: { domElementGetter },
    });
  }
}
