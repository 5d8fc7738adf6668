import type { ComponentType } from 'react';
import type { LifeCycles, ParcelConfig } from 'single-spa';
import { createReactEmbed, createReactLifecycles, type ReactRootOptions } from './create-react-remote';
import { retryLoad } from './retry-load';
import type { OverlayPropsByType, OverlayType, WidgetId, WidgetPropsById } from './overlay-contract';
import { brandRemoteDescriptor, type LazyLifecycles, type RemoteDescriptor } from './remote-descriptor';
import type { RemoteMeta } from './remotes-manifest';

type Load<P> = () => Promise<ComponentType<P>>;

/** What a remote's embedded root gets (from the descriptor's `embed` options). */
export interface EmbeddedProps {
  path: string;
  /** Render the remote's own overlay host (EmbedOptions.overlayHost). */
  overlayHost: boolean;
}

/** A remote's implementation; every component is loaded on first use (`import()`), so `./start` stays small. */
export interface RemoteImplementation {
  /**
   * Where this remote is served (`__webpack_public_path__` in its start.ts): its texts are
   * `translations/<culture>.json` there, copied next to its other static files by the build.
   */
  translationsBase: string;
  /** The remote's routes inside the shell (BrowserRouter). */
  routes: Load<Record<string, never>>;
  /**
   * Rendered with the routes but without waiting for the remote's texts (the root shows a spinner until they
   * have loaded): the routes' data calls, which need none, leave at once. Best in the routes' chunk.
   */
  prefetch?: Load<Record<string, never>>;
  /**
   * The same routes outside the shell (MemoryRouter at `path`), with the shared OverlayHost for its
   * overlays unless `overlayHost` is false (the embedding page has one already).
   */
  embedded: Load<EmbeddedProps>;
  /** One loader per overlay type in remote.meta.json; its props are the contract's (OverlayPropsByType). */
  overlays: { [T in OverlayType]?: Load<OverlayPropsByType[T]> };
  /** One loader per widget id in remote.meta.json. */
  widgets: { [W in WidgetId]?: Load<WidgetPropsById[W]> };
}

/**
 * Loads once, on first call (a few tries on a network failure); a failed load is tried again next time.
 * `prefetch` is loaded with the component and rendered before its texts (ReactRootOptions.beforeTexts).
 */
function lazyLifecycles<P extends object>(load: Load<P>, options: ReactRootOptions, prefetch?: Load<Record<string, never>>): LazyLifecycles {
  let pending: Promise<LifeCycles & ParcelConfig> | null = null;
  return () => {
    pending ??= Promise.all([retryLoad(load), prefetch ? retryLoad(prefetch) : undefined])
      .then(([component, beforeTexts]) => createReactLifecycles(component, beforeTexts ? { ...options, beforeTexts } : options))
      .catch((error: unknown) => {
        pending = null;
        throw error;
      });
    return pending;
  };
}

function lazyMap(loaders: Record<string, Load<never> | undefined>, options: ReactRootOptions): Record<string, LazyLifecycles> {
  return Object.fromEntries(
    Object.entries(loaders).flatMap(([id, load]) => (load ? [[id, lazyLifecycles(load as Load<object>, options)]] : [])),
  );
}

/**
 * The descriptor of a remote: its description is its remote.meta.json (`meta`), its implementation
 * the loaders. Throws when an overlay or widget id is in one and not the other.
 */
export function defineRemote(meta: RemoteMeta, implementation: RemoteImplementation): RemoteDescriptor {
  const options: ReactRootOptions = { translations: [implementation.translationsBase] };
  return brandRemoteDescriptor({
    name: meta.name,
    meta,
    lifecycles: lazyLifecycles(implementation.routes, options, implementation.prefetch),
    overlays: lazyMap(implementation.overlays as Record<string, Load<never> | undefined>, options),
    widgets: lazyMap(implementation.widgets as Record<string, Load<never> | undefined>, options),
    embed: async (element, embedOptions) => {
      const Embedded = await retryLoad(implementation.embedded);
      const props: EmbeddedProps = { path: embedOptions?.path ?? meta.routes[0]?.path ?? '/', overlayHost: embedOptions?.overlayHost ?? true };
      return createReactEmbed(Embedded, props, options)(element);
    },
  });
}
