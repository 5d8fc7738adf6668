import type { RemoteEntry } from '@portal/shared';

/** Where a remote is deployed: the folder of its mf-manifest.json (its translations/ are there too). */
function remoteBase(manifest: string): string {
  return new URL('.', new URL(manifest, window.location.href)).href;
}

/**
 * The texts the shell's root shows: its own ('/translations/...') and, once signed in, every remote's (the
 * shell shows their route and sidebar labels). The sign-in page loads nothing of a remote.
 */
export function shellTranslationSources(remotes: readonly RemoteEntry[], signedIn: boolean): string[] {
  return signedIn ? ['/', ...remotes.map((remote) => remoteBase(remote.manifest))] : ['/'];
}
