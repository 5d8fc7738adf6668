import type { RemoteRegistry } from './remote-registry';
export function registryFileReader(file: string, warn?: (message: string) => void): () => RemoteRegistry;
