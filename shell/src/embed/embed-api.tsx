import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { dispatchOverlayOpen, PortalProviders, type ParcelProps, type RemoteEntry } from '@portal/shared';
import { RemoteParcel } from '../composition/remote-parcel.component';
import { loadRemoteDescriptor, registerRemoteEntries } from '../composition/remote-loader';
import { fetchRemotes } from '../composition/remotes.resource';
import { RemotesContext } from '../composition/remotes-context';
import { ShellOverlayHost } from '../overlay/shell-overlay-host.component';
import { setToken as setSessionToken, startEmbedSession, type EmbedSessionOptions } from './embed-session';

/** What `PortalEmbed.mount(element, options)` takes (docs/embedding.md). */
export interface EmbedOptions extends EmbedSessionOptions {
  /** The remote's name as the registry lists it, e.g. 'mfe_issues'. */
  remote: string;
  /** One of: a route of the remote (e.g. '/aktuelle-fejl'), an overlay, or a dashboard widget. Default: its first route. */
  page?: string;
  overlay?: { type: string; props?: ParcelProps };
  widget?: { id: string; props?: ParcelProps };
  /** The registry; default: `remotes.json` next to embed.js (the portal that served the loader). */
  registryUrl?: string;
}

export interface EmbedHandle {
  unmount: () => void;
  setToken: (token: string) => void;
}

/** Where embed.js was served from (publicPath 'auto'): the portal whose registry and texts it uses. */
const loaderBase = new URL(__webpack_public_path__, window.location.href).href;

const registries = new Map<string, Promise<RemoteEntry[]>>();

/** The registry's remotes with their manifest URLs made absolute (they are relative to the registry). */
function remotesOf(registryUrl: string): Promise<RemoteEntry[]> {
  let pending = registries.get(registryUrl);
  if (!pending) {
    pending = fetchRemotes(registryUrl).then((remotes) => {
      const resolved = remotes.map((remote) => ({ ...remote, manifest: new URL(remote.manifest, registryUrl).href }));
      registerRemoteEntries(resolved);
      return resolved;
    });
    registries.set(registryUrl, pending);
  }
  return pending;
}

/**
 * Opens the overlay the host asked for, once the overlay host (its earlier sibling) has subscribed: both
 * mount only after the texts have loaded, and a sibling's effects run in order.
 */
function OpenOverlay({ type, props }: { type: string; props: ParcelProps }) {
  useEffect(() => {
    // The host page's values, checked by the overlay itself (the contract's types end at this boundary).
    dispatchOverlayOpen({ type, props } as unknown as Parameters<typeof dispatchOverlayOpen>[0]);
  }, [type, props]);
  return null;
}

export function setToken(token: string): void {
  setSessionToken(token);
}

export async function mount(element: HTMLElement, options: EmbedOptions): Promise<EmbedHandle> {
  if (!(element instanceof HTMLElement)) throw new Error('PortalEmbed.mount: the first argument must be an element');
  if (!options?.token || !options.apiBaseUrl || !options.remote) {
    throw new Error('PortalEmbed.mount: token, apiBaseUrl and remote are required');
  }
  const registryUrl = new URL(options.registryUrl ?? 'remotes.json', loaderBase).href;
  const [remotes] = await Promise.all([remotesOf(registryUrl), startEmbedSession(options)]);
  const entry = remotes.find((remote) => remote.name === options.remote);
  if (!entry) {
    throw new Error(`PortalEmbed.mount: '${options.remote}' is not in ${registryUrl} (${remotes.map((remote) => remote.name).join(', ')})`);
  }

  if (!options.overlay && !options.widget) {
    // A page: the remote's own embedded root, with the shared overlay host for its overlays.
    const descriptor = await loadRemoteDescriptor(entry.name);
    const unmount = await descriptor.embed(element, options.page ? { path: options.page } : undefined);
    return { unmount, setToken };
  }

  // An overlay or a widget: the remote's parcel, plus an overlay host of the loader's own (texts from the
  // loader's portal and the remotes'), so overlays the widget opens show here as in the shell.
  const translations = [loaderBase, ...remotes.map((remote) => new URL('.', remote.manifest).href)];
  const root = createRoot(element);
  root.render(
    <PortalProviders translations={translations}>
      <RemotesContext.Provider value={remotes}>
        {options.widget ? (
          <RemoteParcel remote={entry.name} kind="widgets" id={options.widget.id} parcelProps={options.widget.props} />
        ) : null}
        <ShellOverlayHost />
        {options.overlay ? <OpenOverlay type={options.overlay.type} props={options.overlay.props ?? {}} /> : null}
      </RemotesContext.Provider>
    </PortalProviders>,
  );
  return { unmount: () => root.unmount(), setToken };
}
