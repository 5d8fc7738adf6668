export type * from './remotes-manifest';
export {
  defineRemote,
  validateRemoteDescriptor,
  type RemoteDescriptor,
  type RemoteDescriptorInput,
  type ParcelProps,
  type EmbedOptions,
} from './remote-descriptor';
export { PortalProviders } from './portal-providers.component';
export { ErrorBoundary } from './error-boundary.component';
export { RemoteError } from './remote-error.component';
export { createReactLifecycles, createReactEmbed } from './create-react-remote';
