// /embed.js: the loader a provider tool on another origin includes with a <script> tag (docs/embedding.md).
// It defines window.PortalEmbed at once; the code behind it (React, the session, the remotes) loads on the
// first mount, after Module Federation has negotiated the shared singletons (the same async boundary as index.ts).
import type { EmbedHandle, EmbedOptions } from './embed-api';

const api = () => import('./embed-api');

const PortalEmbed = {
  /** Mounts one remote's page, overlay or widget into `element`; resolves to a handle (unmount, setToken). */
  mount: (element: HTMLElement, options: EmbedOptions): Promise<EmbedHandle> => api().then((module) => module.mount(element, options)),
  /** Replaces the token every embedded remote on the page uses (the host's own refresh). */
  setToken: (token: string): Promise<void> => api().then((module) => module.setToken(token)),
};

declare global {
  interface Window {
    PortalEmbed?: typeof PortalEmbed;
  }
}

window.PortalEmbed = PortalEmbed;
// Pages that include the loader with `defer`/`async` can wait for this instead of polling.
window.dispatchEvent(new CustomEvent('portal-embed-ready'));
