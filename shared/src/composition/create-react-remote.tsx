import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import * as ReactDOMClient from 'react-dom/client';
import * as React from 'react';
import singleSpaReact from 'single-spa-react';
import type { AppProps, LifeCycles, ParcelConfig } from 'single-spa';
import { ErrorBoundary } from './error-boundary.component';
import { PortalProviders } from './portal-providers.component';
import { RemoteError } from './remote-error.component';

/**
 * Wraps a remote's root component in its providers and an error boundary, so a crash
 * stays inside the remote's own area.
 */
/** Options of a remote's React roots. */
export interface ReactRootOptions {
  /** Base URLs whose `translations/<culture>.json` the root shows (the remote's own deployment). */
  translations?: readonly string[];
  /** Rendered beside the root without waiting for its texts (PortalProviders' `beforeTexts`). */
  beforeTexts?: ComponentType<Record<string, never>>;
}

function withPortalProviders<P extends object>(Root: ComponentType<P>, options: ReactRootOptions = {}): ComponentType<P> {
  const BeforeTexts = options.beforeTexts;
  function PortalRoot(props: P) {
    return (
      <ErrorBoundary fallback={(error, reset) => <RemoteError error={error} onRetry={reset} />}>
        <PortalProviders translations={options.translations} beforeTexts={BeforeTexts ? <BeforeTexts /> : null}>
          <Root {...props} />
        </PortalProviders>
      </ErrorBoundary>
    );
  }
  PortalRoot.displayName = `PortalRoot(${Root.displayName ?? Root.name})`;
  return PortalRoot;
}

/** single-spa lifecycles (application or parcel) for a React component. */
export function createReactLifecycles<P extends object>(Root: ComponentType<P>, options?: ReactRootOptions): LifeCycles & ParcelConfig {
  return singleSpaReact<P>({
    React,
    ReactDOMClient,
    rootComponent: withPortalProviders(Root, options) as ComponentType<P & AppProps>,
    errorBoundary: (error: Error) => <RemoteError error={error} />,
  }) as LifeCycles & ParcelConfig;
}

/** The `embed` entry of a descriptor: mounts a component with its providers into any element. */
export function createReactEmbed<P extends object>(Root: ComponentType<P>, props: P, options?: ReactRootOptions) {
  const Wrapped = withPortalProviders(Root, options);
  return (element: HTMLElement): (() => void) => {
    const root = createRoot(element);
    root.render(<Wrapped {...props} />);
    return () => root.unmount();
  };
}
