import { useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { PortalProviders, type RemoteEntry } from '@portal/shared';
import { RemotesContext } from '../composition/remotes-context';
import { ShellOverlayHost } from '../overlay/shell-overlay-host.component';

/**
 * The one overlay host of an embedding page. Overlay requests are page-wide events: every host listening
 * opens its panel, so the loader's mounts (a page, a widget, an overlay: they share the page's one session)
 * share one host instead of bringing one each. It lives in an element of its own at the end of <body>, is
 * created by the first mount and removed with the last.
 */
interface PageHost {
  element: HTMLElement;
  root: Root;
  remotes: RemoteEntry[];
  /** Resolves once the host listens for overlay requests (after the texts have loaded). */
  ready: Promise<void>;
  users: number;
}

let host: PageHost | undefined;

/** Runs after its earlier sibling's effects, i.e. once the OverlayHost inside ShellOverlayHost has subscribed. */
function Listening({ onListening }: { onListening: () => void }) {
  useEffect(onListening, [onListening]);
  return null;
}

function render(current: PageHost, loaderBase: string, onListening: () => void): void {
  // Texts: the loader's portal (the panel's own) and every remote's (their overlays run as parcels here).
  const translations = [loaderBase, ...current.remotes.map((remote) => new URL('.', remote.manifest).href)];
  current.root.render(
    <PortalProviders translations={translations}>
      <RemotesContext.Provider value={current.remotes}>
        <ShellOverlayHost />
        <Listening onListening={onListening} />
      </RemotesContext.Provider>
    </PortalProviders>,
  );
}

export interface PageOverlayHostLease {
  ready: Promise<void>;
  /** Gives the lease back; the last one removes the host. */
  release: () => void;
}

/** The page's overlay host, created on first use, knowing the overlay types of `remotes` (and of earlier mounts'). */
export function acquirePageOverlayHost(remotes: readonly RemoteEntry[], loaderBase: string): PageOverlayHostLease {
  if (!host) {
    const element = document.createElement('div');
    element.dataset.portalEmbed = 'overlay-host';
    document.body.append(element);
    let listening = () => {};
    const ready = new Promise<void>((resolve) => {
      listening = resolve;
    });
    host = { element, root: createRoot(element), remotes: [...remotes], ready, users: 0 };
    render(host, loaderBase, listening);
  } else {
    // A mount from another registry: its remotes' overlay types join (the same registry's are known already).
    const known = new Set(host.remotes.map((remote) => remote.name));
    const added = remotes.filter((remote) => !known.has(remote.name));
    if (added.length > 0) {
      host.remotes = [...host.remotes, ...added];
      render(host, loaderBase, () => {});
    }
  }
  const current = host;
  current.users += 1;
  let released = false;
  return {
    ready: current.ready,
    release: () => {
      if (released) return;
      released = true;
      current.users -= 1;
      if (current.users === 0 && host === current) {
        host = undefined;
        current.root.unmount();
        current.element.remove();
      }
    },
  };
}
