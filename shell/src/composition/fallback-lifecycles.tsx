import { createRoot, type Root } from 'react-dom/client';
import { RemoteError } from '@portal/shared';
import type { LifeCycles } from 'single-spa';

/** What single-spa mounts instead of a remote that failed to load: a message in its own area. */
export function createFallbackLifecycles(container: () => HTMLElement, detail: string): LifeCycles {
  let root: Root | null = null;
  return {
    bootstrap: () => Promise.resolve(),
    mount: () => {
      root = createRoot(container());
      root.render(<RemoteError detail={detail} />);
      return Promise.resolve();
    },
    unmount: () => {
      root?.unmount();
      root = null;
      return Promise.resolve();
    },
  };
}
