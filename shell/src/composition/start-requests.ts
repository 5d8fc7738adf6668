import { preload } from 'swr';
import { apiFetcher, getCulture, getSession, preloadMessages, setActiveLocation, swrKeys, type LocationNode, type RemoteEntry } from '@portal/shared';
import { defaultLocationCode } from '../pickers/location-tree';
import { customersKey } from '../session/session.resource';
import { shellRoutes } from '../routing/shell-routes';
import { loadRemoteDescriptor } from './remote-loader';
import { shellTranslationSources } from './translation-sources';

/** A request started early: its failure reaches whoever uses it (the hook, the parcel), never the console. */
function quietly(pending: Promise<unknown>): void {
  pending.catch(() => undefined);
}

/**
 * The session's first data calls, made before anything renders (ADR 0024): the customer list and the
 * location tree need only the token, so they start with the shell's scripts, not after its texts and
 * layout. The hooks that show them (useCustomers, useLocations) take these requests (same SWR keys).
 * A first visit (no location remembered) gets its active location as soon as the tree arrives, as the
 * layout would choose it once it has its texts: the pages' and widgets' data calls wait for it.
 */
export function startSessionRequests(): void {
  const { claims, customerId } = getSession();
  if (!claims || !customerId) return;
  quietly(preload(customersKey(claims.EmployeeId), apiFetcher));
  const tree = Promise.resolve(preload<LocationNode[]>(swrKeys.locationTree(customerId), apiFetcher));
  quietly(
    tree.then((nodes) => {
      const session = getSession();
      // Another customer by now (a switch): its own tree decides.
      if (session.customerId !== customerId) return;
      const code = defaultLocationCode(nodes, session.locationCode);
      if (code) setActiveLocation(code);
    }),
  );
}

/**
 * What the first page needs once the remotes are known: the shell's texts (its own, every remote's, the
 * dictionary), and on the dashboard each widget's remote and widget code, so the widgets ask for their
 * data as soon as the active location is known, not after the layout has rendered and mounted them.
 */
export function startPageRequests(remotes: readonly RemoteEntry[]): void {
  const signedIn = getSession().token !== null;
  preloadMessages(getCulture(), shellTranslationSources(remotes, signedIn));
  if (!signedIn || window.location.pathname !== shellRoutes.dashboard.path) return;
  for (const remote of remotes) {
    if (remote.refusal || remote.widgets.length === 0) continue;
    quietly(
      loadRemoteDescriptor(remote.name).then((descriptor) =>
        Promise.all(remote.widgets.map((widget) => descriptor.widgets[widget.id]?.())),
      ),
    );
  }
}
