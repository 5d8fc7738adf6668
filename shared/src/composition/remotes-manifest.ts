/**
 * What the shell knows about each remote without loading its code. `/remotes.json` (the registry,
 * remote-registry.js) names each remote and its base URL; the remote's deployment serves the rest as
 * `<url>remote.meta.json` (its `remote.meta.json` plus the contract version it was built against,
 * written by the build), which the shell reads at start.
 */
export type { RegistryEntry, RemoteRegistry } from './remote-registry';

/** Sidebar groups owned by the shell; entries with a group become its sub-items. */
export type SidebarGroupId = 'issues' | 'tasks';

export interface RemoteRoute {
  /**
   * How the remote's own code (routePath) and the cross-remote route registry (portalRoutes) name the route.
   * Optional in the type because the shell composes from served metadata and needs only the path.
   */
  id?: string;
  /** Path the remote's single-spa application is active on, e.g. '/lokation'. */
  path: string;
  /** Dictionary key of the route name, used for the page title. */
  titleKey: string;
  /** Only the role 'Admin' may open it; others see the not-authorized page (spec section 4). */
  requiresAdmin?: boolean;
  /**
   * false: the route's page uses none of the on-demand shared packages (the grid), so a deep link to it preloads
   * the remote's route files without them (page-server's routePreloadTags).
   */
  preloadShared?: boolean;
}

export interface RemoteSidebarEntry {
  id: string;
  labelKey: string;
  path: string;
  /** Sort position in the sidebar (the shell's own dashboard entry is 0). */
  order: number;
  group?: SidebarGroupId;
  /** Shown only to the role 'Admin' (spec section 6: no current item is marked). */
  requiresAdmin?: boolean;
}

export interface RemoteWidgetEntry {
  /** Parcel id in the remote's descriptor `widgets`. */
  id: string;
  /** 'summary' sits beside the customer info; 'tables' below it. */
  area: 'summary' | 'tables';
  order: number;
}

/** The part a remote declares in its `remote.meta.json`. */
export interface RemoteMeta {
  /** Module Federation container name, e.g. 'mfe_locations'. */
  name: string;
  routes: RemoteRoute[];
  sidebar: RemoteSidebarEntry[];
  /** Overlay types (spec section 2, Overlays) whose parcels this remote provides. */
  overlays: string[];
  widgets: RemoteWidgetEntry[];
  /** The contract version (PORTAL_CONTRACT_VERSION) the remote was built against; added by the build. */
  contractVersion?: string;
  /** The Module Federation version the remote was built with (its mf-manifest.json's); added by the build. */
  federationVersion?: string;
}

/** A remote as the shell composes it: its served metadata and where it lives. */
export interface RemoteEntry extends RemoteMeta {
  /** Base URL of the remote's deployment (from the registry), ending in '/'. */
  url: string;
  /** URL of the remote's `mf-manifest.json`. */
  manifest: string;
  /**
   * Why the shell will not load this remote's code, when it will not (a contract or a Module Federation of
   * another major):
   * its routes, widgets and overlays then show this in their areas.
   */
  refusal?: Error;
}
