import { defineRemote, type RemoteMeta } from '@portal/shared';
import meta from '../remote.meta.json';

/**
 * What the shell (and any embedding page) gets from this remote. remote.meta.json describes it (routes,
 * sidebar, overlays, widgets); here only the loaders of what it declares, each a chunk of its own.
 */
export const descriptor = defineRemote(
  // The contract version this bundle is built against (ADR 0017): the shell refuses another major.
  { ...(meta as RemoteMeta), contractVersion: typeof __PORTAL_CONTRACT_VERSION__ === 'string' ? __PORTAL_CONTRACT_VERSION__ : undefined },
  {
    // This remote's deployment (publicPath 'auto'): its translations/<culture>.json are served there.
    translationsBase: typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/',
    routes: () => import('./root.component').then((module) => module.Root),
    prefetch: () => import('./root.component').then((module) => module.RoutePrefetch),
    embedded: () => import('./root.component').then((module) => module.EmbeddedRoot),
    overlays: {
      issue: () => import('./issue-overlay/issue.overlay').then((module) => module.IssueOverlay),
      thermography: () => import('./thermography-overlay/thermography.overlay').then((module) => module.ThermographyOverlay),
    },
    widgets: {
      'issues-table': () => import(/* webpackPreload: true */ './issues-table/issues-table.widget').then((module) => module.IssuesTableWidget),
      quotes: () => import('./quotes-widget/quotes.widget').then((module) => module.QuotesWidget),
    },
  },
);
