import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { FileStorageConfig } from '../config.js';

/**
 * A real S3-protocol server for the tests: s3rver (pure Node, files in a temporary folder) on a free
 * port of 127.0.0.1. It speaks the same HTTP API as MinIO and AWS S3, so the SDK's requests, the
 * signatures and multipart uploads are exercised for real.
 */
export interface S3TestServer {
  endpoint: string;
  /** The environment an API process needs to use this server with `bucket`. */
  env(bucket: string): Record<string, string>;
  settings(bucket: string): Extract<FileStorageConfig, { kind: 's3' }>;
  close(): Promise<void>;
}

const ACCESS_KEY = 'S3RVER';
const SECRET_KEY = 'S3RVER';

export async function startS3Server(): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 'portal-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: (bucket) => ({ S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: ACCESS_KEY, S3_SECRET_ACCESS_KEY: SECRET_KEY, S3_REGION: 'us-east-1' }),
    settings: (bucket) => ({
      kind: 's3',
      endpoint,
      bucket,
      region: 'us-east-1',
      accessKeyId: ACCESS_KEY,
      secretAccessKey: SECRET_KEY,
      forcePathStyle: true,
    }),
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
