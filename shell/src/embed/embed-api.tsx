import { createRoot } from 'react-dom/client';
import { dispatchOverlayClose, dispatchOverlayOpen, PortalProviders, type ParcelProps, type RemoteEntry } from '@portal/shared';
import { RemoteParcel } from '../composition/remote-parcel.component';
import { loadRemoteDescriptor, registerRemoteEntries } from '../composition/remote-loader';
import { fetchRemotes } from '../composition/remotes.resource';
import { RemotesContext } from '../composition/remotes-context';
import { setToken as setSessionToken, startEmbedSession, type EmbedSessionOptions } from './embed-session';
import { acquirePageOverlayHost } from './page-overlay-host';

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

  // Every mount on the page shares the loader's one overlay host (page-overlay-host.tsx).
  const overlayHost = acquirePageOverlayHost(remotes, loaderBase);
  try {
    if (options.overlay) {
      const { type, props } = options.overlay;
      await overlayHost.ready;
      // The host page's values, checked by the overlay itself (the contract's types end at this boundary).
      dispatchOverlayOpen({ type, props: props ?? {} } as unknown as Parameters<typeof dispatchOverlayOpen>[0]);
      return {
        unmount: () => {
          dispatchOverlayClose();
          overlayHost.release();
        },
        setToken,
      };
    }

    if (!options.widget) {
      // A page: the remote's own embedded root, without an overlay host of its own (the page has one).
      const descriptor = await loadRemoteDescriptor(entry.name);
      const unmount = await descriptor.embed(element, { ...(options.page ? { path: options.page } : {}), overlayHost: false });
      return {
        unmount: () => {
          unmount();
          overlayHost.release();
        },
        setToken,
      };
    }

    // A widget: the remote's parcel with the loader's texts and the remote's; the overlays it opens show in
    // the page's host, as in the shell.
    const translations = [loaderBase, new URL('.', entry.manifest).href];
    const root = createRoot(element);
    root.render(
      <PortalProviders translations={translations}>
        <RemotesContext.Provider value={remotes}>
          <RemoteParcel remote={entry.name} kind="widgets" id={options.widget.id} parcelProps={options.widget.props} />
        </RemotesContext.Provider>
      </PortalProviders>,
    );
    return {
      unmount: () => {
        root.unmount();
        overlayHost.release();
      },
      setToken,
    };
  } catch (error) {
    overlayHost.release();
    throw error;
  }
}
