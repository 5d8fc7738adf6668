import { createRoot, type Root } from 'react-dom/client';
import { RemoteError } from '@portal/shared';
import type { LifeCycles } from 'single-spa';

/**
 * What single-spa mounts instead of a remote that failed to load: a message in its own area.
 *
 * single-spa keeps whatever lifecycles `app` resolved to, so this fallback would stay for the rest of the
 * page's life. `reload` (which unloads the application) is therefore called on "Prøv igen", after which
 * single-spa loads the remote again in place since its route is still active, and once the fallback has
 * been unmounted by navigating away, so the next visit loads the remote again instead of the old error.
 */
export function createFallbackLifecycles(container: () => HTMLElement, error: unknown, reload: () => void): LifeCycles {
  let root: Root | null = null;
  let reloading = false;
  const reloadOnce = () => {
    if (!reloading) {
      reloading = true;
      reload();
    }
  };
  return {
    bootstrap: () => Promise.resolve(),
    mount: () => {
      root = createRoot(container());
      root.render(<RemoteError error={error} onRetry={reloadOnce} />);
      return Promise.resolve();
    },
    unmount: () => {
      root?.unmount();
      root = null;
      // After single-spa has finished this change: unloading from inside it would wait on itself.
      setTimeout(reloadOnce, 0);
      return Promise.resolve();
    },
  };
}
