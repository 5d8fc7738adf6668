export type * from './remotes-manifest';
export {
  brandRemoteDescriptor,
  descriptorMismatches,
  validateRemoteDescriptor,
  type LazyLifecycles,
  type RemoteDescriptor,
  type RemoteDescriptorInput,
  type ParcelProps,
  type EmbedOptions,
} from './remote-descriptor';
export { defineRemote, type EmbeddedProps, type RemoteImplementation } from './define-remote';
export type { AddressableOverlayType, OverlayPropsByType, OverlayType, WidgetId, WidgetPropsById, NoProps } from './overlay-contract';
export { overlayUrlParams } from './overlay-contract';
export { PortalProviders } from './portal-providers.component';
export { ErrorBoundary } from './error-boundary.component';
export { RemoteError } from './remote-error.component';
export { isLoadFailure, retryLoad, type RetryOptions } from './retry-load';
export { retryableLazy } from './retryable-lazy';
export { createReactLifecycles, createReactEmbed } from './create-react-remote';
export { IncompatibleRemoteError, contractRefusal, isIncompatibleRemoteError } from './incompatible-remote.error';
export {
  PORTAL_CONTRACT_VERSION,
  contractMajor,
  isCompatibleContract,
  normalizeRemoteUrl,
  parseRemoteRegistry,
} from './remote-registry.js';
export { routePath } from './route-path';
