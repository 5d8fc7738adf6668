import type { FastifyBaseLogger } from 'fastify';
import { BUNDLE_LINK_SECONDS, DETAILS_LINK_SECONDS } from '../auth/download-token.js';
import type { FileStore } from './file-store.js';

/**
 * Generated files live only as long as the links to them: report PDFs (links of an hour) and zip
 * bundles (links of 7 days). A margin of one link lifetime keeps a file that was just handed out.
 */
export const generatedFolders = [
  { prefix: 'reports', keepSeconds: 2 * DETAILS_LINK_SECONDS },
  { prefix: 'bundles', keepSeconds: BUNDLE_LINK_SECONDS + 24 * 60 * 60 },
] as const;

/** Temporary `.part` files untouched this long are orphans of a crash mid-upload. */
export const ORPHAN_PART_SECONDS = 60 * 60;

/** Removes expired generated files and orphan `.part` files; resolves with how many went per folder. */
export async function sweepGeneratedFiles(store: FileStore, now: Date = new Date()): Promise<Record<string, number>> {
  const removed: Record<string, number> = {};
  for (const { prefix, keepSeconds } of generatedFolders) {
    removed[prefix] = await store.removeOlderThan(prefix, new Date(now.getTime() - keepSeconds * 1000));
  }
  removed.tmp = await store.removeTemporaryOlderThan(new Date(now.getTime() - ORPHAN_PART_SECONDS * 1000));
  return removed;
}

/** Sweeps at start and then every hour; returns the function that stops it. */
export function scheduleGeneratedFilesSweep(store: FileStore, log: FastifyBaseLogger, everyMs = 60 * 60 * 1000): () => void {
  const sweep = () =>
    sweepGeneratedFiles(store)
      .then((removed) => {
        if (Object.values(removed).some((count) => count > 0)) log.info({ removed }, 'Removed expired generated files');
      })
      .catch((error: unknown) => log.error({ err: error }, 'Sweeping generated files failed'));
  void sweep();
  const timer = setInterval(() => void sweep(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
