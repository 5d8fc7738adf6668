import { contractRefusal, parseRemoteRegistry, retryLoad, type RegistryEntry, type RemoteEntry, type RemoteMeta } from '@portal/shared';

let remotesPromise: Promise<RemoteEntry[]> | null = null;

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

/** A URL of the remote's deployment: the registry's base URL may be a path on the portal's own origin. */
function resolveAt(base: string, file: string): string {
  return new URL(file, new URL(base, window.location.href)).href;
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
 * contract major keeps its routes, sidebar, widgets and overlays (so its areas say why it is missing),
 * with `refusal` set: its code is never loaded.
 */
async function fetchRemote(entry: RegistryEntry): Promise<RemoteEntry | null> {
  const metaUrl = resolveAt(entry.url, 'remote.meta.json');
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
    const refusal = contractRefusal(entry.name, meta.contractVersion);
    if (refusal) {
      console.error(refusal.message);
    }
    return {
      ...meta,
      url: entry.url,
      manifest: resolveAt(entry.url, 'mf-manifest.json'),
      ...(refusal ? { refusal } : {}),
    };
  } catch (error) {
    console.error(`Ignoring remote ${entry.name}: its metadata ${metaUrl} could not be read`, error);
    return null;
  }
}

/**
 * The remotes, read once at start: `/remotes.json` (names and base URLs), then every remote's own
 * `remote.meta.json`, all at once. A remote that cannot be read or described is left out (and logged),
 * so one bad deployment cannot take the shell down; an unreadable registry means no remotes.
 */
export function fetchRemotes(): Promise<RemoteEntry[]> {
  remotesPromise ??= fetchJson('/remotes.json')
    .then((value) => parseRemoteRegistry(value).remotes)
    .catch((error: unknown) => {
      console.error('Could not read /remotes.json', error);
      return [];
    })
    .then((entries) => Promise.all(entries.map(fetchRemote)))
    .then((remotes) => remotes.filter((remote): remote is RemoteEntry => remote !== null));
  return remotesPromise;
}
