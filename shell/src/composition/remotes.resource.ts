import { contractRefusal, pageBootData, parseRemoteRegistry, retryLoad, type RegistryEntry, type RemoteEntry, type RemoteMeta } from '@portal/shared';
import { federationRefusal } from './federation-version';

const DEFAULT_REGISTRY = '/remotes.json';

/** One answer per registry URL and page (the shell reads its own; /embed.js reads its portal's). */
const remotesPromises = new Map<string, Promise<RemoteEntry[]>>();

function isRemoteMeta(value: unknown): value is RemoteMeta {
  const meta = value as Partial<RemoteMeta> | null;
  return (
    typeof meta === 'object' &&
    meta !== null &&
    typeof meta.name === 'string' &&
    Array.isArray(meta.routes) &&
    Array.isArray(meta.sidebar) &&
    Array.isArray(meta.overlays) &&
    Array.isArray(meta.widgets)
  );
}

/**
 * A URL of the remote's deployment. The registry's base URL may be a path on the portal's origin: it
 * is resolved against the registry's own address (for /embed.js that is another origin than the page's).
 */
function resolveAt(base: string, file: string, registryUrl: string): string {
  return new URL(file, new URL(base, new URL(registryUrl, window.location.href))).href;
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) {
    throw new Error(`${url} answered ${response.status}`);
  }
  return response.json() as Promise<unknown>;
}

/**
 * One remote's metadata, served by its own deployment next to its mf-manifest.json. A remote of another
 * contract major, or built with another Module Federation major than the page runs, keeps its routes,
 * sidebar, widgets and overlays (so its areas say why it is missing), with `refusal` set: its code is never
 * loaded.
 */
async function fetchRemote(entry: RegistryEntry, registryUrl: string): Promise<RemoteEntry | null> {
  const metaUrl = resolveAt(entry.url, 'remote.meta.json', registryUrl);
  try {
    const meta = await retryLoad(() => fetchJson(metaUrl));
    if (!isRemoteMeta(meta)) {
      console.error(`Ignoring remote ${entry.name}: ${metaUrl} is not a remote's metadata`, meta);
      return null;
    }
    if (meta.name !== entry.name) {
      console.error(`Ignoring remote ${entry.name}: ${metaUrl} describes '${meta.name}'`);
      return null;
    }
    const refusal = contractRefusal(entry.name, meta.contractVersion) ?? federationRefusal(entry.name, meta.federationVersion);
    if (refusal) {
      console.error(refusal.message);
    }
    return {
      ...meta,
      url: registryUrl === DEFAULT_REGISTRY ? entry.url : resolveAt(entry.url, '.', registryUrl),
      manifest: resolveAt(entry.url, 'mf-manifest.json', registryUrl),
      ...(refusal ? { refusal } : {}),
    };
  } catch (error) {
    console.error(`Ignoring remote ${entry.name}: its metadata ${metaUrl} could not be read`, error);
    return null;
  }
}

/**
 * The remotes, read once at start: `/remotes.json` (the page's boot data when it has it; or another
 * registry: /embed.js reads its portal's; names and base URLs), then every remote's own
 * `remote.meta.json`, all at once. A remote that cannot be read or described is left out (and logged),
 * so one bad deployment cannot take the shell down; an unreadable registry means no remotes.
 */
export function fetchRemotes(registryUrl = DEFAULT_REGISTRY): Promise<RemoteEntry[]> {
  const cached = remotesPromises.get(registryUrl);
  if (cached) return cached;
  // The shell's own registry is in its page when the server wrote it there (ADR 0024): no request.
  const inPage = registryUrl === DEFAULT_REGISTRY ? pageBootData().registry : undefined;
  const remotesPromise = (inPage ? Promise.resolve(inPage) : fetchJson(registryUrl))
    .then((value) => parseRemoteRegistry(value).remotes)
    .catch((error: unknown) => {
      console.error(`Could not read ${registryUrl}`, error);
      return [];
    })
    .then((entries) => Promise.all(entries.map((entry) => fetchRemote(entry, registryUrl))))
    .then((remotes) => remotes.filter((remote): remote is RemoteEntry => remote !== null));
  remotesPromises.set(registryUrl, remotesPromise);
  return remotesPromise;
}
