import type { RemoteEntry, RemotesManifest } from '@portal/shared';

/** One answer per registry URL and page. */
const manifestPromises = new Map<string, Promise<RemoteEntry[]>>();

function isRemoteEntry(value: unknown): value is RemoteEntry {
  const entry = value as Partial<RemoteEntry> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.name === 'string' &&
    typeof entry.manifest === 'string' &&
    Array.isArray(entry.routes) &&
    Array.isArray(entry.sidebar) &&
    Array.isArray(entry.overlays) &&
    Array.isArray(entry.widgets)
  );
}

/**
 * `/remotes.json` (or another registry: /embed.js reads its portal's), fetched once at start. Malformed
 * entries are dropped (and logged) so one bad deployment cannot take the shell down; an unreachable file
 * means no remotes.
 */
export function fetchRemotes(registryUrl = '/remotes.json'): Promise<RemoteEntry[]> {
  const cached = manifestPromises.get(registryUrl);
  if (cached) return cached;
  const manifestPromise = fetch(registryUrl, { cache: 'no-cache' })
    .then((response) => (response.ok ? (response.json() as Promise<RemotesManifest>) : { remotes: [] }))
    .then((manifest) =>
      (manifest.remotes ?? []).filter((entry) => {
        const valid = isRemoteEntry(entry);
        if (!valid) {
          console.error('Ignoring malformed entry in /remotes.json', entry);
        }
        return valid;
      }),
    )
    .catch((error: unknown) => {
      console.error(`Could not read ${registryUrl}`, error);
      return [];
    });
  manifestPromises.set(registryUrl, manifestPromise);
  return manifestPromise;
}
