import type { RemoteEntry, RemotesManifest } from '@portal/shared';

let manifestPromise: Promise<RemoteEntry[]> | null = null;

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
 * `/remotes.json`, fetched once at start. Malformed entries are dropped (and logged) so one
 * bad deployment cannot take the shell down; an unreachable file means no remotes.
 */
export function fetchRemotes(): Promise<RemoteEntry[]> {
  manifestPromise ??= fetch('/remotes.json', { cache: 'no-cache' })
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
      console.error('Could not read /remotes.json', error);
      return [];
    });
  return manifestPromise;
}
