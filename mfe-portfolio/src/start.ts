import { defineRemote, type RemoteMeta } from '@portal/shared';
import meta from '../remote.meta.json';

/**
 * What the shell (and any embedding page) gets from this remote: the /overblik overview and its lists across
 * locations (remote.meta.json). Only loaders here, each a chunk of its own.
 */
export const descriptor = defineRemote(
  // The contract version this bundle is built against (ADR 0017): the shell refuses another major.
  { ...(meta as RemoteMeta), contractVersion: typeof __PORTAL_CONTRACT_VERSION__ === 'string' ? __PORTAL_CONTRACT_VERSION__ : undefined },
  {
    // This remote's deployment (publicPath 'auto'): its translations/<culture>.json are served there.
    translationsBase: typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/',
    routes: () => import('./root.component').then((module) => module.Root),
    embedded: () => import('./root.component').then((module) => module.EmbeddedRoot),
    overlays: {},
    widgets: {},
  },
);
