import type { FileStorageConfig } from '../config.js';
import { createFileStore, type FileStore } from './file-store.js';

/**
 * The configured file store: the disk under DATA_DIR (default) or the S3 bucket, checked (and the
 * bucket created when missing) before the API serves anything, so a wrong endpoint or key fails
 * the start rather than the first upload.
 */
export async function openFileStore(storage: FileStorageConfig, dataDir: string): Promise<FileStore> {
  if (storage.kind === 'local') return createFileStore(dataDir);
  // The AWS SDK is loaded only when the bucket is configured.
  const { createS3FileStore } = await import('./s3-file-store.js');
  const store = createS3FileStore(storage);
  try {
    await store.prepare();
  } catch (error) {
    store.close();
    throw new Error(`The S3 store ${store.location} (${storage.endpoint ?? 'AWS'}) cannot be used: ${(error as Error).message}`, { cause: error });
  }
  return store;
}
